import { analyticsGet, oauthRedirectUrl } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';
import type { PendingOAuth } from './oauth-return';

export interface OAuthReturn {
  code: string | null;
  state: string | null;
  iss: string | null;
  /** QuickBooks Online's company: Intuit names it on the redirect, beside the code. */
  realmId?: string | null;
  /** The ad platform's refusal (`error`), if the person did not allow the connection. */
  refused: string | null;
}

/**
 * Completes a connection with the code the ad platform sent back (`GET /oauth/credentials`). The code is used
 * once: the query never refetches it, and is forgotten as soon as nobody reads it.
 */
export function useCompleteOAuth(pending: PendingOAuth | null, { code, state, iss, realmId, refused }: OAuthReturn) {
  return useQuery({
    queryKey: ['analytics', '/oauth/credentials', { code, state }],
    queryFn: () =>
      analyticsGet('/oauth/credentials', {
        query: {
          sourceType: pending!.sourceType,
          redirectUrl: oauthRedirectUrl(),
          code: code!,
          ...(state ? { state } : {}),
          ...(iss ? { iss } : {}),
          ...(realmId ? { realmId } : {}),
        },
      }),
    enabled: Boolean(pending && code && !refused),
    staleTime: Infinity,
    gcTime: 0,
  });
}
