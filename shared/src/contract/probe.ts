/**
 * A small diagnostic that the browser tests read: each evaluation of a stateful entry of @beacon/shared adds its
 * name, and each area reports the React it runs on. Each entry evaluated once and one React across the host and
 * every remote is what the singletons promise; this is how we check the promise is kept.
 */
export interface BeaconRuntime {
  sharedInstances: string[];
  reactByArea: Record<string, unknown>;
}

const holder = globalThis as typeof globalThis & { __BEACON_RUNTIME__?: BeaconRuntime };

function beaconRuntime(): BeaconRuntime {
  holder.__BEACON_RUNTIME__ ??= { sharedInstances: [], reactByArea: {} };
  return holder.__BEACON_RUNTIME__;
}

/** Called once by each stateful entry (`@beacon/shared/session`, `/api`, ...) when it is evaluated. */
export function noteInstance(entry: string): void {
  beaconRuntime().sharedInstances.push(entry);
}

/** Called by the host and by each remote's manifest with the React module it imported. */
export function reportReact(area: string, react: unknown): void {
  beaconRuntime().reactByArea[area] = react;
}
