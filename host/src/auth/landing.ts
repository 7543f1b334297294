import { isLimitedRole, paths, type CurrentUser } from '@beacon/shared';

/** What the host name tells about the site: the default domain, or one bound to a client's brand. */
export interface Site {
  isDefaultDomain: boolean;
  boundClientId: number | null;
}

/** Home: the all-advertisers dashboards for REPORTING_ONLY and FRANCHISEE, the campaigns list for the rest. */
export function homePath(user: Pick<CurrentUser, 'role'>, clientId: number): string {
  return isLimitedRole(user.role) ? paths.reportingSuite(clientId) : paths.campaigns(clientId);
}

/** Post-login landing, spec section 2: where a user goes after signing in, or at `/`. */
export function landingPath(user: CurrentUser, requestedPath: string | null, site: Site): string {
  if (!user.termsOfUseAccepted) return '/terms-of-use';
  const requested = requestedPath && requestedPath !== '/' && !requestedPath.startsWith('/auth') ? requestedPath : null;
  if (requested && !isLimitedRole(user.role)) return requested;
  if (user.type === 'INTERNAL') {
    return site.isDefaultDomain || site.boundClientId === null ? '/client-select' : homePath(user, site.boundClientId);
  }
  if (user.clientId !== null) return homePath(user, user.clientId);
  return paths.profile();
}

/** A site bound to a client admits only that client's users, and BeaconAdmin (spec section 4). */
export function isRefusedBySite(user: Pick<CurrentUser, 'role' | 'clientId'>, site: Site): boolean {
  if (site.boundClientId === null) return false;
  if (user.role === 'BeaconAdmin') return false;
  return user.clientId !== site.boundClientId;
}

/** The path a signed-out visitor asked for travels in the login page's hash. */
export function loginPathFor(requested: string): string {
  return requested && requested !== '/' ? `/auth/login#${encodeURIComponent(requested)}` : '/auth/login';
}

export function requestedPathFrom(hash: string): string | null {
  if (!hash || hash === '#') return null;
  try {
    const path = decodeURIComponent(hash.slice(1));
    return path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
