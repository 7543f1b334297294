/** How long a caller is asked to wait while the database is away (the front end waits it out twice, spec section 9). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a database that is not there: refused, reset, unreachable, timed out, not resolved. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's own words for it: class 08 (connection exception), a server shutting down or crashed (57P01,
 * 57P02), starting up (57P03), full (53300).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres's errors for a connection that ended or could not be made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
];

/**
 * Whether an error says the database cannot be reached just now (a restart, a failover, a killed connection),
 * rather than that the request or the code is wrong: such a request may well succeed in a moment.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words))) return true;
  // Node's connection attempts to each address of a name come back together (AggregateError); wrappers keep a cause.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
