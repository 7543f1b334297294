import { act, renderHook, waitFor } from '@testing-library/react';
import { clearError, useErrorStore } from '../session/error-store';
import { useApiQuery, type ApiFetcher } from './use-api-query';

/** A call whose answer the test gives when it wants, and which remembers its abort signal. */
function deferred<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher: ApiFetcher<T> = (signal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { fetcher, calls };
}

const apiError = (status: number, error: string) => ({
  isAxiosError: true,
  response: { status, data: { status, error, message: '', fields: [] } },
});

beforeEach(() => clearError());

it('loads: loading without data, then the data', async () => {
  const { fetcher, calls } = deferred<string[]>();
  const { result } = renderHook(() => useApiQuery('invoices:1', fetcher));
  expect(result.current).toMatchObject({ status: 'loading', data: undefined });
  act(() => calls[0]!.resolve(['INV-1']));
  await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['INV-1'] }));
});

it('loads nothing while the key is null', () => {
  const fetcher = jest.fn();
  const { result } = renderHook(() => useApiQuery(null, fetcher));
  expect(result.current.status).toBe('idle');
  expect(fetcher).not.toHaveBeenCalled();
});

it('ignores a stale answer: a new key aborts the old call and only the latest may store its data', async () => {
  const { fetcher, calls } = deferred<string>();
  const { result, rerender } = renderHook(({ key }) => useApiQuery(key, fetcher), {
    initialProps: { key: 'client:1' },
  });
  rerender({ key: 'client:2' });
  expect(result.current).toMatchObject({ status: 'loading', data: undefined });
  expect(calls[0]!.signal.aborted).toBe(true);
  act(() => calls[1]!.resolve('second'));
  act(() => calls[0]!.resolve('first, late'));
  await waitFor(() => expect(result.current.data).toBe('second'));
});

it('aborts on unmount and reports nothing', async () => {
  const { fetcher, calls } = deferred<string>();
  const { unmount } = renderHook(() => useApiQuery('k', fetcher));
  unmount();
  expect(calls[0]!.signal.aborted).toBe(true);
  calls[0]!.reject(Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' }));
  await Promise.resolve();
  expect(useErrorStore.getState().hasError).toBe(false);
});

it('fails without data and sends the error to the banner in the words of describeError', async () => {
  const { fetcher, calls } = deferred<string>();
  const { result } = renderHook(() => useApiQuery('k', fetcher));
  act(() => calls[0]!.reject(apiError(500, 'Internal Server Error')));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.data).toBeUndefined();
  expect(useErrorStore.getState()).toMatchObject({ hasError: true, uiMessage: '500 - Internal Server Error' });
});

it('leaves to the page the errors it explains itself', async () => {
  const { fetcher, calls } = deferred<string>();
  const { result } = renderHook(() =>
    useApiQuery('k', fetcher, { reportErrors: (e) => (e as { response: { status: number } }).response.status !== 404 }),
  );
  act(() => calls[0]!.reject(apiError(404, 'Not Found')));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(useErrorStore.getState().hasError).toBe(false);
});

it('reloads from scratch, and refreshes in the background keeping equal data as it was', async () => {
  const { fetcher, calls } = deferred<{ n: number }>();
  const { result } = renderHook(() => useApiQuery('k', fetcher));
  act(() => calls[0]!.resolve({ n: 1 }));
  await waitFor(() => expect(result.current.status).toBe('success'));
  const first = result.current.data;

  act(() => result.current.refresh());
  expect(result.current).toMatchObject({ status: 'success', data: { n: 1 } });
  act(() => calls[1]!.resolve({ n: 1 }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(result.current.data).toBe(first);

  act(() => result.current.reload());
  expect(result.current).toMatchObject({ status: 'loading', data: undefined });
  act(() => calls[2]!.resolve({ n: 2 }));
  await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
});
