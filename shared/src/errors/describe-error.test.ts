import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { describeError, describeFieldErrors, describeRefusal } from './describe-error';
import { SessionExpiredError } from './messages';

function failedResponse(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

describe('the error banner message', () => {
  it('shows the server error for a refused call', () => {
    const body = { status: 403, error: 'Forbidden', message: 'No access to client 7' };
    expect(describeError(failedResponse(403, body))).toBe('403 - Forbidden');
  });

  it('falls back to the server message, then to contact support', () => {
    expect(describeError(failedResponse(409, { status: 409, message: 'Version is stale' }))).toBe(
      '409 - Version is stale',
    );
    expect(describeError(failedResponse(500, '<html>Bad gateway</html>'))).toBe('500 - Please contact support.');
    expect(describeError(failedResponse(502, undefined))).toBe('502 - Please contact support.');
  });

  it('reads a JSON body that arrived as text', () => {
    expect(describeError(failedResponse(400, '{"status":400,"error":"Bad Request"}'))).toBe('400 - Bad Request');
  });

  it('reads a status from a failed fetch, a thrown body or the client wording', () => {
    expect(describeError({ ok: false, status: 503, body: null })).toBe('503 - Please contact support.');
    expect(describeError({ status: 422, error: 'Unprocessable Entity' })).toBe('422 - Unprocessable Entity');
    expect(describeError(new Error('Request failed with status code 404'))).toBe('404 - Please contact support.');
  });

  it('asks to check the connection when the network fails', () => {
    const message = 'Network Error. Please check internet connection and try again.';
    expect(describeError(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(message);
    expect(describeError(new TypeError('Failed to fetch'))).toBe(message);
    expect(describeError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(message);
    expect(describeError(new TypeError('Load failed'))).toBe(message);
  });

  it('says the request timed out', () => {
    expect(describeError(new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED))).toBe(
      'Request timed out',
    );
    expect(describeError(new AxiosError('timeout of 30000ms exceeded', AxiosError.ETIMEDOUT))).toBe(
      'Request timed out',
    );
    expect(describeError(new DOMException('signal timed out', 'TimeoutError'))).toBe('Request timed out');
  });

  it('says the session expired when there is none', () => {
    expect(describeError(new SessionExpiredError())).toBe('Session has expired. Please sign in again.');
  });

  it('stays silent for a cancelled request', () => {
    expect(describeError(new CanceledError())).toBeNull();
    expect(describeError(new DOMException('aborted', 'AbortError'))).toBeNull();
  });

  it('never shows internal wording', () => {
    for (const thrown of [
      new Error('Cannot read properties of undefined'),
      new TypeError('x is not a function'),
      'oops',
      42,
      null,
      undefined,
    ]) {
      expect(describeError(thrown)).toBe('Beacon Error. Please contact support.');
    }
  });
});

describe('field messages under the banner', () => {
  it('lists each field the server refused', () => {
    const body = { status: 400, error: 'Bad Request', fields: [{ field: 'firstName', message: 'must not be blank' }] };
    expect(describeFieldErrors(failedResponse(400, body))).toEqual(['First name must not be blank.']);
  });

  it('lists nothing when the error has no fields', () => {
    expect(describeFieldErrors(failedResponse(500, { status: 500 }))).toEqual([]);
    expect(describeFieldErrors(failedResponse(400, { fields: 'nope' }))).toEqual([]);
    expect(describeFieldErrors(new Error('boom'))).toEqual([]);
  });
});

describe("a refusal in the server's words", () => {
  it('is the message of the error body, not its status and reason phrase', () => {
    const body = { status: 409, error: 'Conflict', message: 'ana@acme.test has already accepted the invitation.' };
    expect(describeRefusal(failedResponse(409, body))).toBe('ana@acme.test has already accepted the invitation.');
  });

  it('says what the banner says when the server gave no message', () => {
    expect(describeRefusal(failedResponse(409, { status: 409, error: 'Conflict', message: ' ' }))).toBe(
      '409 - Conflict',
    );
    expect(describeRefusal(new CanceledError())).toBeNull();
  });
});
