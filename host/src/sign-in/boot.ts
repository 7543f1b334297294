// The first script of every page: a signed-out visitor gets the sign-in screens (React, Amplify, plain CSS),
// everyone else the app (`/main.js`, the federation host with the shared antd).
import { appShellHtml } from '../app-shell/app-shell';
import { fetchRuntimeConfig } from '../auth/runtime-config';
import { hasStoredSession } from '../auth/stored-session';
import { startApp } from './app-start';
import { signInAddress } from './sign-in-address';

const address = signInAddress(window.location, hasStoredSession());
if (address === null) {
  // Signed in: the page's frame and heading at once, while the app's code arrives.
  const shell = appShellHtml(window.location.pathname);
  const root = document.getElementById('root');
  if (shell && root) root.innerHTML = shell;
  startApp();
} else {
  if (address !== window.location.pathname + window.location.search + window.location.hash) {
    window.history.replaceState(null, '', address);
  }
  // The configuration is read while the screens' code arrives.
  const config = fetchRuntimeConfig();
  void import('./sign-in-root').then(({ showSignIn }) => showSignIn(config), startApp);
}
