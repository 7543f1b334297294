import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './places';

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => filesOf(join(path, entry.name)));
}

/** A fingerprint of the files a build is made of (paths relative to the workspace root). */
export function sourceFingerprint(paths: string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((p) => filesOf(join(root, p))).sort()) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Every input of a build besides its own folder: shared, the webpack factory, the locked packages and the catalog. */
const COMMON = [
  'shared/src',
  'shared/package.json',
  'shared/entry-versions.json',
  'federation/src',
  'federation/package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
];
export const hostSources = () =>
  sourceFingerprint(['host/src', 'host/webpack.config.mjs', 'host/package.json', ...COMMON]);
export const remoteSources = (name: string) =>
  sourceFingerprint([
    `remote-${name}/src`,
    `remote-${name}/webpack.config.mjs`,
    `remote-${name}/package.json`,
    ...COMMON,
  ]);
