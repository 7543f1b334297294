import { mkdirSync, readFileSync, renameSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Which release of each remote is in service, and how it got there. */
export interface RegistryEvent {
  version: string;
  /** promote and rollback change the version in service; the canary events only tell its story. */
  action: 'promote' | 'rollback' | 'canary' | 'canary-step' | 'canary-abort';
  from: string | null;
  at: string;
  /** The canary's share of browsers after a canary event, in percent. */
  share?: number;
  /** Why a canary was aborted, in the operator's words. */
  reason?: string;
}

/** A version served to a share of browsers beside the one in service, stepping up while it stays healthy. */
export interface Canary {
  version: string;
  /** Percent of browsers served the canary now. */
  share: number;
  /** The shares still to come, in order; the last is always 100. */
  steps: number[];
  /** How long each step waits, healthy, before the next. */
  stepSeconds: number;
  /** running: served and analysed; aborted: rolled back, kept for the record until the next canary. */
  state: 'running' | 'aborted';
  startedAt: string;
  stepStartedAt: string;
  reason?: string;
  /** The server's last analysis of the browsers' reports since the canary started. */
  errorRates?: { stable: ReleaseHealth; canary: ReleaseHealth; checkedAt: string };
}

/** Errors and page views one release had in browsers, and their ratio. */
export interface ReleaseHealth {
  errors: number;
  pageViews: number;
  /** Errors per page view (errors alone when there was no page view). */
  rate: number;
}

export interface RemoteRecord {
  active: string | null;
  /** The active release's outline, kept here so the host can show the area's fallback even if its files are gone. */
  outline?: unknown;
  history: RegistryEvent[];
  canary?: Canary | null;
}

export interface Registry {
  remotes: Record<string, RemoteRecord>;
  /**
   * The host's releases, kept as a remote's are (host-operations.ts): absent, or nothing in service, and the server
   * serves the host build it ships with.
   */
  host?: RemoteRecord;
}

export function emptyRegistry(): Registry {
  return { remotes: {} };
}

export function readRegistry(file: string): Registry {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Registry;
    return parsed && typeof parsed.remotes === 'object' ? parsed : emptyRegistry();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
}

/** Written whole to a temporary file, flushed, then renamed over the old one: readers never see half a file. */
export function writeRegistry(file: string, registry: Registry): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  const fd = openSync(temporary, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temporary, file);
}

function record(registry: Registry, name: string): RemoteRecord {
  return registry.remotes[name] ?? { active: null, history: [] };
}

/** Puts a version in service. Pure: returns the new registry. */
export function promote(
  registry: Registry,
  name: string,
  version: string,
  at = new Date(),
  outline?: unknown,
): Registry {
  const current = record(registry, name);
  const event: RegistryEvent = { version, action: 'promote', from: current.active, at: at.toISOString() };
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [name]: { ...current, active: version, outline, history: [...current.history, event], canary: null },
    },
  };
}

/** The version that was in service before the current one, skipping the current version itself. */
export function previousVersion(registry: Registry, name: string): string | null {
  const current = record(registry, name);
  const activeEvents = current.history
    .filter((event) => event.action === 'promote' || event.action === 'rollback')
    .map((event) => event.version);
  for (let i = activeEvents.length - 2; i >= 0; i -= 1) {
    if (activeEvents[i] !== current.active) return activeEvents[i]!;
  }
  return null;
}

/** A remote's running canary taken back, with its reason in the history: every browser gets the version in service. */
export function withCanaryAborted(current: RemoteRecord, reason: string, at: Date): RemoteRecord {
  const canary = current.canary;
  if (canary?.state !== 'running') return current;
  const event: RegistryEvent = {
    version: canary.version,
    action: 'canary-abort',
    from: current.active,
    at: at.toISOString(),
    share: canary.share,
    reason,
  };
  return { ...current, canary: { ...canary, state: 'aborted', reason }, history: [...current.history, event] };
}

/** Whether a rollback of this remote now takes back its running canary alone (no version named). */
export const rollbackTakesCanary = (registry: Registry, name: string, to?: string) =>
  to === undefined && record(registry, name).canary?.state === 'running';

/**
 * Takes back what went out last. While a canary runs, that is the canary: it is aborted and the version in service
 * stays. Otherwise the version in service goes back to the previous one; a named version is put back whatever runs
 * (a canary with it). Pure: returns the new registry.
 */
export function rollback(
  registry: Registry,
  name: string,
  to?: string,
  at = new Date(),
  outlineOf: (version: string) => unknown = () => undefined,
): Registry {
  const current = record(registry, name);
  if (rollbackTakesCanary(registry, name, to))
    return { ...registry, remotes: { ...registry.remotes, [name]: withCanaryAborted(current, 'rolled back', at) } };
  const target = to ?? previousVersion(registry, name);
  if (!target) throw new Error(`${name} has no earlier version to roll back to.`);
  if (target === current.active) throw new Error(`${name} ${target} is already in service.`);
  // A named version put back takes back the canary too, before it.
  const settled = withCanaryAborted(current, 'rolled back', at);
  const event: RegistryEvent = { version: target, action: 'rollback', from: current.active, at: at.toISOString() };
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [name]: { ...settled, active: target, outline: outlineOf(target), history: [...settled.history, event] },
    },
  };
}
