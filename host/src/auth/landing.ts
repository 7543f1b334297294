import { isLimitedRole } from '@beacon/shared/access';
import { paths } from '@beacon/shared/paths';
import { type CurrentUser } from '@beacon/shared/session';
import type { Site } from './site';

// The sign-in screens load before @beacon/shared: what they need of the landing rules lives in ./site.
export { isRefusedBySite, loginPathFor, requestedPathFrom, type Site } from './site';

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
