import { expect, type Locator } from '@playwright/test';

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
 * rest. A click that lands while antd's zoom-in still runs can be lost (issue 30), so a test acts only on what is
 * open. Fails, like any expectation, if it is still moving when the expectation's time is up.
 */
export async function opened(locator: Locator): Promise<Locator> {
  await expect(locator).toBeVisible();
  await expect
    .poll(() => locator.evaluate(atRest), { message: 'fully open: no animation on or around it, nothing transparent' })
    .toBe(true);
  return locator;
}
