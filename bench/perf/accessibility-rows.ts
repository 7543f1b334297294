// The accessibility rows of `pnpm bench perf`: Lighthouse's accessibility score of the main pages,
// signed in as a client admin, in the Beacon brand, and of the sign-in page in both brands. Goal 100 each; a row
// below names the audits that failed.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARGS, CAMPAIGNS_USER, CHROMIUM, DEBUGGING_PORT, load, pass, signIn, type Row } from './common';

/** The client's main pages, after the client's base path (where sign-in lands, without its last part). */
const PAGES = ['campaigns', 'advertisers', 'audiences', 'reporting-suite', 'billing', 'services/all'];

async function accessibilityRow(page: string, url: string): Promise<Row> {
  const result = await lighthouse(
    url,
    {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      disableStorageReset: true,
    },
    desktopConfig,
  );
  const category = result?.lhr.categories['accessibility'];
  if (!result || !category) throw new Error(`Lighthouse returned no accessibility score for ${url}`);
  const score = Math.round((category.score ?? 0) * 100);
  const failed = category.auditRefs
    .filter((ref) => ref.weight > 0 && result.lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const figure = failed.length ? `${score} (failed: ${failed.join(', ')})` : String(score);
  return [`Lighthouse accessibility: ${page}`, '100', figure, pass(score === 100), load()];
}

export async function accessibilityRows(base: string): Promise<Row[]> {
  const profile = mkdtempSync(join(tmpdir(), 'beacon-lighthouse-a11y-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const rows: Row[] = [];
    const northwind = new URL(base);
    northwind.hostname = 'northwind.localhost';
    rows.push(await accessibilityRow('sign-in page', `${base}/auth/login`));
    rows.push(await accessibilityRow('sign-in page, Northwind brand', `${northwind.origin}/auth/login`));
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, base, CAMPAIGNS_USER);
    const client = new URL(page.url()).pathname.replace(/\/[^/]+$/, '');
    for (const path of PAGES) rows.push(await accessibilityRow(path, `${base}${client}/${path}`));
    return rows;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
