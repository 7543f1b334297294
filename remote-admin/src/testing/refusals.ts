import type { FailureAnswer, FailureStatus } from '@beacon/shared/testing';

/** The hub's 400: its message, and each field it refused with the reason. */
export const badRequest = (message: string, fields: { field: string; message: string }[]): FailureAnswer => ({
  status: 400,
  data: { status: 400, error: 'Bad Request', message, fields },
});

/** The hub's 400 for one field of a body. */
export const fieldError = (field: string, message: string): FailureAnswer =>
  badRequest('Invalid body', [{ field, message }]);

/** The hub's 409, its reason (the product's words, which the banner shows) as its message. */
export const conflict = (message: string): FailureAnswer => ({
  status: 409,
  data: { status: 409, error: 'Conflict', message, fields: [] },
});

/** Any other refusal or failure of the hub, its error said as its message. */
export const serverError = (status: FailureStatus, error: string): FailureAnswer => ({
  status,
  data: { status, error, message: error, fields: [] },
});
