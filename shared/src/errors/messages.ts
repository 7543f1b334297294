/** The user-facing error messages of the error banner (spec section 8), word for word. */

export const GENERIC_ERROR_MESSAGE = 'Beacon Error. Please contact support.';
export const SESSION_EXPIRED_MESSAGE = 'Session has expired. Please sign in again.';
export const NETWORK_ERROR_MESSAGE = 'Network Error. Please check internet connection and try again.';
export const REQUEST_TIMED_OUT_MESSAGE = 'Request timed out';

/** What the HTTP clients say when a response is not a success; a fetch-based client should throw the same. */
export function requestFailedMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

/** Thrown when a call needs a session and there is none; the banner shows SESSION_EXPIRED_MESSAGE. */
export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
  }
}

/** The server's error body. */
export interface ApiErrorBody {
  status?: number | null;
  error?: string | null;
  message?: string | null;
  fields?: readonly FieldError[] | null;
}

export interface FieldError {
  field?: string | null;
  message?: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** '{status} - {error}', else '{status} - {message}', else '{status} - Please contact support.' */
export function apiErrorMessage(status: number, body?: ApiErrorBody | null): string {
  const detail = text(body?.error) || text(body?.message) || 'Please contact support.';
  return `${status} - ${detail}`;
}

/** A field name as a person reads it: firstName, first_name and first-name all read 'First name'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/\[(\d+)\]/g, ' $1 ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s._-]+/)
    .filter(Boolean)
    // An acronym such as URL keeps its capitals; other words are lower case.
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** '{Field name} {message}.' for each field the server refused; entries without a message are skipped. */
export function fieldErrorMessages(fields: readonly FieldError[] | null | undefined): string[] {
  return (fields ?? []).flatMap(({ field, message }) => {
    const said = text(message).replace(/\.+$/, '');
    if (!said) return [];
    const name = text(field);
    const sentence = name ? `${fieldLabel(name)} ${said}` : said.charAt(0).toUpperCase() + said.slice(1);
    return [`${sentence}.`];
  });
}
