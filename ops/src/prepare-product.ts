// What `npm start` and `npm test` need before serving: a host build of the current code, and a release of the
// current code in service for every remote. Each part is skipped when it is already there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inParallel, webpackBuild } from './build';
import { cachedBuild } from './build-cache';
import { dataDir, hostDistDir, registryFile, releasesDir, REMOTE_NAMES, root, type RemoteName } from './places';
import { readRegistry } from './registry';
import { readRelease } from './releases';
import { promoteRemote } from './registry-operations';
import { releaseRemote } from './remote-operations';
import { hostSources, remoteSources } from './source-fingerprint';

const STAMP = '.beacon-build';

async function ensureHost(): Promise<void> {
  const fingerprint = hostSources();
  const stamp = join(hostDistDir(), STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  const started = Date.now();
  const copied = await cachedBuild('host', fingerprint, hostDistDir(), () =>
    webpackBuild(join(root, 'host'), ['--env', `outputPath=${hostDistDir()}`]),
  );
  writeFileSync(stamp, fingerprint);
  const how = copied ? 'copied the host build this machine keeps' : 'built the host';
  console.log(`[beacon] ${how} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A remote needs a release when none is in service, or when the one in service was built from other sources. */
function needsRelease(data: string, name: RemoteName): boolean {
  const active = readRegistry(registryFile(data)).remotes[name]?.active;
  const release = active ? readRelease(releasesDir(data), name, active) : null;
  return !release || release.sources !== remoteSources(name);
}

/** Releases what needs it beside the host's build; each is promoted once the host is built (promote checks it). */
async function ensureRemotes(data: string, host: Promise<void>): Promise<void> {
  const missing = REMOTE_NAMES.filter((name) => needsRelease(data, name));
  await inParallel(missing, 2, async (name) => {
    const started = Date.now();
    const { info } = await releaseRemote(data, name);
    await host;
    promoteRemote(data, name, info.version);
    console.log(
      `[beacon] released and promoted ${name} ${info.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}

async function main(): Promise<void> {
  const data = dataDir();
  // The host and the first remote build side by side; two at a time suits a two-core machine.
  const host = ensureHost();
  await Promise.all([host, ensureRemotes(data, host)]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
