import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { EMAIL_PATTERN } from '@beacon/shared/format';

/** What a refused email address is told, wherever it was sent. */
export const EMAIL_MESSAGE = 'must be a valid email address';

export interface FieldError {
  field: string;
  message: string;
}

/** An error the API answers as is: `{ status, error, message, fields }` (`error`: the status's name unless given). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldError[] = [],
    readonly error?: string,
  ) {
    super(message);
  }
}

/** A body the API refuses for one field, as the schema's own refusals say it: `Invalid body` and the field's fault. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, 'Invalid body', [{ field, message }]);

/** Unknown ids and other tenants' ids answer exactly the same. */
export const notFound = () => new HttpError(404, 'Not found');
export const forbidden = () => new HttpError(403, 'Forbidden');
export const unauthorized = (message = 'Session has expired. Please sign in again.') => new HttpError(401, message);
/** A token that was never good (forged, foreign, malformed): not the same as a session that ran out. */
export const INVALID_TOKEN_MESSAGE = 'Invalid token. Please sign in again.';
/** No token at all: nobody has signed in, so no session can have expired. */
export const SIGN_IN_REQUIRED_MESSAGE = 'Sign-in required. Please sign in.';
export const tooManyRequests = () => new HttpError(429, 'Too many requests. Please wait a moment and try again.');

export function errorBody(status: number, message: string, fields: FieldError[] = [], error?: string) {
  return { status, error: error ?? STATUS_CODES[status] ?? 'Error', message, fields };
}

/** `body/firstName` or `/firstName` (ajv's instancePath) to `firstName`; a missing property names itself. */
function fieldOf(v: { instancePath?: string; params?: Record<string, unknown> }, context?: string): string {
  const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof v.params?.missingProperty === 'string' ? v.params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.') || context || 'request';
}

/** The one error policy: validation and client errors keep their 4xx, everything unexpected is a logged 500. */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError)
    return reply.status(error.status).send(errorBody(error.status, error.message, error.fields, error.error));
  if (error.validation) {
    const fields = error.validation.map((v) => ({
      field: fieldOf(v, error.validationContext),
      message:
        v.keyword === 'pattern' && v.params?.pattern === EMAIL_PATTERN ? EMAIL_MESSAGE : (v.message ?? 'is invalid'),
    }));
    return reply.status(400).send(errorBody(400, `Invalid ${error.validationContext ?? 'request'}`, fields));
  }
  if (isDatabaseUnavailable(error)) return databaseAway(error, request, reply);
  // Safety net: PostgreSQL's data exceptions (class 22: bad number, NUL byte, out of range) come from bad input.
  const pgCode = (error as { code?: unknown }).code;
  if (typeof pgCode === 'string' && /^22[0-9A-Z]{3}$/.test(pgCode))
    return reply.status(400).send(errorBody(400, 'Invalid value'));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.status(status).send(errorBody(status, error.message));
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(errorBody(500, 'Beacon Error. Please contact support.'));
}

/**
 * The database cannot be reached just now (a restart, a failover): 503 with Retry-After, which the front end waits
 * out and tries again (spec section 9), rather than a 500 that reads as a fault.
 */
export function databaseAway(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'database unavailable');
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send(errorBody(503, 'Beacon is briefly unavailable. Please try again in a moment.'));
}

/** What Fastify refuses before any route is chosen, in the house body, without echoing the (maybe huge) address. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'Invalid address';
  return reply.status(status).send(errorBody(status, message));
}
