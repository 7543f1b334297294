/** What the host name tells about the site: the default domain, or one bound to a client's brand. */
export interface Site {
  isDefaultDomain: boolean;
  boundClientId: number | null;
}

/** The error a sign-in raises when the site belongs to another client (spec sections 4 and 8). */
export class SiteRefusedError extends Error {
  override name = 'NotAuthorizedException';
  constructor() {
    super('This site belongs to another client.');
  }
}

/** A site bound to a client admits only that client's users, and BeaconAdmin (spec section 4). */
export function isRefusedBySite(user: { role: string; clientId: number | null }, site: Site): boolean {
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
