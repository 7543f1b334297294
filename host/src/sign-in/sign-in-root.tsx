import { brandOfSite } from '@beacon/shared/brand';
import { fetchAuthSession } from 'aws-amplify/auth';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { configureIdentity, signOutHere } from '../auth/identity';
import type { RuntimeConfig } from '../auth/runtime-config';
import { isRefusedBySite, SiteRefusedError } from '../auth/site';
import { SignInHostContext, type SignInHost } from '../pages/auth/sign-in-host';
import { SIGN_IN_SCREENS } from '../pages/auth/sign-in-screens';
import { pageTitle } from '../app-shell/app-shell';
import { onAppStarted, startApp } from './app-start';
import { isSignInPath } from './sign-in-address';
import { warmUp } from './warm-up';

/** A visitor who types or clicks is about to sign in. */
const WARM_ON = ['input', 'pointerdown'];

const here = () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/**
 * After a sign-in: the site may refuse the user (spec section 4), which the sign-in screen says; otherwise
 * the app starts, reads the session from Amplify's storage and takes the user where they land.
 */
async function enterApp(config: RuntimeConfig): Promise<void> {
  const token = (await fetchAuthSession()).tokens?.idToken?.toString();
  const response = await fetch('/api/users/me', { headers: { authorization: `Bearer ${token ?? ''}` } });
  if (!response.ok) throw new Error(`/api/users/me answered ${response.status}`);
  const { data: user } = (await response.json()) as { data: { role: string; clientId: number | null } };
  if (isRefusedBySite(user, config.site)) {
    await signOutHere();
    throw new SiteRefusedError();
  }
  // The form stays busy until the app takes the page.
  const started = new Promise<void>((resolve) => onAppStarted(resolve));
  startApp();
  await started;
}

function SignInScreens({ config }: { config: RuntimeConfig }) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const follow = () => setLocation(here());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
    if (isSignInPath(new URL(to, window.location.href).pathname)) setLocation(here());
    else startApp();
  }, []);
  const host = useMemo<SignInHost>(
    () => ({ config, brand: brandOfSite(config.site), location, navigate, enterApp: () => enterApp(config) }),
    [config, location, navigate],
  );
  const screen = SIGN_IN_SCREENS.find((s) => s.path === location.pathname.replace(/\/$/, ''));
  useEffect(() => {
    document.title = pageTitle(screen?.title, host.brand.name);
  }, [screen, host.brand.name]);
  if (!screen) return null;
  return (
    <SignInHostContext.Provider value={host}>
      <screen.Page />
    </SignInHostContext.Provider>
  );
}

/** Renders the sign-in screens in their own element, until the app takes the page. */
export function showSignIn(configRequest: Promise<RuntimeConfig>): void {
  configRequest.then(
    (config) => {
      configureIdentity(config);
      const container = document.createElement('div');
      document.getElementById('root')?.before(container);
      const root = createRoot(container);
      root.render(<SignInScreens config={config} />);
      // Once the visitor starts typing, the app's code (and the shared antd) and the areas' entries come into the cache.
      const warm = () => {
        for (const event of WARM_ON) container.removeEventListener(event, warm);
        warmUp();
      };
      for (const event of WARM_ON) container.addEventListener(event, warm);
      onAppStarted(() => {
        root.unmount();
        container.remove();
      });
    },
    // Without its configuration the page can do nothing: the app says so.
    startApp,
  );
}
