import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const mainDataDir = process.env.BEACON_DATA_DIR ?? join(root, '.data');

/**
 * Each run gets its own copy of what `npm start` prepared (releases and registry), so that the drills that
 * release, promote and roll back never touch the developer's own registry; the server seeds its own database.
 */
export function prepareRunDataDir(name: string): string {
  // Named by port, so that runs on other ports (parallel work trees) keep their own directories.
  const runDir = join(root, 'e2e', '.runs', `${name}-${process.env.E2E_PORT ?? 8180}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  for (const part of ['releases', 'registry.json']) {
    const source = join(mainDataDir, part);
    if (!existsSync(source)) throw new Error(`${source} is missing: run npm test (or npm start) once to prepare it`);
    cpSync(source, join(runDir, part), { recursive: true });
  }
  return runDir;
}

/** `pnpm remotes ...` against the run's data directory; returns what it printed. */
export function remotes(dataDir: string, ...args: string[]): string {
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['ops/src/remotes-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, BEACON_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`pnpm remotes ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The last modification of the host build, to prove that no release step rebuilt it. */
export function hostBuildStamp(): string {
  const dist = process.env.BEACON_HOST_DIST ?? join(root, 'host', 'dist');
  return execFileSync('stat', ['-c', '%Y', join(dist, 'main.js')], { encoding: 'utf8' }).trim();
}
