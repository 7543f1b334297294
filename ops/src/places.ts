import { workspaceRoot } from '@beacon/federation/shared-singletons';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RemoteName } from '@beacon/shared/contract';

export type { RemoteName };
export const root = workspaceRoot;

/** Every remote of the workspace: each `remote-<name>` folder with a package.json. */
export const REMOTE_NAMES: readonly RemoteName[] = readdirSync(root)
  .filter((entry) => entry.startsWith('remote-') && existsSync(join(root, entry, 'package.json')))
  .map((entry) => entry.slice('remote-'.length))
  .sort();

/** Where the product keeps its state: releases, the registry, later the database and the outbox. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.BEACON_DATA_DIR ?? join(root, '.data'));
}

export const releasesDir = (data: string) => join(data, 'releases');
export const registryFile = (data: string) => join(data, 'registry.json');
/** Where the host build goes and is served from; BEACON_HOST_DIST keeps parallel work trees apart. */
export const hostDistDir = (env: NodeJS.ProcessEnv = process.env) =>
  resolve(env.BEACON_HOST_DIST ?? join(root, 'host', 'dist'));
/**
 * Where this machine keeps finished builds by their sources' fingerprint (`build-cache.ts`): `BEACON_BUILD_CACHE`,
 * else `$XDG_CACHE_HOME/beacon/builds` or `~/.cache/beacon/builds`; `BEACON_BUILD_CACHE=off` builds every time.
 */
export function buildCacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.BEACON_BUILD_CACHE === 'off') return null;
  if (env.BEACON_BUILD_CACHE) return resolve(env.BEACON_BUILD_CACHE);
  return join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'beacon', 'builds');
}
export const remoteDir = (name: RemoteName) => join(root, `remote-${name}`);

export function isRemoteName(value: string | undefined): value is RemoteName {
  return REMOTE_NAMES.includes(value as RemoteName);
}

/**
 * How a remote may be named, whether its folder is in this workspace or a team keeps it in its own repository: its
 * releases are served under /remotes/<name>/.
 */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

export function isWellFormedRemoteName(value: string | undefined): value is RemoteName {
  // The host's releases are kept beside the remotes' under this name (hosts-in-service.ts): no remote has it.
  return typeof value === 'string' && REMOTE_NAME.test(value) && value !== 'host';
}

/**
 * A remote this server knows: a remote folder of the workspace, or one released to its store from elsewhere (a
 * remote built outside the workspace, shipped through the deploy API; a deployment has no remote folders at all).
 */
export function isKnownRemote(data: string, value: string | undefined): value is RemoteName {
  if (isRemoteName(value)) return true;
  if (!isWellFormedRemoteName(value)) return false;
  const released = join(releasesDir(data), value);
  return existsSync(released) && statSync(released).isDirectory();
}
