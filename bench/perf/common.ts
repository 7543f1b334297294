// What the parts of `pnpm bench perf` share: the product's address, the browser, the users, the table's rows.
import type { Page } from '@playwright/test';
import { loadavg } from 'node:os';

export const RUNS = 3;
export const PORT = 8191;
export const DEBUGGING_PORT = 9335;
const PASSWORD = 'Beacon-Demo-2026!';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Kept for the remote areas: a BeaconAdmin sees all five, on Acme Outdoor (client 1). */
export const AREA_USER = 'admin@beacon.test';
/** The campaigns list after sign-in: a client user who lands there. */
export const CAMPAIGNS_USER = 'admin@acme.test';

export type Row = [measure: string, goal: string, figure: string, mark: string, load: string];

export const load = () => loadavg()[0]!.toFixed(2);
export const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
export const notMeasured = (measure: string, goal: string, why: string): Row => [
  measure,
  goal,
  `not measured: ${why}`,
  '',
  load(),
];

export async function signIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

export const ms = (value: number) => `${Math.round(value)} ms`;
