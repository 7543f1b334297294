/**
 * Google Ads API errors as REST returns them: google.rpc.Status in `error`, with a GoogleAdsFailure in `details`
 * naming each error by its family (quotaError, authenticationError, queryError...) and its code.
 */
export const API_VERSION = 'v19';

export interface AdsError {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export function adsError(
  status: number,
  message: string,
  failure?: { family: string; code: string; message?: string },
  requestId = 'stand-in',
): AdsError {
  const details = failure
    ? [
        {
          '@type': `type.googleapis.com/google.ads.googleads.${API_VERSION}.errors.GoogleAdsFailure`,
          errors: [{ errorCode: { [failure.family]: failure.code }, message: failure.message ?? message }],
          requestId,
        },
      ]
    : [];
  return { status, body: { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN', details } } };
}

export const unauthenticated = () =>
  adsError(
    401,
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    { family: 'authenticationError', code: 'OAUTH_TOKEN_INVALID', message: 'Oauth token is invalid.' },
  );

export const throttled = (retryAfterSeconds: number): AdsError => ({
  ...adsError(429, 'Resource has been exhausted (e.g. check quota).', {
    family: 'quotaError',
    code: 'RESOURCE_EXHAUSTED',
    message: `Too many requests. Retry in ${retryAfterSeconds} seconds.`,
  }),
  headers: { 'retry-after': String(retryAfterSeconds) },
});

export const internal = (status = 500) =>
  adsError(status, status === 503 ? 'The service is currently unavailable.' : 'Internal error encountered.', {
    family: 'internalError',
    code: status === 503 ? 'TRANSIENT_ERROR' : 'INTERNAL_ERROR',
  });
