/**
 * How the sign-in screens and the app meet on one page. The sign-in screens are a small bundle of their own
 * (React, Amplify, plain CSS); the app is `main.js` beside it, the federation host with the shared antd. The sign-in
 * bundle may fetch the app early (`warmApp`, once the visitor starts typing) and starts it once the visitor
 * is signed in (`startApp`); `/main.js` waits for that word when it was only fetched to warm the cache.
 */
declare const __webpack_public_path__: string;
/**
 * Where this page's build is served: `/` for the build the server ships with, `/host/<version>/` for a host release
 * (webpack's `auto` public path, from the sign-in bundle's own address). The app's script is beside it.
 */
const BUILD_PATH =
  typeof __webpack_public_path__ === 'string' ? new URL(__webpack_public_path__, document.baseURI).pathname : '/';
const APP_SCRIPT = `${BUILD_PATH}main.js`;
const STATE = 'data-beacon-app';
const START = 'beacon:start-app';
/** Sent by the app just before it renders, so that the sign-in screens give it the page. */
const STARTED = 'beacon:app-started';

function loadAppScript(): void {
  if (document.querySelector(`script[src="${APP_SCRIPT}"]`)) return;
  const script = document.createElement('script');
  script.src = APP_SCRIPT;
  document.head.append(script);
}

/** Fetches and evaluates the app's code without starting it. */
export function warmApp(): void {
  if (document.documentElement.getAttribute(STATE)) return;
  document.documentElement.setAttribute(STATE, 'warm');
  loadAppScript();
}

/** Starts the app (loading it first if it was not warmed). */
export function startApp(): void {
  document.documentElement.setAttribute(STATE, 'start');
  loadAppScript();
  window.dispatchEvent(new Event(START));
}

/** In `/main.js`: resolves at once, or when the sign-in screens start the app it was warmed for. */
export function whenAppMayStart(): Promise<void> {
  if (document.documentElement.getAttribute(STATE) !== 'warm') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(START, () => resolve(), { once: true }));
}

/** In the app, just before its first render. */
export function announceAppStarted(): void {
  window.dispatchEvent(new Event(STARTED));
}

/** In the sign-in bundle: gives the page to the app when it renders. */
export function onAppStarted(handler: () => void): void {
  window.addEventListener(STARTED, handler, { once: true });
}
