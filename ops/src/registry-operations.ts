import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startCanary } from './canary';
import { checkOnEveryHost, HOST, hostsInService } from './hosts-in-service';
import { registryFile, releasesDir, type RemoteName } from './places';
import {
  previousVersion,
  promote,
  readRegistry,
  rollback,
  rollbackTakesCanary,
  writeRegistry,
  type Registry,
} from './registry';
import { isVersion, listReleases, readRelease, type ReleaseInfo } from './releases';

// The registry half of operating the remotes: promote, canary, roll back and status over releases already in the
// store. It never builds, so the server (the Releases page) imports it without loading webpack.

/** A remote's release checked against every host browsers may run now (hosts-in-service.ts). */
function checkForHosts(data: string, releaseDir: string) {
  const hosts = hostsInService(data, readRegistry(registryFile(data)));
  return checkOnEveryHost(releaseDir, hosts, listReleases(releasesDir(data), HOST));
}

export function updateRegistry(data: string, change: (registry: Registry) => Registry): Registry {
  const file = registryFile(data);
  const next = change(readRegistry(file));
  writeRegistry(file, next);
  return next;
}

/** Switches the registry to a release, only once the release passes the checks. */
export function promoteRemote(data: string, name: RemoteName, version: string): void {
  if (!isVersion(version)) throw new Error(`"${version}" is not a release version.`);
  const dir = join(releasesDir(data), name, version);
  const release = readRelease(releasesDir(data), name, version);
  if (!release) throw new Error(`${name} ${version} is not in the release store.`);
  const check = checkForHosts(data, dir);
  if (!check.ok) throw new Error(`${name} ${version} was not promoted: ${check.problem}.`);
  updateRegistry(data, (registry) => promote(registry, name, version, new Date(), release.outline));
}

/**
 * Takes back what went out last (registry.ts `rollback`): a running canary, the version in service staying; else
 * back to the previous version, or to a named release, once its files pass the checks. Returns the version in
 * service after it.
 */
export function rollbackRemote(data: string, name: RemoteName, to?: string): string {
  const registry = readRegistry(registryFile(data));
  if (!rollbackTakesCanary(registry, name, to)) {
    // The release that would be put back, checked as promote checks it: its files must answer.
    const target = to ?? previousVersion(registry, name);
    if (target !== null) {
      if (!isVersion(target) || !readRelease(releasesDir(data), name, target)) {
        throw new Error(`${name} ${target} is not in the release store.`);
      }
      const check = checkForHosts(data, join(releasesDir(data), name, target));
      if (!check.ok) throw new Error(`${name} ${target} cannot be put back: ${check.problem}.`);
    }
  }
  const outline = (version: string) => readRelease(releasesDir(data), name, version)?.outline;
  const next = updateRegistry(data, (current) => rollback(current, name, to, new Date(), outline));
  return next.remotes[name]!.active!;
}

export interface RemoteStatus {
  name: RemoteName;
  active: string | null;
  releases: ReleaseInfo[];
  history: Registry['remotes'][string]['history'];
  canary: Registry['remotes'][string]['canary'] | null;
  onDisk: boolean;
  answers: string;
}

/** Whether a release's files answer over HTTP at the given base address. */
async function answers(baseUrl: string, name: string, version: string | null): Promise<string> {
  if (!version) return 'nothing in service';
  try {
    const response = await fetch(`${baseUrl}/remotes/${name}/${version}/mf-manifest.json`, {
      signal: AbortSignal.timeout(3000),
    });
    return response.ok ? `answers ${response.status}` : `answers ${response.status} (failing)`;
  } catch {
    return `no answer from ${baseUrl}`;
  }
}

export async function remoteStatus(
  data: string,
  names: readonly RemoteName[],
  baseUrl: string,
): Promise<RemoteStatus[]> {
  return Promise.all(
    names.map(async (name) => {
      const status = registryStatus(data, name);
      return { ...status, answers: await answers(baseUrl, name, status.active) };
    }),
  );
}

/** A remote's status as the store and the registry tell it (the deploy API's, which does not call itself). */
export function registryStatus(data: string, name: RemoteName): Omit<RemoteStatus, 'answers'> {
  const record = readRegistry(registryFile(data)).remotes[name] ?? { active: null, history: [] };
  return {
    name,
    active: record.active,
    releases: listReleases(releasesDir(data), name),
    history: record.history,
    canary: record.canary ?? null,
    onDisk: record.active ? existsSync(join(releasesDir(data), name, record.active, 'mf-manifest.json')) : false,
  };
}

/** Serves a checked release to a share of browsers beside the version in service. */
export function canaryRemote(data: string, name: RemoteName, version: string, share: number, stepSeconds?: number) {
  if (!isVersion(version) || !readRelease(releasesDir(data), name, version)) {
    throw new Error(`${name} ${version} is not in the release store.`);
  }
  const check = checkForHosts(data, join(releasesDir(data), name, version));
  if (!check.ok) throw new Error(`${name} ${version} cannot go to canary: ${check.problem}.`);
  return updateRegistry(data, (registry) => startCanary(registry, name, version, share, stepSeconds)).remotes[name]!
    .canary!;
}
