import { parseId } from '@beacon/shared/paths';
import { useSessionStore } from '@beacon/shared/session';
import { PageLoading } from '@beacon/shared/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { StartingShell } from '../app-shell/starting-shell';
import { homePath, landingPath, loginPathFor, requestedPathFrom } from './landing';
import { useRuntimeConfig } from './runtime-config-context';

/**
 * Guarded pages: a signed-out visitor goes to the login page with the requested path in the hash; a user
 * who has not accepted the terms goes to them first. Spec sections 2 and 4.
 */
export function RequireSession({ children, termsPending = false }: { children: ReactNode; termsPending?: boolean }) {
  const { status, user } = useSessionStore();
  const location = useLocation();
  if (status === 'loading') return <StartingShell />;
  if (!user) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!user.termsOfUseAccepted && !termsPending) return <Navigate to="/terms-of-use" replace />;
  // The terms page is for users who have not accepted them; the others go home.
  if (user.termsOfUseAccepted && termsPending) return <LandingRedirect />;
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

/** `/clients/{clientId}`: the client's home for this user (the campaigns, or the reporting suite for limited roles). */
export function ClientHomeRedirect() {
  const user = useSessionStore((state) => state.user);
  const clientId = parseId(useParams().clientId);
  return user && clientId !== null ? <Navigate to={homePath(user, clientId)} replace /> : null;
}

/** `/`: the index sends each user to their own home. */
export function LandingRedirect() {
  const user = useSessionStore((state) => state.user);
  const config = useRuntimeConfig();
  return user ? <Navigate to={landingPath(user, null, config.site)} replace /> : null;
}
