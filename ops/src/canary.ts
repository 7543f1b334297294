import { createHash } from 'node:crypto';
import type { Canary, Registry, RegistryEvent, RemoteRecord } from './registry';
import { promote, withCanaryAborted } from './registry';

/** The shares a canary steps through when it stays healthy (Argo Rollouts' usual ladder). */
export const CANARY_STEPS = [10, 25, 50, 100] as const;
/** How long each step waits, healthy, when the operator does not say (`--step-seconds`). */
export const DEFAULT_STEP_SECONDS = 300;

function record(registry: Registry, name: string): RemoteRecord {
  return registry.remotes[name] ?? { active: null, history: [] };
}

function withRecord(registry: Registry, name: string, next: RemoteRecord): Registry {
  return { ...registry, remotes: { ...registry.remotes, [name]: next } };
}

function event(current: RemoteRecord, version: string, action: RegistryEvent['action'], at: Date, extra = {}) {
  return { version, action, from: current.active, at: at.toISOString(), ...extra } satisfies RegistryEvent;
}

/** Starts serving `version` to `share` percent of browsers; the ladder's larger shares follow, then 100. */
export function startCanary(
  registry: Registry,
  name: string,
  version: string,
  share: number,
  stepSeconds = DEFAULT_STEP_SECONDS,
  at = new Date(),
): Registry {
  const current = record(registry, name);
  if (!current.active) throw new Error(`${name} has no version in service: promote one before a canary.`);
  if (current.active === version) throw new Error(`${name} ${version} is already in service.`);
  if (current.canary?.state === 'running') {
    throw new Error(`${name} already has a canary (${current.canary.version}); roll it back or let it finish first.`);
  }
  if (!Number.isInteger(share) || share < 1 || share > 100)
    throw new Error('--share is a whole percent from 1 to 100.');
  if (!Number.isFinite(stepSeconds) || stepSeconds < 1) throw new Error('--step-seconds is a number of seconds.');
  const canary: Canary = {
    version,
    share,
    steps: [...CANARY_STEPS.filter((step) => step > share)],
    stepSeconds,
    state: 'running',
    startedAt: at.toISOString(),
    stepStartedAt: at.toISOString(),
  };
  return withRecord(registry, name, {
    ...current,
    canary,
    history: [...current.history, event(current, version, 'canary', at, { share })],
  });
}

/**
 * A healthy step has run its time: the next share, or, after 100 %, the canary becomes the version in service.
 * Returns the registry unchanged when the step has not run its time yet.
 */
export function stepCanary(registry: Registry, name: string, at = new Date(), outline?: unknown): Registry {
  const current = record(registry, name);
  const canary = current.canary;
  if (canary?.state !== 'running') return registry;
  if (at.getTime() - Date.parse(canary.stepStartedAt) < canary.stepSeconds * 1000) return registry;
  const [next, ...rest] = canary.steps;
  if (next === undefined) return promote(registry, name, canary.version, at, outline);
  return withRecord(registry, name, {
    ...current,
    canary: { ...canary, share: next, steps: rest, stepStartedAt: at.toISOString() },
    history: [...current.history, event(current, canary.version, 'canary-step', at, { share: next })],
  });
}

/** The canary is taken back: every browser gets the version in service again. */
export function abortCanary(registry: Registry, name: string, reason: string, at = new Date()): Registry {
  const current = record(registry, name);
  const canary = current.canary;
  if (canary?.state !== 'running') throw new Error(`${name} has no canary running.`);
  return withRecord(registry, name, withCanaryAborted(current, reason, at));
}

/**
 * Whether this browser is served the canary: a hash of its id and the release, so a browser keeps its answer on
 * every reload, and a browser in at 10 % is still in at 25 %.
 */
export function servesCanary(browserId: string, name: string, canary: Pick<Canary, 'version' | 'share'>): boolean {
  const digest = createHash('sha256').update(`${browserId}\0${name}\0${canary.version}`).digest();
  return digest.readUInt32BE(0) % 100 < canary.share;
}

/** The version a browser is served: the running canary's for its share, the version in service for the rest. */
export function servedVersion(record: RemoteRecord, browserId: string | undefined, name: string): string | null {
  const canary = record.canary;
  if (canary?.state === 'running' && browserId && servesCanary(browserId, name, canary)) return canary.version;
  return record.active;
}

/** Keeps the server's latest analysis on the canary, for `pnpm remotes status` and the Releases page. */
export function noteErrorRates(
  registry: Registry,
  name: string,
  version: string,
  errorRates: NonNullable<Canary['errorRates']>,
): Registry {
  const current = record(registry, name);
  if (current.canary?.version !== version) return registry;
  return withRecord(registry, name, { ...current, canary: { ...current.canary, errorRates } });
}
