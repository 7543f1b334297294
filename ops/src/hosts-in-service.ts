import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KITS_RECORD, kitsNames } from '@beacon/federation/kits';
import { singletonMajors } from '@beacon/federation/shared-singletons';
import { hostDistDir, releasesDir } from './places';
import { checkRelease, hostSharedVersions, newer, THE_HOST, type Check, type HostNamed } from './promote-checks';
import type { Registry } from './registry';
import type { StoredRelease } from './releases';

/** The host's name in the release store and the registry: it is no remote's name (places.ts). */
export const HOST = 'host';

/** One host build browsers may run now, and what it provides to the remotes it loads. */
export interface HostInService {
  /** The release's version; null for the build the server ships with (no host release in service). */
  version: string | null;
  role: 'in service' | 'in canary';
  dir: string;
  shared: Record<string, string>;
  kits: Record<string, string[]>;
  contractVersion?: string;
}

/**
 * What a host build's kits provide: as it recorded them; an older build's antd kit (before the router had one, when
 * the host provided react-router whole); or this checkout's kits for a host that recorded none.
 */
export function hostKitsOf(dir: string): Record<string, string[]> {
  const file = join(dir, KITS_RECORD);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const antd = join(dir, 'antd-kit.json');
  if (existsSync(antd))
    return { antd: (JSON.parse(readFileSync(antd, 'utf8')) as { components: string[] }).components };
  return kitsNames();
}

/** The singletons a host build shares (this checkout's majors for a folder with no build in it). */
export function hostSharedOf(dir: string): Record<string, string> {
  const fallback = Object.fromEntries(Object.entries(singletonMajors()).map(([n, m]) => [n, `${m}.0.0`]));
  return hostSharedVersions(dir, fallback);
}

/** A host release's folder in the store. */
export const hostReleaseDir = (data: string, version: string) => join(releasesDir(data), HOST, version);

/** The host build of a version (null: the one the server ships with) as the checks read it. */
export function hostBuild(data: string, version: string | null, role: HostInService['role']): HostInService {
  const dir = version === null ? hostDistDir() : hostReleaseDir(data, version);
  const info = join(dir, 'release.json');
  const contractVersion = existsSync(info)
    ? (JSON.parse(readFileSync(info, 'utf8')) as { contractVersion?: string }).contractVersion
    : undefined;
  return { version, role, dir, shared: hostSharedOf(dir), kits: hostKitsOf(dir), contractVersion };
}

/** Every host browsers may run now: the one in service, and the canary while one runs. */
export function hostsInService(data: string, registry: Registry): HostInService[] {
  const record = registry.host;
  const hosts = [hostBuild(data, record?.active ?? null, 'in service')];
  if (record?.canary?.state === 'running') hosts.push(hostBuild(data, record.canary.version, 'in canary'));
  return hosts;
}

/** How a refusal names a host: by its version and role; the host the server ships with, alone, as always. */
export function hostNamed(host: HostInService, alone: boolean, remedy = true): HostNamed | undefined {
  if (host.version === null) return alone && remedy ? undefined : { name: `the host ${host.role}`, remedy };
  return { name: `host ${host.version} (${host.role})`, remedy };
}

/**
 * A remote's release checked against every host in service: the first refusal names the host that lacks it and, when
 * a host release in the store (`stored`, oldest first) provides what is missing, that release.
 */
export function checkOnEveryHost(releaseDir: string, hosts: HostInService[], stored: StoredRelease[] = []): Check {
  const serving = new Set(hosts.map((host) => host.version));
  const bringing = (entry: string, version: string) =>
    stored.findLast(
      (release) => !serving.has(release.version) && release.shared[entry] && !newer(version, release.shared[entry]),
    )?.version;
  for (const host of hosts) {
    const named = hostNamed(host, hosts.length === 1) ?? THE_HOST;
    const check = checkRelease(releaseDir, host.shared, host.kits, { ...named, bringing });
    if (!check.ok) return check;
  }
  return { ok: true };
}
