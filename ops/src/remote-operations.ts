import { remoteSources } from './source-fingerprint';
import { KITS, namesUsedIn, workspaceRoot } from '@beacon/federation';
import { sharedEntries } from '@beacon/federation/shared-singletons';
import { outlineOf } from '@beacon/shared/contract';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { webpackBuild, gitState } from './build';
import { cachedBuild } from './build-cache';
import { readManifest } from './manifest-source';
import { releasesDir, remoteDir, type RemoteName } from './places';
import { hashDirectory, readRelease, storeRelease, versionFor, type ReleaseInfo } from './releases';

function sharedVersionsOf(dir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
    shared?: { name: string; version: string }[];
  };
  return Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.version]));
}

export interface ReleaseResult {
  info: ReleaseInfo;
  created: boolean;
}

/**
 * Builds a remote and publishes it, immutably, as releases/<name>/<version>/. Building the same code again
 * finds the release that exists; different code under an existing version is refused.
 */
export async function releaseRemote(data: string, name: RemoteName, base?: string): Promise<ReleaseResult> {
  const store = releasesDir(data);
  const staging = join(store, '.staging', `${name}-${process.pid}-${Date.now()}`);
  mkdirSync(join(store, '.staging'), { recursive: true });
  try {
    const sources = remoteSources(name);
    await cachedBuild(`remote-${name}`, sources, staging, () =>
      webpackBuild(remoteDir(name), ['--env', `outputPath=${staging}`]),
    );
    const contentHash = hashDirectory(staging);
    const pkg = JSON.parse(readFileSync(join(remoteDir(name), 'package.json'), 'utf8')) as { version: string };
    const git = gitState([`remote-${name}`, 'shared', 'federation', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']);
    const version = versionFor(base ?? pkg.version, git.sha, git.dirty, contentHash);
    const existing = readRelease(store, name, version);
    if (existing) {
      if (existing.contentHash !== contentHash) {
        throw new Error(`${name} ${version} is already released with other files; releases are never overwritten.`);
      }
      return { info: existing, created: false };
    }
    const manifest = await readManifest(name);
    const info: ReleaseInfo = {
      name,
      version,
      gitSha: git.sha,
      dirty: git.dirty,
      contentHash,
      builtAt: new Date().toISOString(),
      contractVersion: manifest.contractVersion,
      outline: outlineOf(manifest),
      shared: sharedVersionsOf(staging),
      sources,
      kits: kitNamesUsedBy(name),
      sharedEntries: sharedEntriesUsedBy(name, sharedVersionsOf(staging)),
    };
    return storeRelease(store, staging, info);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The entries of @beacon/shared a remote's code imports, with the version it shares of each and the names it uses. */
function sharedEntriesUsedBy(name: RemoteName, shared: Record<string, string>) {
  const used: Record<string, { version: string; names: string[] }> = {};
  for (const entry of sharedEntries()) {
    const names = [...namesUsedIn(join(remoteDir(name), 'src'), entry).keys()].sort();
    if (names.length > 0 && shared[entry]) used[entry] = { version: shared[entry], names };
  }
  return used;
}

/** The names a remote's code uses from each kit's library, with those of the @beacon/shared entries it may bring. */
function kitNamesUsedBy(name: RemoteName): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(KITS).map((library) => {
      const used = new Set([
        ...namesUsedIn(join(remoteDir(name), 'src'), library).keys(),
        ...namesUsedIn(join(workspaceRoot, 'shared', 'src'), library).keys(),
      ]);
      return [library, [...used].sort()];
    }),
  );
}
