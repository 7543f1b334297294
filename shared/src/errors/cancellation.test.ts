import { AxiosError, CanceledError } from 'axios';
import { isAbortError } from './cancellation';

describe('stopped requests', () => {
  it('recognises an axios cancellation', () => {
    expect(isAbortError(new CanceledError())).toBe(true);
    expect(isAbortError({ code: 'ERR_CANCELED' })).toBe(true);
  });

  it('recognises an aborted fetch or AbortController', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(true);
  });

  it('recognises a request the browser aborted', () => {
    expect(isAbortError(new AxiosError('Request aborted', AxiosError.ECONNABORTED))).toBe(true);
  });

  it('does not hide timeouts, failures or non-errors', () => {
    expect(isAbortError(new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED))).toBe(false);
    expect(isAbortError(new DOMException('signal timed out', 'TimeoutError'))).toBe(false);
    expect(isAbortError(new Error('boom'))).toBe(false);
    expect(isAbortError(null)).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});
