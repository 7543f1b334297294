/** The message the host listens for: the demo controller drives the window that opened it. */
export const NAVIGATE_MESSAGE = 'beacon:navigate';

/** Sends a link to the other window; without one (opened directly), follows it here. */
export function sendLink(path: string): void {
  if (window.opener && !window.opener.closed) {
    (window.opener as Window).postMessage({ type: NAVIGATE_MESSAGE, path }, window.location.origin);
  } else {
    window.location.assign(path);
  }
}
