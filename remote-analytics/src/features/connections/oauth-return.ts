import type { AnalyticsQuery } from '@beacon/shared/analytics-api';

/** An ad platform that connects by OAuth, as the analytics API names it. */
export type OAuthSourceType = AnalyticsQuery<'/oauth/url'>['sourceType'];

/**
 * What the page that starts a connection leaves for the `/oauth-redirect` page, which the ad platform
 * returns the browser to: the source (the credentials call needs it) and the page to go back to. Kept per
 * `state` in session storage, so two tabs connecting at once do not mix.
 */
export interface PendingOAuth {
  sourceType: OAuthSourceType;
  returnTo: string;
}

const key = (state: string) => `beacon.oauth.${state}`;

export function rememberOAuth(state: string, pending: PendingOAuth): void {
  sessionStorage.setItem(key(state), JSON.stringify(pending));
}

/** What this document has already taken, per state: the return page may be mounted again and must see it too. */
const taken = new Map<string, PendingOAuth | null>();

/**
 * Reads and forgets what was left for this state; null when this browser session did not start it. The page that
 * reads it may be mounted twice in one visit (React's strict mode; the host's router made anew for a release with
 * other routes), so a second read in the same document answers what the first one took.
 */
export function takeOAuth(state: string | null): PendingOAuth | null {
  if (!state) return null;
  if (taken.has(state)) return taken.get(state)!;
  const raw = sessionStorage.getItem(key(state));
  sessionStorage.removeItem(key(state));
  const pending = parsePending(raw);
  taken.set(state, pending);
  return pending;
}

function parsePending(raw: string | null): PendingOAuth | null {
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingOAuth;
    // Only a path of this site: never an address someone put in the storage to send the user elsewhere.
    return typeof pending.returnTo === 'string' && /^\/(?!\/)/.test(pending.returnTo) ? pending : null;
  } catch {
    return null;
  }
}

/** The query `/oauth-redirect` adds when it goes back: the connection just made, to pick its account. */
export const CONNECTED_PARAM = 'connected';
