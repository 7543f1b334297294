import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isAbortError, SESSION_EXPIRED_MESSAGE, describeError, describeFieldErrors } from '@beacon/shared/errors';
import { responseStatus } from './api-client';
import { showError, registerStoreReset } from '@beacon/shared/session';
import { isSilent, type HubQueryMeta } from './hub-query';

/** Spec section 9: the query cache keeps unused data 60 s. */
const QUERY_GC_TIME_MS = 60_000;
/** A second view of the same data within this time (a badge, then its page) reuses it without asking again. */
const QUERY_STALE_TIME_MS = 30_000;

function report(error: unknown, meta: HubQueryMeta | undefined): void {
  if (isAbortError(error) || isSilent(error, meta)) return;
  // A refused token is the session's end, whatever the call: the spec's words, and closing the banner signs out.
  if (responseStatus(error) === 401) return showError(SESSION_EXPIRED_MESSAGE);
  const message = describeError(error);
  if (message) showError(message, describeFieldErrors(error));
}

/**
 * The one server-state cache. The host makes it and every remote reads it through react-query's context, a
 * federated singleton. Failures reach the error banner here, once, as the spec words them; the HTTP client
 * already retries, so the cache does not. The global reset at sign-in and sign-out empties it.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, staleTime: QUERY_STALE_TIME_MS, retry: false },
      mutations: { retry: false },
    },
  });
  registerStoreReset(() => client.clear());
  return client;
}
