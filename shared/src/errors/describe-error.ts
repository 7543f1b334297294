import { isAbortError } from './cancellation';
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMED_OUT_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
  apiErrorMessage,
  fieldErrorMessages,
  type ApiErrorBody,
} from './messages';

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | undefined =>
  typeof value === 'object' && value !== null ? (value as Loose) : undefined;
const asStatus = (value: unknown) => (typeof value === 'number' && value >= 100 && value <= 599 ? value : undefined);

/** The server's error body: an axios response's data (object or JSON text), an error's body, or a thrown body. */
function bodyOf(error: Loose): ApiErrorBody | undefined {
  const thrownBody =
    !(error instanceof Error) && asStatus(error.status) !== undefined && !('ok' in error) ? error : undefined;
  let data: unknown = asObject(error.response)?.data ?? error.data ?? error.body ?? thrownBody;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return asObject(data) as ApiErrorBody | undefined;
}

/** The HTTP status: the body's, the response's (axios), the error's own (fetch Response), or from its message. */
function statusOf(error: Loose, body: ApiErrorBody | undefined): number | undefined {
  const fromMessage =
    typeof error.message === 'string' ? /^Request failed with status code (\d{3})$/.exec(error.message) : null;
  return (
    asStatus(body?.status) ??
    asStatus(asObject(error.response)?.status) ??
    (error.ok === true ? undefined : asStatus(error.status)) ??
    asStatus(Number(fromMessage?.[1]))
  );
}

function isTimeout({ name, code, message }: Loose): boolean {
  if (name === 'TimeoutError' || code === 'ETIMEDOUT') return true;
  if (message === REQUEST_TIMED_OUT_MESSAGE) return true;
  return code === 'ECONNABORTED' && typeof message === 'string' && /timeout/i.test(message);
}

// fetch rejects with a TypeError whose wording depends on the browser (Chrome, Firefox, Safari, Node).
const FETCH_NETWORK_FAILURE =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|fetch failed)$/;

function isNetworkFailure(error: Loose): boolean {
  if (error.code === 'ERR_NETWORK' || error.message === 'Network Error') return true;
  return error.name === 'TypeError' && typeof error.message === 'string' && FETCH_NETWORK_FAILURE.test(error.message);
}

/**
 * The one message the error banner shows for anything a call threw, or null for a request stopped on purpose
 * (which is never shown). Unknown errors show the generic message: internal wording never reaches the user.
 */
export function describeError(error: unknown): string | null {
  if (isAbortError(error)) return null;
  if (error instanceof SessionExpiredError) return SESSION_EXPIRED_MESSAGE;
  const object = asObject(error);
  if (!object) return GENERIC_ERROR_MESSAGE;
  if (isTimeout(object)) return REQUEST_TIMED_OUT_MESSAGE;
  const body = bodyOf(object);
  const status = statusOf(object, body);
  if (status !== undefined) return apiErrorMessage(status, body);
  if (isNetworkFailure(object)) return NETWORK_ERROR_MESSAGE;
  return GENERIC_ERROR_MESSAGE;
}

/** The field-level messages listed under the banner: '{Field name} {message}.' for each refused field. */
export function describeFieldErrors(error: unknown): string[] {
  const object = asObject(error);
  const fields = object ? bodyOf(object)?.fields : undefined;
  return Array.isArray(fields) ? fieldErrorMessages(fields) : [];
}

/**
 * A refusal in the server's own words: the `message` of its error body, for a screen that lets a rule the server
 * explains speak for itself ('... has already accepted the invitation ...') instead of '409 - Conflict'. Without
 * a message it says what the banner says for any error.
 */
export function describeRefusal(error: unknown): string | null {
  const object = asObject(error);
  const said = object ? bodyOf(object)?.message : undefined;
  return typeof said === 'string' && said.trim() ? said.trim() : describeError(error);
}
