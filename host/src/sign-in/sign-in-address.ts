import { PUBLIC_ROUTES } from '@beacon/shared/contract';
import { matchesRoutePath } from '../app-shell/route-path';
import { loginPathFor } from '../auth/site';

const SIGN_IN_PATHS = ['/auth/login', '/auth/new-password', '/auth/forgot-password'];

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.includes(pathname.replace(/\/$/, ''));
}

/**
 * Which code a visit needs. A browser that holds a session, or previews a release (the app records that),
 * gets the app: `null`. A visitor without one is going to sign in whatever they opened (every other page is
 * guarded): the address of the sign-in screen they get, with the page they asked for in the hash, as the
 * app's guard would have sent them. A public route (a share link's page) is the app's for everyone.
 */
export function signInAddress(
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  hasSession: boolean,
): string | null {
  if (hasSession || new URLSearchParams(search).has('preview')) return null;
  if (PUBLIC_ROUTES.some((route) => matchesRoutePath(`/${route}`, pathname))) return null;
  if (isSignInPath(pathname)) return `${pathname.replace(/\/$/, '')}${search}${hash}`;
  if (pathname === '/auth' || pathname === '/auth/') return `/auth/login${hash}`;
  return loginPathFor(pathname + search);
}
