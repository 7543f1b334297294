import { remoteSources } from './source-fingerprint';
import { workspaceRoot } from '@beacon/federation';
import { kitNamesUsed, sharedEntriesUsed, sharedVersionsOf } from '@beacon/federation/release-record';
import { outlineOf } from '@beacon/shared/contract';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { webpackBuild, gitState } from './build';
import { cachedBuild } from './build-cache';
import { readManifest } from './manifest-source';
import { releasesDir, remoteDir, type RemoteName } from './places';
import { hashDirectory, readRelease, storeRelease, versionFor, type ReleaseInfo } from './releases';

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
      kits: kitNamesUsed(join(remoteDir(name), 'src'), join(workspaceRoot, 'shared', 'src')),
      sharedEntries: sharedEntriesUsed(join(remoteDir(name), 'src'), sharedVersionsOf(staging)),
    };
    return storeRelease(store, staging, info);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
