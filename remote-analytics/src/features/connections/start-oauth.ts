import { analyticsGet, oauthRedirectUrl } from '@beacon/shared/analytics-api';
import { rememberOAuth, type OAuthSourceType } from './oauth-return';
import { useMutation } from '@tanstack/react-query';

/**
 * `GET /analytics/oauth/url`: where to send the browser to sign in at the ad platform. What the host's
 * `/oauth-redirect` needs to finish (the source, the page to come back to) is left under the state. The caller
 * leaves the page: this file never touches `window.location`.
 */
export function useStartOAuth(workspaceId: number, returnTo: string, leave: (url: string) => void) {
  return useMutation({
    mutationFn: async (sourceType: OAuthSourceType) => {
      const { url, state } = await analyticsGet('/oauth/url', {
        query: { sourceType, workspaceId, redirectUrl: oauthRedirectUrl() },
      });
      rememberOAuth(state, { sourceType, returnTo });
      return url;
    },
    onSuccess: leave,
  });
}
