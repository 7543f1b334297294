// The first script of every page: a signed-out visitor gets the sign-in screens (React, Amplify, plain CSS),
// everyone else the app (`/main.js`, the federation host with the shared antd).
import { appShellHtml, shellTitle } from '../app-shell/app-shell';
import { fetchRuntimeConfig } from '../auth/runtime-config';
import { hasStoredSession } from '../auth/stored-session';
import { startApp } from './app-start';
import { signInAddress } from './sign-in-address';

function afterFirstPaint(work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

document.title = shellTitle(window.location.pathname) ?? document.title;
const address = signInAddress(window.location, hasStoredSession());
if (address === null) {
  // Signed in: the page's frame and heading at once; the app's code is asked for once they are on screen (or
  // after 100 ms, for a tab opened in the background, which draws no frames), so that its evaluation does not
  // hold back their first paint.
  const shell = appShellHtml(window.location.pathname);
  const root = document.getElementById('root');
  if (shell && root) {
    root.innerHTML = shell;
    afterFirstPaint(startApp);
  } else {
    startApp();
  }
} else {
  if (address !== window.location.pathname + window.location.search + window.location.hash) {
    window.history.replaceState(null, '', address);
  }
  // The configuration is read while the screens' code arrives.
  const config = fetchRuntimeConfig();
  void import('./sign-in-root').then(({ showSignIn }) => showSignIn(config), startApp);
}
