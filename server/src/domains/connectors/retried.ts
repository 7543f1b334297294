import { ConnectorError } from './port';

/** How a connector tries a vendor's request again. */
export interface RetryPolicy {
  /** Tries per request, the first included. */
  attempts: number;
  /** The first wait after a 5xx, doubled each time (a 429 waits its Retry-After). */
  backoffMs: number;
  /** The longest wait honoured; a longer Retry-After fails the request (the job is retried later). */
  maxWaitMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: 1000, maxWaitMs: 60_000 };

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A vendor's answer worth asking again (a rate limit, a 5xx): what to fail with if no try is left, and the wait. */
export class TryAgain {
  constructor(
    readonly failure: ConnectorError,
    readonly waitMs: number,
  ) {}
}

/**
 * One request to a vendor, tried as its answers allow. `once` is one try, given its backoff (the policy's, doubled
 * each time): it answers the result or a TryAgain, or throws the ConnectorError that ends the request. A dropped
 * connection (any other error) is tried again after the backoff. The request fails once its tries are spent, or
 * when a wait is longer than the policy honours.
 */
export async function retried<T>(
  vendor: string,
  retry: RetryPolicy,
  once: (backoffMs: number) => Promise<T | TryAgain>,
  sleep: Sleep = realSleep,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const backoffMs = retry.backoffMs * 2 ** (attempt - 1);
    let outcome: T | TryAgain;
    try {
      outcome = await once(backoffMs);
    } catch (error) {
      if (error instanceof ConnectorError) throw error;
      const failure = new ConnectorError(`${vendor} could not be reached: ${(error as Error).message}`, true);
      outcome = new TryAgain(failure, backoffMs);
    }
    if (!(outcome instanceof TryAgain)) return outcome;
    if (attempt >= retry.attempts || outcome.waitMs > retry.maxWaitMs) throw outcome.failure;
    await sleep(outcome.waitMs);
  }
}
