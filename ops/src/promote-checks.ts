import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingFile, unreadable, type FederationManifest } from './release-files';

export type Check = { ok: true } | { ok: false; problem: string };

/**
 * Which host a check is against, as its refusals name it (by default the one host in service), and whether they
 * end with what to release first (a remote's promote does; a host's promote says which remote must wait instead).
 */
export interface HostNamed {
  name: string;
  remedy: boolean;
  /** A host release in the store, not browsers' yet, that provides an entry at a version (the remedy names it). */
  bringing?: (entry: string, version: string) => string | undefined;
}
export const THE_HOST: HostNamed = { name: 'the host', remedy: true };

function major(version: string): number {
  return Number(version.split('.')[0]);
}

/**
 * What promote checks before it switches the registry: the release's federation manifest loads, its entry
 * file and every file the manifest names are there and read, it exposes ./manifest, every singleton it shares has the host's major version, and the host's kits
 * provide every name it uses (the host provides antd and react-router trimmed to its kits: federation/src/kits.js).
 * A library the host has no kit for is provided whole.
 */
export function checkRelease(
  releaseDir: string,
  hostShared: Record<string, string>,
  hostKits: Record<string, string[]>,
  host: HostNamed = THE_HOST,
): Check {
  const file = join(releaseDir, 'mf-manifest.json');
  if (!existsSync(file)) return { ok: false, problem: `no mf-manifest.json in ${releaseDir}` };
  const cannotRead = unreadable(releaseDir, 'mf-manifest.json');
  if (cannotRead) return { ok: false, problem: cannotRead };
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  } catch (error) {
    return { ok: false, problem: `mf-manifest.json does not parse: ${(error as Error).message}` };
  }
  if (!manifest.metaData?.remoteEntry?.name) return { ok: false, problem: 'its manifest names no remote entry' };
  // The entry first: the file every browser loads.
  const missing = missingFile(releaseDir, manifest);
  if (missing) return { ok: false, problem: missing };
  const exposes = (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`);
  if (!exposes.includes('./manifest')) return { ok: false, problem: 'it does not expose ./manifest' };
  for (const shared of manifest.shared ?? []) {
    const hostVersion = hostShared[shared.name];
    if (hostVersion && major(hostVersion) !== major(shared.version)) {
      return {
        ok: false,
        problem: `it shares ${shared.name} ${shared.version}, and ${host.name} runs major ${major(hostVersion)}`,
      };
    }
  }
  const needed = sharedEntryNeeded(releaseDir, hostShared, host);
  if (needed) return { ok: false, problem: needed };
  for (const [library, used] of Object.entries(kitNamesUsed(releaseDir))) {
    const provided = hostKits[library];
    const missing = provided ? used.filter((name) => !provided.includes(name)) : [];
    if (missing.length) {
      const what = library === 'antd' ? "antd's" : `${library}'s`;
      const remedy = host.remedy ? `: release the host with them in its ${library} kit first` : '';
      return {
        ok: false,
        problem: `it uses ${what} ${missing.join(', ')}, which ${host.name} does not provide${remedy}`,
      };
    }
  }
  return { ok: true };
}

const parts = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number);
/** Whether semver `a` is newer than `b` (major, minor, patch). */
export function newer(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

/**
 * The first @beacon/shared entry the release was built against at a newer version than the host in service
 * provides, in words: the host's copy (a singleton) would run, without what the release needs of it. An entry the
 * host does not share travels with the release.
 */
function sharedEntryNeeded(releaseDir: string, hostShared: Record<string, string>, named: HostNamed): string | null {
  const file = join(releaseDir, 'release.json');
  if (!existsSync(file)) return null;
  const { sharedEntries = {} } = JSON.parse(readFileSync(file, 'utf8')) as {
    sharedEntries?: Record<string, { version: string; names?: string[] }>;
  };
  for (const [entry, { version, names = [] }] of Object.entries(sharedEntries)) {
    const host = hostShared[entry];
    if (!host || !newer(version, host)) continue;
    const uses = names.length ? ` (it uses ${names.join(', ')})` : '';
    const provider = named.name === THE_HOST.name ? 'the host in service' : named.name;
    const bringer = named.bringing?.(entry, version);
    const release = bringer
      ? `: host ${bringer} (released, not in service) provides it, so canary or promote that host first`
      : `: release the host with ${entry} ${version} first`;
    const remedy = named.remedy ? release : '';
    return `it needs ${entry} ${version}${uses}, and ${provider} provides ${host}${remedy}`;
  }
  return null;
}

/** The names a release uses from each kit's library, as its release.json records them (an older one: antd only). */
function kitNamesUsed(releaseDir: string): Record<string, string[]> {
  const file = join(releaseDir, 'release.json');
  if (!existsSync(file)) return {};
  const info = JSON.parse(readFileSync(file, 'utf8')) as { kits?: Record<string, string[]>; antd?: string[] };
  return info.kits ?? (info.antd ? { antd: info.antd } : {});
}

/** The singletons the host was built with, from its own federation manifest. */
export function hostSharedVersions(hostDist: string, fallback: Record<string, string>): Record<string, string> {
  const file = join(hostDist, 'mf-manifest.json');
  if (!existsSync(file)) return fallback;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  return Object.fromEntries((manifest.shared ?? []).map((shared) => [shared.name, shared.version]));
}
