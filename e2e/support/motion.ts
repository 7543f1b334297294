import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a dialog, drawer or menu is fully open, as a person waits before acting on it: on screen, every
 * animation on it or around it (antd's zoom, fade and slide) finished, and nothing of it still transparent. A
 * click that lands while antd's zoom-in still runs can be lost (issue 30), so a test acts only on what is open.
 */
export async function opened(locator: Locator): Promise<Locator> {
  await expect(locator).toBeVisible();
  await locator.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const around = (target: unknown) =>
      target instanceof Node && (target.contains(element) || element.contains(target));
    const running = () =>
      document.getAnimations().filter((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        // Spinners and other endless animations never finish: only those that end are waited for.
        return (
          animation.playState === 'running' &&
          Number.isFinite(effect?.getComputedTiming().endTime) &&
          around(effect?.target)
        );
      });
    const opaque = () => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (Number(getComputedStyle(node).opacity) < 1) return false;
      return true;
    };
    for (;;) {
      const moving = running();
      if (moving.length > 0) {
        await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
        continue;
      }
      // antd starts its motion a frame or two after the element appears: look again after two frames.
      await frame();
      await frame();
      if (running().length === 0 && opaque()) return;
    }
  });
  return locator;
}
