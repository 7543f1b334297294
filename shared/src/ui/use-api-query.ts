import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAbortError } from '../errors/cancellation';
import { describeError, describeFieldErrors } from '../errors/describe-error';
import { showError } from '../session/error-store';

/** Spec section 4: every data load is not started, loading (data cleared), succeeded or failed (data cleared). */
export type ApiQueryStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ApiQuery<T> {
  status: ApiQueryStatus;
  data: T | undefined;
  error: unknown;
  /** Loads again from scratch (loading shows, data is cleared): what a Retry button does. */
  reload: () => void;
  /** Loads again in the background: no loading state, and the data is replaced only if it changed. */
  refresh: () => void;
}

export interface ApiQueryOptions {
  /**
   * Errors go to the error banner unless this is false, or answers false for an error the page explains
   * itself (a 404 shown as 'Not found').
   */
  reportErrors?: boolean | ((error: unknown) => boolean);
}

/** One call of the API: it must stop when the signal aborts (pass it to axios). */
export type ApiFetcher<T> = (signal: AbortSignal) => Promise<T>;

interface State<T> {
  key: string | null;
  status: ApiQueryStatus;
  data: T | undefined;
  error: unknown;
}

const start = <T>(key: string | null): State<T> => ({
  key,
  status: key === null ? 'idle' : 'loading',
  data: undefined,
  error: null,
});

/**
 * The one way a page loads data: `key` names the request (its inputs: `invoices:${clientId}`), or is null to
 * load nothing yet. A new key aborts the request in flight, and only the latest request may store its answer,
 * so a slow stale response never overwrites a newer one. Unmounting aborts. Failures go to the error banner
 * as `describeError` words them; an aborted request is never reported.
 */
export function useApiQuery<T>(key: string | null, fetcher: ApiFetcher<T>, options: ApiQueryOptions = {}): ApiQuery<T> {
  const [state, setState] = useState<State<T>>(() => start(key));
  const [run, setRun] = useState({ generation: 0, background: false });
  const fetcherRef = useRef(fetcher);
  const reportRef = useRef(options.reportErrors);
  const latest = useRef(0);

  // The newest fetcher and option are used, but changing them does not start a request: the key does.
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
    reportRef.current = options.reportErrors;
  });

  useEffect(() => {
    const request = ++latest.current;
    if (key === null) {
      setState(start(key));
      return;
    }
    const controller = new AbortController();
    if (!run.background) setState(start(key));
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (request !== latest.current) return;
        setState((previous) =>
          run.background && previous.status === 'success' && JSON.stringify(previous.data) === JSON.stringify(data)
            ? previous
            : { key, status: 'success', data, error: null },
        );
      },
      (error: unknown) => {
        if (request !== latest.current || isAbortError(error)) return;
        setState({ key, status: 'error', data: undefined, error });
        const report = reportRef.current;
        const message =
          report === false || (typeof report === 'function' && !report(error)) ? null : describeError(error);
        if (message) showError(message, describeFieldErrors(error));
      },
    );
    return () => controller.abort();
  }, [key, run]);

  const reload = useCallback(() => setRun((r) => ({ generation: r.generation + 1, background: false })), []);
  const refresh = useCallback(() => setRun((r) => ({ generation: r.generation + 1, background: true })), []);

  // Until the effect runs, a new key must not show the previous key's data, not even for one frame.
  const { status, data, error } = state.key === key ? state : start<T>(key);
  return { status, data, error, reload, refresh };
}
