/**
 * The Trade Desk's error answers as its REST API (v3) gives them: a JSON body with a `Message` and, for a bad
 * request, `ErrorDetails` naming each property and its reasons; 429 (rate limited) and 503 with `Retry-After` in
 * seconds; 401 for a missing, invalid or expired token; 403 when the token's user may not reach the object.
 */
export interface TtdErrorAnswer {
  status: number;
  headers?: Record<string, string>;
  body: { Message: string; ErrorDetails?: { Property: string; Reasons: string[] }[] };
}

export const badRequest = (property: string, reason: string): TtdErrorAnswer => ({
  status: 400,
  body: {
    Message: 'The request failed validation. Please check your request and try again.',
    ErrorDetails: [{ Property: property, Reasons: [reason] }],
  },
});

export const unauthorized = (): TtdErrorAnswer => ({
  status: 401,
  body: { Message: 'Authentication failed: the TTD-Auth token is missing, invalid or expired.' },
});

export const forbidden = (what: string): TtdErrorAnswer => ({
  status: 403,
  body: { Message: `The user does not have permission to access ${what}.` },
});

export const notFound = (what: string): TtdErrorAnswer => ({
  status: 404,
  body: { Message: `${what} was not found.` },
});

export const rateLimited = (retryAfterSeconds: number): TtdErrorAnswer => ({
  status: 429,
  headers: { 'retry-after': String(retryAfterSeconds) },
  body: { Message: 'Too many requests. Please retry after the period given in the Retry-After header.' },
});

export const unavailable = (status: 500 | 503, retryAfterSeconds?: number): TtdErrorAnswer => ({
  status,
  headers: retryAfterSeconds !== undefined ? { 'retry-after': String(retryAfterSeconds) } : {},
  body: { Message: status === 503 ? 'The service is temporarily unavailable.' : 'An unexpected error occurred.' },
});
