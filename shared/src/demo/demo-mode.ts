/**
 * Demo mode: a flag in session storage (spec section 1). Turning it on or off writes or removes the flag and
 * reloads the page; while on, every API response is anonymised with a key made for this browser session.
 */
export const DEMO_MODE_KEY = 'beacon.demoMode';
const DEMO_SESSION_KEY = 'beacon.demoKey';
export const DEMO_HEADER = 'x-beacon-demo';
/** What a notification's title and content read in demo mode (spec section 1), on the screen and in the answer. */
export const REDACTED = 'REDACTED';

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

export function isDemoMode(): boolean {
  return storage()?.getItem(DEMO_MODE_KEY) === 'on';
}

/** The key that picks each real value's fake for this session: the same real value, the same fake. */
export function demoSessionKey(): string {
  const store = storage();
  let key = store?.getItem(DEMO_SESSION_KEY);
  if (!key) {
    key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    store?.setItem(DEMO_SESSION_KEY, key);
  }
  return key;
}

export function setDemoMode(on: boolean, reload: () => void = () => window.location.reload()): void {
  const store = storage();
  if (on) {
    store?.setItem(DEMO_MODE_KEY, 'on');
    demoSessionKey();
  } else {
    store?.removeItem(DEMO_MODE_KEY);
  }
  reload();
}
