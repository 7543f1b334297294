/**
 * Whether an error only says the request was stopped on purpose (a page left, a search retyped): such errors are
 * never shown. Covers axios cancellation (CanceledError, ERR_CANCELED), an XHR aborted by the browser, and the
 * AbortError of fetch and AbortController. A timeout is not a cancellation: it is reported.
 */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message, __CANCEL__ } = error as Record<string, unknown>;
  if (name === 'CanceledError' || name === 'AbortError' || code === 'ERR_CANCELED' || __CANCEL__ === true) return true;
  return code === 'ECONNABORTED' && message === 'Request aborted';
}
