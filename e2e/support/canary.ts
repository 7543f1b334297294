import { servesCanary } from '@beacon/ops/canary';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A release made from one already in the store, under another version, in seconds instead of a webpack build:
 * the same files (a healthy release) or, `broken`, a remote entry that throws in the browser every 1.5 s once
 * loaded, as a release with a bug in it would. Each error's message differs, so that no reporter folds them.
 */
export function copyRelease(dataDir: string, remote: string, from: string, to: string, broken = false): void {
  const source = join(dataDir, 'releases', remote, from);
  const target = join(dataDir, 'releases', remote, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  const info = JSON.parse(readFileSync(join(target, 'release.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(
    join(target, 'release.json'),
    JSON.stringify({ ...info, version: to, builtAt: new Date().toISOString() }),
  );
  if (!broken) return;
  const manifest = JSON.parse(readFileSync(join(target, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { path: string; name: string } };
  };
  const entry = join(target, manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const bug = `;(function(){var n=0;setInterval(function(){n+=1;throw new Error("Release drill: ${remote} ${to} is broken ("+n+")")},1500)})();`;
  writeFileSync(entry, readFileSync(entry, 'utf8') + bug);
  // The server prefers the precompressed copies; the broken entry has none.
  for (const compressed of [`${entry}.br`, `${entry}.gz`]) if (existsSync(compressed)) rmSync(compressed);
}

/**
 * A version name, `<base>.<n>`, whose canary at this share serves exactly the `on` keys and none of the `off`
 * ones (keys: the `beacon_canary_user` a signed-in browser carries, or a `beacon_browser` id), as the server
 * chooses (`servesCanary`): so that a drill knows which of its browsers a canary reaches.
 */
export function versionServing(
  remote: string,
  base: string,
  share: number,
  keys: { on: string[]; off: string[] },
): string {
  for (let n = 1; n <= 10_000; n += 1) {
    const version = `${base}.${n}`;
    const served = (key: string) => servesCanary(key, remote, { version, share });
    if (keys.on.every(served) && !keys.off.some(served)) return version;
  }
  throw new Error(`no version of ${base} serves exactly those browsers at ${share}%`);
}
