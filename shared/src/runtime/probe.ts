/**
 * A small diagnostic that the browser tests read: each evaluation of @beacon/shared adds its instance id, and
 * each area reports the React it runs on. One shared instance and one React across the host and every remote
 * is what the singletons promise; this is how we check the promise is kept.
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

const SHARED_INSTANCE_ID = `shared-${Math.random().toString(36).slice(2, 10)}`;
beaconRuntime().sharedInstances.push(SHARED_INSTANCE_ID);

/** Called by the host and by each remote's manifest with the React module it imported. */
export function reportReact(area: string, react: unknown): void {
  beaconRuntime().reactByArea[area] = react;
}
