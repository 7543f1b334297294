import { PageLoading, useSessionStore } from '@beacon/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { landingPath, loginPathFor, requestedPathFrom } from './landing';
import { useRuntimeConfig } from './runtime-config-context';

/**
 * Guarded pages: a signed-out visitor goes to the login page with the requested path in the hash; a user
 * who has not accepted the terms goes to them first. Spec sections 2 and 4.
 */
export function RequireSession({ children, termsPending = false }: { children: ReactNode; termsPending?: boolean }) {
  const { status, user } = useSessionStore();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!user.termsOfUseAccepted && !termsPending) return <Navigate to="/terms-of-use" replace />;
  return children;
}

/** The inverse guard: a signed-in user is sent away from the sign-in pages, to the path they asked for if any. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status, user } = useSessionStore();
  const config = useRuntimeConfig();
  const { hash } = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (user) return <Navigate to={landingPath(user, requestedPathFrom(hash), config.site)} replace />;
  return children;
}

/** `/`: the index sends each user to their own home. */
export function LandingRedirect() {
  const user = useSessionStore((state) => state.user);
  const config = useRuntimeConfig();
  return user ? <Navigate to={landingPath(user, null, config.site)} replace /> : null;
}
