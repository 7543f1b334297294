import { isAxiosError } from 'axios';

/**
 * The notification service's error classes (spec section 8): each failure is one of invalid request, api error,
 * authentication error, rate limit, idempotency, not found (404) or unprocessable (422).
 */
class NotificationServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class InvalidRequestError extends NotificationServiceError {}
export class ApiError extends NotificationServiceError {}
export class AuthenticationError extends NotificationServiceError {}
export class RateLimitError extends NotificationServiceError {}
export class IdempotencyError extends NotificationServiceError {}
export class NotFoundError extends NotificationServiceError {}
export class UnprocessableEntityError extends NotificationServiceError {}

type ErrorClass = new (message: string, status: number | undefined, code?: string) => NotificationServiceError;

function classOf(status: number | undefined): ErrorClass {
  if (status === 400) return InvalidRequestError;
  if (status === 401 || status === 403) return AuthenticationError;
  if (status === 404) return NotFoundError;
  if (status === 409) return IdempotencyError;
  if (status === 422) return UnprocessableEntityError;
  if (status === 429) return RateLimitError;
  return ApiError;
}

/** Turns a failed call into its class, with the service's own message (`{ errors: [{ code, message }] }`) when it gave one. */
export function classifyNotificationError(error: unknown): unknown {
  if (!isAxiosError(error) || error.code === 'ERR_CANCELED') return error;
  const status = error.response?.status;
  const first = (error.response?.data as { errors?: { code?: string | number; message?: string }[] } | undefined)
    ?.errors?.[0];
  const message = first?.message ?? (error.code === 'ECONNABORTED' ? 'Request timed out' : error.message);
  return new (classOf(status))(message, status, first?.code === undefined ? undefined : String(first.code));
}
