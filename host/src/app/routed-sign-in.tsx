import { useBrandStore } from '@beacon/shared/ui';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { landingPath } from '../auth/landing';
import { useRuntimeConfig } from '../auth/runtime-config-context';
import { loadSession, startSession } from '../auth/session';
import { SignInHostContext, type SignInHost } from '../pages/auth/sign-in-host';

/**
 * The sign-in screens inside the app (after a sign-out, or a session that could not be read): the app's
 * router moves between them, and a sign-in reads the session here and goes where the user lands.
 */
export function RoutedSignIn() {
  const config = useRuntimeConfig();
  const brand = useBrandStore((state) => state.brand);
  const location = useLocation();
  const navigate = useNavigate();
  const host = useMemo<SignInHost>(
    () => ({
      config,
      brand,
      location,
      navigate: (to, options) => void navigate(to, options),
      enterApp: async (requestedPath) => {
        // A fresh start: nothing of a previous user stays in any store.
        startSession();
        const user = await loadSession(config.site);
        if (user) await navigate(landingPath(user, requestedPath, config.site), { replace: true });
      },
    }),
    [config, brand, location, navigate],
  );
  return (
    <SignInHostContext.Provider value={host}>
      <Outlet />
    </SignInHostContext.Provider>
  );
}
