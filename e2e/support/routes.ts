import { REMOTES_DOCUMENT_PATH, type RemotesDocument } from '@beacon/shared/contract';
import { settled } from './motion';
import { expect, type Page } from './test';

/** A route of an area's outline as an address: optional parameters left out, the others filled from `ids`. */
export function samplePath(
  route: { path: string; scope: string },
  clientId: number,
  ids: Record<string, string>,
): string {
  const filled = route.path
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(/:([A-Za-z]+)/g, (_, name: string) => ids[name] ?? '1');
  return route.scope === 'client' ? `/clients/${clientId}/${filled}` : `/${filled}`;
}

/** Every route of every area the registry serves (their outlines), as addresses for one client. */
export async function everyRoute(
  page: Page,
  baseURL: string,
  clientId: number,
  ids: Record<string, string>,
): Promise<string[]> {
  const { remotes } = (await (await page.request.get(`${baseURL}${REMOTES_DOCUMENT_PATH}`)).json()) as RemotesDocument;
  return [
    ...new Set(
      remotes.flatMap((remote) => {
        if (!remote.outline) throw new Error(`${remote.name} is served without its outline`);
        return remote.outline.routes.map((route) => samplePath(route, clientId, ids));
      }),
    ),
  ];
}

/** Each page's requests in flight and when the last one started or ended (for `openInApp`). */
const traffic = new WeakMap<Page, { inFlight: number; lastChange: number }>();
function trafficOf(page: Page) {
  let seen = traffic.get(page);
  if (!seen) {
    const state = { inFlight: 0, lastChange: Date.now() };
    const change = (by: number) => () => {
      state.inFlight = Math.max(0, state.inFlight + by);
      state.lastChange = Date.now();
    };
    page.on('request', change(1));
    page.on('requestfinished', change(-1));
    page.on('requestfailed', change(-1));
    traffic.set(page, state);
    seen = state;
  }
  return seen;
}

/**
 * Opens an address of the app already running in `page` as its own links do: through the router's history, with no
 * reload, so that each visit renders only the new page (a full load starts the whole app again: about a second of
 * the browser's time on the 2 cores). Waits until no request has been in flight for half a second, as Playwright's
 * `networkidle` does for a load, and until no spinner or skeleton is left (`settled`). A page that has not loaded
 * the app yet is opened with `goto`.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  const seen = trafficOf(page);
  if (new URL(page.url()).origin === 'null') {
    await page.goto(address);
  } else {
    await page.evaluate((to) => {
      const state = (history.state ?? {}) as { idx?: number };
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, address);
  }
  await expect.poll(() => seen.inFlight === 0 && Date.now() - seen.lastChange >= 500, { intervals: [100] }).toBe(true);
  await settled(page);
}
