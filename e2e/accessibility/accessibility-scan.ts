import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page } from '../support/test';
import { opened, pageAtRest, settled as spinnersDone, sinceLastChange } from '../support/motion';
import { openInApp } from '../support/routes';
import { resumeSession, storedIdToken } from '../support/session';

/**
 * The widths the issue names: a laptop, and the narrowest phone, 320 px, which is also WCAG 1.4.10's reflow width
 * (a 1280 px window at 400% zoom, a 640 px one at 200%): there nothing may need scrolling sideways.
 */
export const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 320, height: 640 } } as const;
export type Width = keyof typeof WIDTHS;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules axe-core runs. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One signed-in person for one test: a browser context of the test's own, on the person's brand. */
export interface Visitor {
  context: BrowserContext;
  page: Page;
}

/**
 * Before each test of the file, the person signed in (on a brand's host name: `localhost` is Beacon's,
 * `northwind.localhost` Northwind's) in a browser context of the test's own, with the session the worker keeps
 * for the account (`resumeSession`: signed in once per worker through the login page), closed after the test.
 */
export function visitorFor(email: string, host = 'localhost'): () => Visitor {
  let visitor: Visitor | undefined;
  test.beforeEach(async ({ browser, baseURL }) => {
    const origin = baseURL!.replace('localhost', host);
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await resumeSession(page, email, `${origin}/`);
    visitor = { context, page };
  });
  test.afterEach(async () => {
    await visitor?.context.close();
    visitor = undefined;
  });
  return () => {
    if (!visitor) throw new Error(`${email} is not signed in`);
    return visitor;
  };
}

/** Waits until the page has nothing more to load: no request in flight and nothing marked busy. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

/**
 * The serious and critical WCAG A/AA violations on the page as it is now, one line each: where, the rule, and
 * the first elements it names.
 */
export async function violations(page: Page, where: string, exclude: string[] = []): Promise<string[]> {
  // Only the violations are read: passes and the rest come back as one node each (axe's resultTypes), which keeps
  // each scan's answer small.
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA).options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  let results: Awaited<ReturnType<AxeBuilder['analyze']>> | undefined;
  for (let scan = 1; !results; scan++) {
    // axe reads colours once every transition and animation that ends has ended (a tab turning from selected to
    // not) and the page has stopped changing.
    await pageAtRest(page);
    const started = Date.now();
    const read = await builder.analyze();
    // What arrives while axe reads (the assistant's socket connecting on a busy machine, its buttons turning from
    // disabled to enabled) is read half-way, neither colour: such a scan reads a page that never was, and the
    // page is read again once it is at rest. A page that changes during every scan fails.
    if ((await sinceLastChange(page)) > Date.now() - started) results = read;
    else if (scan === 3) throw new Error(`${where}: the page changed while axe read it, three times running`);
  }
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((node) => node.target.join(' '));
      const more = v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : '';
      return `${where}: ${v.id} (${v.impact}, ${v.nodes.length}) ${v.help}: ${targets.join(' | ')}${more}`;
    });
}

/**
 * The serious and critical violations with a dialog open (`dialog`, waited for until it is fully open at each
 * width), at a phone's width and then a laptop's; the page's own size is given back afterwards.
 */
export async function dialogViolations(
  page: Page,
  dialog: Locator,
  where: string,
  exclude: string[] = [],
): Promise<string[]> {
  const size = page.viewportSize();
  const found: string[] = [];
  for (const width of ['phone', 'desktop'] as const) {
    await page.setViewportSize(WIDTHS[width]);
    await opened(dialog);
    await settled(page);
    found.push(...(await violations(page, `${where} (${WIDTHS[width].width} px)`, exclude)));
  }
  if (size) await page.setViewportSize(size);
  return found;
}

/**
 * The tables that scroll sideways (their last columns hidden behind a scroll bar), named by their first and
 * last column headers: at a laptop's width every list fits.
 */
export async function sidewaysTables(page: Page, where: string): Promise<string[]> {
  const clipped = await page.locator('table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      let box = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (!box || box.scrollWidth <= box.clientWidth + 1) return [];
      const headers = [...table.querySelectorAll('th')].map((th) => th.textContent?.trim()).filter(Boolean);
      return [`${headers[0] ?? 'table'} … ${headers.at(-1) ?? ''} (${box.scrollWidth} px in ${box.clientWidth} px)`];
    }),
  );
  return clipped.map((table) => `${where}: a table scrolls sideways: ${table}`);
}

/**
 * At the reflow width (WIDTHS.phone), a page that scrolls sideways: content wider than the window, named by the
 * widest element that pokes out (a table or a chart scrolling inside its own box is allowed, WCAG 1.4.10).
 */
export async function sidewaysPage(page: Page, where: string): Promise<string[]> {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return null;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 1)
      .sort((a, b) => b.right - a.right)[0];
    const name = widest
      ? `${widest.element.tagName.toLowerCase()}${widest.element.className ? `.${String(widest.element.className).split(' ')[0]}` : ''} "${(widest.element.textContent ?? '').trim().slice(0, 40)}"`
      : 'something';
    return `${document.documentElement.scrollWidth} px wide in ${width} px, ${name} reaching ${Math.round(widest?.right ?? 0)} px`;
  });
  return wider ? [`${where}: the page scrolls sideways: ${wider}`] : [];
}

/**
 * The violations of a page as it is: axe's; at a laptop's width, tables that scroll sideways; at the reflow width,
 * a page that scrolls sideways.
 */
async function checks(page: Page, where: string): Promise<string[]> {
  const found = await violations(page, where);
  const width = page.viewportSize()?.width ?? 0;
  if (width >= WIDTHS.desktop.width) found.push(...(await sidewaysTables(page, where)));
  if (width <= WIDTHS.phone.width) found.push(...(await sidewaysPage(page, where)));
  return found;
}

/** The page as it is now at each width in turn, the laptop's last (the width tabs and menus are used at). */
async function atBothWidths(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of ['phone', 'desktop'] as Width[]) {
    await page.setViewportSize(WIDTHS[width]);
    await settled(page);
    found.push(...(await checks(page, `${where} (${WIDTHS[width].width} px)`)));
  }
  return found;
}

/** A route to scan: its address, and whether each of its tabs is scanned too. */
export interface Route {
  path: string;
  tabs?: boolean;
}

/**
 * Opens an address once (through the app's router, as its links do: no reload), waits for it, and scans it at a phone's and a laptop's width; then each of its tabs in
 * turn, chosen at the laptop's width.
 */
export async function scanRoute(page: Page, path: string, { tabs = false } = {}): Promise<string[]> {
  await page.setViewportSize(WIDTHS.desktop);
  // The pointer rests off the page's controls: where the last page's tab was clicked, the next page may have a
  // control, and a scan should read the page, not a chance hover (hover colours: theme.ts and its test).
  await page.mouse.move(0, 0);
  await openInApp(page, path);
  await settled(page);
  const found = await atBothWidths(page, path);
  if (!tabs) return found;
  const names = await page.getByRole('tab').allInnerTexts();
  for (const name of names.slice(1)) {
    const tab = page.getByRole('tab', { name: name.trim(), exact: true }).first();
    if (!(await tab.isVisible()) || (await tab.isDisabled())) continue;
    await tab.click();
    await settled(page);
    found.push(...(await atBothWidths(page, `${path} › ${name.trim()}`)));
  }
  return found;
}

/** Every route scanned (see scanRoute), then every violation found, listed, so one run shows all that is left. */
export async function expectEveryRouteClean(page: Page, routes: readonly Route[]): Promise<void> {
  const found: string[] = [];
  for (const route of routes) found.push(...(await scanRoute(page, route.path, { tabs: route.tabs })));
  expectNone(found);
}

/** What the hub API says, with the visitor's own token (to find a campaign, an advertiser, an audience). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await storedIdToken(page);
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The first link on the page whose address matches, as a path (a dashboard, a product category). */
export async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** What is wrong at the reflow width (WIDTHS.phone, set by the caller): axe's violations and a page scrolling sideways. */
export async function reflowProblems(page: Page, where: string): Promise<string[]> {
  const at = `${where} (320 px)`;
  return [...(await violations(page, at)), ...(await sidewaysPage(page, at))];
}

/** Fails with every violation found, listed, so one run shows all that is left. */
export function expectNone(found: string[]): void {
  expect(found, `${found.length} serious or critical violations:\n${found.join('\n')}`).toEqual([]);
}

/**
 * axe at the width the page is at, then what is wrong at the reflow width (see reflowProblems) once its spinners are
 * done; the page is left at a laptop's width, and fails with every problem of both, listed.
 */
export async function expectCleanAndReflowing(page: Page, where: string): Promise<void> {
  const found = await violations(page, where);
  await page.setViewportSize(WIDTHS.phone);
  await spinnersDone(page);
  found.push(...(await reflowProblems(page, where)));
  await page.setViewportSize(WIDTHS.desktop);
  expectNone(found);
}
