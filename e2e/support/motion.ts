import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether an element is at rest: no animation that ends (antd's zoom, fade, slide) running on it, inside it or
 * on what holds it, and neither it nor what holds it transparent (antd holds a dialog at opacity 0 for a frame or
 * two before its zoom starts). Evaluated in the page, so it names nothing outside itself.
 */
function atRest(element: Element): boolean {
  const around = (target: unknown) => target instanceof Node && (target.contains(element) || element.contains(target));
  const moving = document.getAnimations().some((animation) => {
    const effect = animation.effect as KeyframeEffect | null;
    // Spinners and skeletons animate for ever: only animations that end are waited for.
    return (
      animation.playState === 'running' &&
      Number.isFinite(effect?.getComputedTiming().endTime) &&
      around(effect?.target)
    );
  });
  if (moving) return false;
  for (let node: Element | null = element; node; node = node.parentElement)
    if (Number(getComputedStyle(node).opacity) < 1) return false;
  return true;
}

/**
 * Waits until a dialog, drawer or menu is fully open, as a person waits before acting on it: on screen, and at
 * rest. A click that lands while antd's zoom-in still runs can be lost, so a test acts only on what is
 * open. Fails, like any expectation, if it is still moving when the expectation's time is up.
 */
export async function opened(locator: Locator): Promise<Locator> {
  await expect(locator).toBeVisible();
  await expect
    .poll(() => locator.evaluate(atRest), {
      intervals: [100],
      message: 'fully open: no animation on or around it, nothing transparent',
    })
    .toBe(true);
  return locator;
}

/**
 * How many milliseconds ago the page's DOM last changed, by the page's own clock. The first call starts watching
 * (and counts as a change); the watch lasts as long as the document.
 */
export function sinceLastChange(page: Page): Promise<number> {
  return page.evaluate(() => {
    const watched = window as unknown as { beaconLastChange?: number };
    if (watched.beaconLastChange === undefined) {
      watched.beaconLastChange = performance.now();
      new MutationObserver(() => (watched.beaconLastChange = performance.now())).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }
    return performance.now() - watched.beaconLastChange;
  });
}

/** How long the page's DOM must have stayed unchanged to count as still (`pageAtRest`). */
const STILL_MS = 300;

/**
 * Waits until the page is at rest: nothing that ends is moving anywhere (the whole document, as `opened` waits for
 * one dialog: colours read half-way through a transition are neither colour), and nothing in the DOM has changed for
 * STILL_MS. What arrives without a request (an assistant's socket saying it is connected, a timer) changes the page
 * after the network went quiet: a scan that starts before then reads buttons that are about to change.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await expect
    .poll(() => sinceLastChange(page), { intervals: [100], message: `nothing in the page changed for ${STILL_MS} ms` })
    .toBeGreaterThanOrEqual(STILL_MS);
  // Every 100 ms: transitions last 200 to 300 ms, and the poll's default backoff (100, 250, 500, 1000 ms) waited up to
  // 2 s more for one that had ended.
  await expect.poll(() => page.locator('html').evaluate(atRest), { intervals: [100] }).toBe(true);
}

/**
 * Picks an option of an antd Select as a person does: opens the list, waits until it is at rest, clicks the option,
 * then sees it chosen in the field. `scope` is the page, or what holds the field (a dialog, a form).
 */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const field = scope.getByRole('combobox', { name: label });
  await field.click();
  // The list that opens, not one of another field still sliding away (its motion class ends in -leave).
  const list = await opened(page.locator('.ant-select-dropdown:not([class*="-leave"])').filter({ visible: true }));
  await list.getByTitle(option, { exact: true }).click();
  // The field's select, found by its combobox (a `has` locator is read inside each select, so from the page's root).
  const select = scope.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label }) });
  await expect(select.getByTitle(option, { exact: true })).toBeVisible();
}

/**
 * Waits until a page has settled, as a person waits before reading it: no request in flight, and no spinner or
 * skeleton left (buttons such as an export are enabled only once the data is in).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
}
