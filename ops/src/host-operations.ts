// Promote, canary and roll back the host as the remotes are, over host releases already in the store
// (host-releases.ts). A host goes out only once every remote release browsers may load on it runs on it.
import { join } from 'node:path';
import { startCanary } from './canary';
import { checkHostBuild, listHostReleases, readHostRelease, type HostReleaseInfo } from './host-releases';
import { HOST, hostBuild, hostReleaseDir, type HostInService } from './hosts-in-service';
import { registryFile, releasesDir } from './places';
import { checkRelease } from './promote-checks';
import {
  previousVersion,
  promote,
  readRegistry,
  rollback,
  rollbackTakesCanary,
  withCanaryAborted,
  type Registry,
  type RegistryEvent,
  type RemoteRecord,
} from './registry';
import { updateRegistry } from './registry-operations';
import { readRelease } from './releases';

/** How the history and `--to` name the host build the server ships with, which no release holds. */
export const SHIPPED_HOST = 'shipped';

/** The registry's steps (promote, canary, rollback) applied to the host's record as to a remote's. */
function onHost(registry: Registry, change: (view: Registry) => Registry): Registry {
  const view = change({ remotes: registry.host ? { [HOST]: registry.host } : {} });
  return { ...registry, host: view.remotes[HOST] };
}

const hostName = (host: HostInService) => (host.version ? `host ${host.version}` : 'the host the server ships');
const major = (version: string | undefined) => version?.split('.')[0];

/**
 * Every remote release browsers may load (in service, in canary) that cannot run on `host`, each in words naming the
 * remote, what it lacks, and that the remote must wait.
 */
export function remotesThatMustWait(data: string, registry: Registry, host: HostInService): string[] {
  const named = { name: hostName(host), remedy: false };
  const waiting: string[] = [];
  for (const [name, record] of Object.entries(registry.remotes).sort(([a], [b]) => a.localeCompare(b))) {
    const loaded: [string | null, string][] = [[record.active, 'in service']];
    if (record.canary?.state === 'running') loaded.push([record.canary.version, 'in canary']);
    for (const [version, role] of loaded) {
      if (!version) continue;
      const contract = readRelease(releasesDir(data), name, version)?.contractVersion;
      const check =
        contract && host.contractVersion && major(contract) !== major(host.contractVersion)
          ? {
              ok: false as const,
              problem: `its manifest speaks contract ${contract}, and ${named.name} reads ${host.contractVersion}`,
            }
          : checkRelease(join(releasesDir(data), name, version), host.shared, host.kits, named);
      if (!check.ok)
        waiting.push(`${name} ${version} (${role}): ${check.problem}; ${name} must be released again first`);
    }
  }
  return waiting;
}

/** The host release checked whole, and every remote browsers may load checked on it; throws saying why not. */
function checkHostGoesOut(data: string, registry: Registry, version: string, refused: string): void {
  if (!readHostRelease(data, version)) throw new Error(`host ${version} is not in the release store.`);
  const own = checkHostBuild(hostReleaseDir(data, version));
  if (!own.ok) throw new Error(`host ${version} ${refused}: ${own.problem}.`);
  const waiting = remotesThatMustWait(data, registry, hostBuild(data, version, 'in service'));
  if (waiting.length) throw new Error(`host ${version} ${refused}: ${waiting.join('. ')}.`);
}

/** Puts a host release in service for every browser, once every remote in service and in canary runs on it. */
export function promoteHost(data: string, version: string): void {
  checkHostGoesOut(data, readRegistry(registryFile(data)), version, 'was not promoted');
  updateRegistry(data, (registry) => onHost(registry, (view) => promote(view, HOST, version)));
}

/**
 * Serves a host release to a share of browsers (the same cohorts as the remotes' canaries), the host in service to
 * the rest. It holds its share until it is promoted or rolled back: the server's analysis watches remotes only.
 */
export function canaryHost(data: string, version: string, share: number) {
  checkHostGoesOut(data, readRegistry(registryFile(data)), version, 'cannot go to canary');
  const next = updateRegistry(data, (registry) =>
    onHost(registry, (view) => {
      const record: RemoteRecord = view.remotes[HOST] ?? { active: null, history: [] };
      // Beside the build the server ships with, which no release holds: the canary's start says it came from none.
      const started = startCanary(
        { remotes: { [HOST]: { ...record, active: record.active ?? SHIPPED_HOST } } },
        HOST,
        version,
        share,
      );
      const host = started.remotes[HOST]!;
      const history = host.history.map((event) =>
        event.from === SHIPPED_HOST ? { ...event, from: record.active } : event,
      );
      return {
        remotes: { [HOST]: { ...host, active: record.active, canary: { ...host.canary!, steps: [] }, history } },
      };
    }),
  );
  return next.host!.canary!;
}

/**
 * Takes back what went out last, as for a remote: a running canary (the host in service stays), else the previous
 * host release, or a named one; with no earlier release, the host the server ships with (`--to shipped`). The host
 * put back must run every remote browsers may load. Returns the version in service after it (null: the shipped one).
 */
export function rollbackHost(data: string, to?: string): string | null {
  const registry = readRegistry(registryFile(data));
  const view: Registry = { remotes: registry.host ? { [HOST]: registry.host } : {} };
  if (!registry.host?.active && !rollbackTakesCanary(view, HOST, to) && to === undefined)
    throw new Error('host has no release in service: the host the server ships with is served.');
  if (rollbackTakesCanary(view, HOST, to))
    return updateRegistry(data, (r) => onHost(r, (v) => rollback(v, HOST))).host!.active;
  const target = to ?? previousVersion(view, HOST) ?? SHIPPED_HOST;
  if (target === SHIPPED_HOST) {
    const waiting = remotesThatMustWait(data, registry, hostBuild(data, null, 'in service'));
    if (waiting.length) throw new Error(`the host the server ships cannot be put back: ${waiting.join('. ')}.`);
    updateRegistry(data, (r) => ({ ...r, host: backToShipped(r.host, new Date()) }));
    return null;
  }
  checkHostGoesOut(data, registry, target, 'cannot be put back');
  return updateRegistry(data, (r) => onHost(r, (v) => rollback(v, HOST, target))).host!.active;
}

/** The host's record once the host the server ships with is in service again (a canary taken back with it). */
function backToShipped(record: RemoteRecord | undefined, at: Date): RemoteRecord {
  if (!record?.active) throw new Error('the host the server ships is already in service.');
  const settled = withCanaryAborted(record, 'rolled back', at);
  const event: RegistryEvent = { version: SHIPPED_HOST, action: 'rollback', from: record.active, at: at.toISOString() };
  return { ...settled, active: null, history: [...settled.history, event] };
}

export interface HostStatus {
  /** The host release in service; null: the build the server ships with. */
  active: string | null;
  releases: HostReleaseInfo[];
  canary: RemoteRecord['canary'] | null;
  history: RegistryEvent[];
}

export function hostStatus(data: string): HostStatus {
  const record = readRegistry(registryFile(data)).host;
  return {
    active: record?.active ?? null,
    releases: listHostReleases(data),
    canary: record?.canary ?? null,
    history: record?.history ?? [],
  };
}
