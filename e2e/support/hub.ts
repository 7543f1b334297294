import { expect, type Page } from '@playwright/test';
import { storedIdToken } from './session';

/**
 * The signed-in user's authorization header for a test's own call to the API, read afresh for each call: e2e
 * identity tokens live 15 s, so a header kept from the start of a test is refused by its end on a busy machine.
 */
export async function bearer(page: Page): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await storedIdToken(page)}` };
}

/** What the hub API itself says, with the signed-in user's own token: screens are compared with it. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: await bearer(page) });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A Live campaign whose name no other campaign of the list has: a link, a heading or an option named for it is that
 * one alone (the seed gives two campaigns of an advertiser the same theme and year at times).
 */
export function liveWithItsOwnName<T extends { name: string; status: string }>(campaigns: T[]): T {
  const live = campaigns.find((c) => c.status === 'Live' && campaigns.filter((o) => o.name === c.name).length === 1);
  if (!live) throw new Error(`no Live campaign with a name of its own among ${campaigns.length}`);
  return live;
}
