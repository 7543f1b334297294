import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Records every remote that fails to load, for the areas store and for diagnostics. It is bundled into the
 * federation runtime, before any shared module exists, so it only writes to a global and raises an event.
 */
export interface RemoteFailure {
  id: string;
  lifecycle: string;
  message: string;
  at: number;
}

export default function failurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'beacon-remote-failures',
    errorLoadRemote(args) {
      const failure: RemoteFailure = {
        id: args.id,
        lifecycle: args.lifecycle,
        message: args.error instanceof Error ? args.error.message : String(args.error),
        at: Date.now(),
      };
      const holder = globalThis as typeof globalThis & { __BEACON_REMOTE_FAILURES__?: RemoteFailure[] };
      (holder.__BEACON_REMOTE_FAILURES__ ??= []).push(failure);
      globalThis.dispatchEvent?.(new CustomEvent('beacon:remote-failure', { detail: failure }));
      return undefined;
    },
  };
}
