import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RemoteOutline } from '@beacon/shared/contract';

/** What the release store keeps beside any release's files, a remote's or the host's. */
export interface StoredRelease {
  name: string;
  version: string;
  gitSha: string;
  dirty: boolean;
  contentHash: string;
  builtAt: string;
  /** The contract of remotes' manifests it was built with. */
  contractVersion: string;
  /** The singletons it shares, with their versions. */
  shared: Record<string, string>;
  /** The fingerprint of the sources it was built from (older releases have none). */
  sources?: string;
}

/** What the release store keeps beside each remote release's files. */
export interface ReleaseInfo extends StoredRelease {
  outline: RemoteOutline;
  /** The names its code uses from each kit's library (antd, react-router), its shared entries' included. */
  kits?: Record<string, string[]>;
  /**
   * The entries of @beacon/shared its code imports, each with the version it was built against and the names it
   * uses: promote refuses it on a host whose entry is older (promote-checks.ts). Older releases have none.
   */
  sharedEntries?: Record<string, { version: string; names: string[] }>;
  /** Older releases: the antd components only. */
  antd?: string[];
}

export const RELEASE_INFO = 'release.json';
const SEMVER = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;

export function isVersion(value: string): boolean {
  return SEMVER.test(value);
}

/** semver plus the short git sha; a build from uncommitted work also carries the hash of its files. */
export function versionFor(base: string, gitSha: string, dirty: boolean, contentHash: string): string {
  if (!/^\d+\.\d+\.\d+$/.test(base)) throw new Error(`"${base}" is not a semver version like 1.2.3`);
  return dirty ? `${base}-${gitSha}.dirty-${contentHash.slice(0, 8)}` : `${base}-${gitSha}`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** One hash over a build's files (names and bytes), to tell a rebuild of the same code from new code. */
export function hashDirectory(dir: string, skip: (file: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).sort()) {
    const name = relative(dir, file);
    if (skip(name)) continue;
    hash.update(name).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function listReleases(releasesRoot: string, name: string): ReleaseInfo[] {
  const dir = join(releasesRoot, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => existsSync(join(dir, version, RELEASE_INFO)))
    .map((version) => JSON.parse(readFileSync(join(dir, version, RELEASE_INFO), 'utf8')) as ReleaseInfo)
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

export function readRelease(releasesRoot: string, name: string, version: string): ReleaseInfo | null {
  const file = join(releasesRoot, name, version, RELEASE_INFO);
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseInfo;
}

/** Writes a staged release's release.json and moves the release into the store under its name and version. */
export function storeRelease<T extends { name: string; version: string }>(
  releasesRoot: string,
  staging: string,
  info: T,
) {
  writeFileSync(join(staging, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
  mkdirSync(join(releasesRoot, info.name), { recursive: true });
  renameSync(staging, join(releasesRoot, info.name, info.version));
  return { info, created: true };
}
