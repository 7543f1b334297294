import { randomBytes } from 'node:crypto';

/**
 * Graph API errors as the Graph API returns them: `{"error":{"message","type","code","error_subcode",
 * "is_transient","fbtrace_id"}}`, with Meta's codes: 190 for an access token that is invalid or expired, 4, 17,
 * 32, 613 and 80000-80014 for rate limits (the latter per business use case, ads insights being 80000), 1 and 2
 * for its own transient failures, 100 for a bad parameter.
 */
export interface GraphErrorAnswer {
  status: number;
  body: { error: Record<string, unknown> };
  headers?: Record<string, string>;
}

const fbtraceId = () => randomBytes(8).toString('base64url');

export function graphError(
  status: number,
  message: string,
  code: number,
  more: { type?: string; subcode?: number; transient?: boolean } = {},
): GraphErrorAnswer {
  return {
    status,
    body: {
      error: {
        message,
        type: more.type ?? 'OAuthException',
        code,
        ...(more.subcode !== undefined && { error_subcode: more.subcode }),
        ...(more.transient !== undefined && { is_transient: more.transient }),
        fbtrace_id: fbtraceId(),
      },
    },
  };
}

export const noToken = () =>
  graphError(400, 'An active access token must be used to query information about the current user.', 2500);

/** A token Meta no longer takes: the person changed their password or removed the app (subcode 460). */
export const invalidToken = () =>
  graphError(
    400,
    'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
    190,
    { subcode: 460 },
  );

export const badParameter = (message: string) => graphError(400, `(#100) ${message}`, 100);

export const unknownObject = (id: string) =>
  graphError(
    400,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    100,
    { type: 'GraphMethodException', subcode: 33 },
  );

export const noPermission = (accountId: string) =>
  graphError(
    403,
    `(#200) Ad account owner has NOT grant ads_management or ads_read permission (act_${accountId})`,
    200,
  );

const THROTTLE_MESSAGES: Record<number, string> = {
  4: '(#4) Application request limit reached',
  17: '(#17) User request limit reached',
  32: '(#32) Page request limit reached',
  613: '(#613) Calls to this api have exceeded the rate limit.',
  80000:
    '(#80000) There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-insights.',
};

/**
 * A rate limit reached: the error, and the usage headers that say how far over it the caller is. The business use
 * case header names the ad account's business use case and the minutes until access comes back.
 */
export function throttled(code: number, accountId: string, regainMinutes: number): GraphErrorAnswer {
  const answer = graphError(
    code === 4 ? 403 : 400,
    THROTTLE_MESSAGES[code] ?? `(#${code}) There have been too many calls for this business use case.`,
    code,
    { subcode: code >= 80000 ? 2446079 : undefined, transient: true },
  );
  return { ...answer, headers: usageHeaders(accountId, 100, regainMinutes) };
}

/** Meta's usage headers, as most answers carry them: percentages of the hour's allowance, JSON in a header. */
export function usageHeaders(accountId: string, percent: number, regainMinutes = 0): Record<string, string> {
  const pct = Math.min(100, Math.round(percent));
  return {
    'x-business-use-case-usage': JSON.stringify({
      [accountId]: [
        {
          type: 'ads_insights',
          call_count: pct,
          total_cputime: Math.round(pct / 2),
          total_time: Math.round(pct / 2),
          estimated_time_to_regain_access: regainMinutes,
          ads_api_access_tier: 'standard_access',
        },
      ],
    }),
    'x-app-usage': JSON.stringify({ call_count: Math.round(pct / 4), total_cputime: 1, total_time: 1 }),
  };
}

export const internal = (status: 500 | 503) =>
  status === 503
    ? graphError(503, 'An unexpected error has occurred. Please retry your request later.', 2, { transient: true })
    : graphError(500, 'An unknown error has occurred.', 1, { transient: true });
