import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { root } from '../support/product';

/** The widths docs/screenshots.md shows: a desktop and a phone. */
export const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
export type Size = keyof typeof SIZES;
/** A laptop's width, where lists must fit without scrolling sideways. */
export const LAPTOP = { width: 1366, height: 768 } as const;

/** The brands by the host name that chooses them. */
export const BRANDS = { beacon: 'localhost', northwind: 'northwind.localhost' } as const;

/** Takes `docs/screenshots/<name>-<size>.png` once nothing is loading and fades have finished moving. */
export async function shot(page: Page, name: string, size: Size | 'laptop', fullPage = true): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(root, 'docs', 'screenshots', `${name}-${size}.png`), fullPage });
}

/** The origin of a brand on the product under test. */
export const originOf = (baseURL: string, brand: keyof typeof BRANDS) => baseURL.replace('localhost', BRANDS[brand]);

/** Takes `docs/screenshots/<name>-<size>.png` as the page is now, loading or not (the app shell). */
export async function shotAsIs(page: Page, name: string, size: Size): Promise<void> {
  await page.screenshot({ path: join(root, 'docs', 'screenshots', `${name}-${size}.png`) });
}
