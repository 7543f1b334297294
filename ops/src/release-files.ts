import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';

type Assets = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };

/** A release's federation manifest, as far as promote reads it (Module Federation's mf-manifest.json). */
export interface FederationManifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; name?: string; assets?: Assets }[];
  shared?: { name: string; version: string; singleton?: boolean; assets?: Assets }[];
}

/** Why a file of the release cannot be served, or null when it can: it is there, a file, and its bytes read. */
export function unreadable(releaseDir: string, file: string): string | null {
  const path = join(releaseDir, file);
  const inside = relative(releaseDir, path);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return `${file} lies outside the release`;
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? `${file} is missing` : `${file} cannot be read (${code})`;
  }
  try {
    if (!fstatSync(fd).isFile()) return `${file} cannot be read (not a file)`;
    readSync(fd, Buffer.alloc(1), 0, 1, 0);
    return null;
  } catch (error) {
    return `${file} cannot be read (${(error as NodeJS.ErrnoException).code})`;
  } finally {
    closeSync(fd);
  }
}

const assetFiles = (assets: Assets | undefined) =>
  [assets?.js, assets?.css].flatMap((kind) => [...(kind?.sync ?? []), ...(kind?.async ?? [])]);

/** Every file a browser may be sent for: the remote entry, each exposed module's and shared library's assets. */
export function filesNamed(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [join(entry.path ?? '', entry.name)] : []),
    ...(manifest.exposes ?? []).flatMap((expose) => assetFiles(expose.assets)),
    ...(manifest.shared ?? []).flatMap((shared) => assetFiles(shared.assets)),
  ];
  return [...new Set(files)];
}

/** The first file the manifest names that cannot be served, in words; null when every one can. */
export function missingFile(releaseDir: string, manifest: FederationManifest): string | null {
  for (const file of filesNamed(manifest)) {
    const problem = unreadable(releaseDir, file);
    if (problem) return problem;
  }
  return null;
}
