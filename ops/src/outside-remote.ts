// What a team that keeps its remote in its own repository does, from a copy of federation/example-remote: depend on
// what Beacon publishes (@beacon/shared and the federation preset, packed), install, build, and pack the release as
// its CI uploads it. ops/src/outside-remote.test.ts and e2e/tests/remote-outside-workspace.spec.ts ship it.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { root } from './places';

export const EXAMPLE_REMOTE = join(root, 'federation', 'example-remote');
const run = promisify(execFile);

/** pnpm as the caller was started with (`pnpm test:server`), else the one on the PATH. */
function pnpmIn(cwd: string, ...args: string[]) {
  const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : 'pnpm';
  const options = { cwd, maxBuffer: 32 * 1024 * 1024 };
  return /\.c?js$/.test(pnpm) ? run(process.execPath, [pnpm, ...args], options) : run(pnpm, args, options);
}

export interface PackageJson {
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * In `folder` (outside the workspace): the packed packages under packs/, and the team's remote under remote-updates/,
 * installed from them, built (webpack, then beacon-release) and packed as `tar -czf updates.tgz -C dist .`.
 */
export async function buildOutsideRemote(folder: string): Promise<{ app: string; version: string; archive: string }> {
  const packs = join(folder, 'packs');
  mkdirSync(packs, { recursive: true });
  await pnpmIn(join(root, 'shared'), 'pack', '--pack-destination', packs);
  await pnpmIn(join(root, 'federation'), 'pack', '--pack-destination', packs);
  const tarball = (name: string) =>
    `file:${join(
      packs,
      readdirSync(packs).find((f) => f.startsWith(name))!,
    )}`;

  const app = join(folder, 'remote-updates');
  cpSync(EXAMPLE_REMOTE, app, {
    recursive: true,
    filter: (path) => !['node_modules', 'dist'].includes(basename(path)),
  });
  const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as PackageJson;
  pkg.dependencies['@beacon/shared'] = tarball('beacon-shared-');
  pkg.devDependencies['@beacon/federation'] = tarball('beacon-federation-');
  writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2));
  await pnpmIn(app, 'install', '--prefer-offline', '--no-frozen-lockfile');

  const built = await pnpmIn(app, 'run', 'build');
  const version = / (\S+) is ready in /.exec(built.stdout)?.[1];
  if (!version) throw new Error(`the build said:\n${built.stdout}\n${built.stderr}`);
  const archive = join(folder, 'updates.tgz');
  await run('tar', ['-czf', archive, '-C', join(app, 'dist'), '.']);
  return { app, version, archive };
}
