/** Spec section 4: every data load is not started, loading (data cleared), succeeded or failed (data cleared). */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

interface QueryState {
  status: 'pending' | 'success' | 'error';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** A react-query result in the spec's words: a query that is waiting for its input (disabled) is idle. */
export function loadStatusOf(query: QueryState): LoadStatus {
  if (query.status === 'pending') return query.fetchStatus === 'idle' ? 'idle' : 'loading';
  return query.status;
}

interface Load extends QueryState {
  refetch: () => Promise<unknown>;
}

/** What a grid shows of the load behind it, spread into its props: the status in the spec's words, and its retry. */
export function loadOf(query: Load): { status: LoadStatus; onRetry: () => void } {
  return { status: loadStatusOf(query), onRetry: () => void query.refetch() };
}
