// The host as a release: `pnpm remotes release host` keeps a host build in the release store, beside the remotes'
// releases, so that a new host can be served to a canary share while the one in service serves the rest.
import { CONTRACT_VERSION } from '@beacon/shared/contract';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gitState, webpackBuild } from './build';
import { cachedBuild } from './build-cache';
import { pageFiles } from './host-page';
import { HOST, hostKitsOf, hostSharedOf } from './hosts-in-service';
import { releasesDir, root } from './places';
import type { Check } from './promote-checks';
import { missingFile, unreadable, type FederationManifest } from './release-files';
import {
  hashDirectory,
  isVersion,
  listReleases,
  readRelease,
  storeRelease,
  versionFor,
  type StoredRelease,
} from './releases';
import { hostSources } from './source-fingerprint';

/** What the release store keeps beside a host build: what it provides to the remotes it loads. */
export interface HostReleaseInfo extends StoredRelease {
  name: typeof HOST;
  /** The names its kits provide (kits.json); `shared` holds the singletons it shares (its mf-manifest.json). */
  kits: Record<string, string[]>;
}

export const readHostRelease = (data: string, version: string) =>
  isVersion(version) ? (readRelease(releasesDir(data), HOST, version) as HostReleaseInfo | null) : null;

export const listHostReleases = (data: string) => listReleases(releasesDir(data), HOST) as unknown as HostReleaseInfo[];

/**
 * Whether a host build can be served: its page, the app's script the page starts (main.js), every file the page
 * names, and its federation manifest with every file it names.
 */
export function checkHostBuild(dir: string): Check {
  for (const file of ['index.html', 'main.js', 'mf-manifest.json']) {
    const problem = unreadable(dir, file);
    if (problem) return { ok: false, problem };
  }
  for (const file of pageFiles(readFileSync(join(dir, 'index.html'), 'utf8'))) {
    const problem = unreadable(dir, file);
    if (problem) return { ok: false, problem: `${problem} (index.html names it)` };
  }
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  } catch (error) {
    return { ok: false, problem: `mf-manifest.json does not parse: ${(error as Error).message}` };
  }
  const missing = missingFile(dir, manifest);
  return missing ? { ok: false, problem: missing } : { ok: true };
}

/**
 * Copies a host build into the store as an immutable release, under the host's version and the commit it was built
 * from. The same files again find the release that exists; other files under an existing version are refused.
 */
export function storeHostRelease(data: string, built: string, base?: string, sources?: string) {
  const check = checkHostBuild(built);
  if (!check.ok) throw new Error(`${built} is not a host build: ${check.problem}.`);
  const store = releasesDir(data);
  const staging = join(store, '.staging', `host-${process.pid}-${Date.now()}`);
  mkdirSync(join(store, '.staging'), { recursive: true });
  try {
    // Dot files (the build stamp `npm start` writes) are not part of the build.
    cpSync(built, staging, { recursive: true, filter: (path) => !basename(path).startsWith('.') || path === built });
    // A release.json of an earlier release copied along is not part of the build.
    rmSync(join(staging, 'release.json'), { force: true });
    const contentHash = hashDirectory(staging);
    const pkg = JSON.parse(readFileSync(join(root, 'host', 'package.json'), 'utf8')) as { version: string };
    const git = gitState(['host', 'shared', 'federation', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']);
    const version = versionFor(base ?? pkg.version, git.sha, git.dirty, contentHash);
    const existing = readHostRelease(data, version);
    if (existing) {
      if (existing.contentHash !== contentHash) {
        throw new Error(`host ${version} is already released with other files; releases are never overwritten.`);
      }
      return { info: existing, created: false };
    }
    const info: HostReleaseInfo = {
      name: HOST,
      version,
      gitSha: git.sha,
      dirty: git.dirty,
      contentHash,
      builtAt: new Date().toISOString(),
      contractVersion: CONTRACT_VERSION,
      shared: hostSharedOf(staging),
      kits: hostKitsOf(staging),
      ...(sources ? { sources } : {}),
    };
    return storeRelease(store, staging, info);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Builds the host of this checkout (or takes a folder built already) and keeps it as a release. */
export async function releaseHost(data: string, options: { base?: string; dist?: string } = {}) {
  if (options.dist) {
    if (!existsSync(options.dist)) throw new Error(`${options.dist} does not exist.`);
    return storeHostRelease(data, options.dist, options.base);
  }
  const built = join(releasesDir(data), '.staging', `host-build-${process.pid}-${Date.now()}`);
  try {
    const sources = hostSources();
    await cachedBuild('host', sources, built, () => webpackBuild(join(root, 'host'), ['--env', `outputPath=${built}`]));
    return storeHostRelease(data, built, options.base, sources);
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
}
