// pnpm bench billing: the invoice grid with 10,000 invoices in Chromium, and what the billing remote costs a
// first visit. Where the invoices come from: the product itself, with Acme Outdoor (client 1) given 10,000
// invoices in the bench's own database, so the figures include the real federation, the real API paging
// (20 pages of 500) and the real grid; a standalone harness would need a route the manifest does not declare.
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dataDir, root } from '@beacon/ops/places';
import { openDatabase } from '../server/src/db/database';
import { kib, median, percentile, printTable } from './table';

export const INVOICES = 10_000;
const PORT = Number(process.env.BENCH_BILLING_PORT ?? 8193);
const PASSWORD = 'Beacon-Demo-2026!';
const QUERIES = [
  'INV-10523',
  'lakeshore',
  'trailhead 2026',
  'summit coffee',
  'overdue',
  'blue ridge kayaks',
  'retainer',
  'INV-1099',
];

export function freshDataDir(): string {
  const dir = join(root, '.bench', 'billing');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of ['releases', 'registry.json']) cpSync(join(dataDir(), part), join(dir, part), { recursive: true });
  return dir;
}

/** The product on its own port, like product-server's startServer, but its stop waits for the process to end. */
export async function startProduct(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const taken = await fetch(`http://localhost:${PORT}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is already serving: stop that server or set BENCH_BILLING_PORT`);
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      BEACON_DATA_DIR: dir,
      NODE_ENV: 'production',
      // A measurement sends far more requests from one address than a person: the per-address limits stay out of it.
      BEACON_API_RATE_LIMIT: '1000000',
      BEACON_SIGN_IN_RATE_LIMIT: '10000',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${PORT}`;
  // The database is only whole once the server has closed it: stop waits for the process to exit.
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the server did not start within 120 s');
}

/** Tops client 1 up to 10,000 invoices, spread over its advertisers and campaigns, statuses and a year of dates. */
export async function growInvoices(dir: string): Promise<number> {
  const db = await openDatabase({ dataDir: join(dir, 'db') });
  try {
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoices WHERE client_id = 1',
    );
    await db.query(
      `INSERT INTO invoices (client_id, advertiser_id, campaign_id, doc_number, customer_name, total_amount, balance, transaction_date, due_date)
       SELECT 1, c.advertiser_id, c.id, 'INV-' || (200000 + g), a.name, t.total, CASE g % 5 WHEN 0 THEN t.total WHEN 1 THEN round(t.total * 0.4) ELSE 0 END,
         current_date - (g % 365), current_date - (g % 365) + 30
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT ((g * 7919) % 4000 + 20) * 25 AS total) t
       JOIN LATERAL (SELECT id, advertiser_id FROM campaigns WHERE client_id = 1 ORDER BY id OFFSET (g % (SELECT count(*) FROM campaigns WHERE client_id = 1)) LIMIT 1) c ON true
       JOIN advertisers a ON a.id = c.advertiser_id`,
      [INVOICES - n],
    );
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM invoices WHERE client_id = 1',
    );
    return total;
  } finally {
    await db.close();
  }
}

interface Loaded {
  url: string;
  gzip: number;
  afterSignIn: boolean;
}

/** Signs in from a cold browser straight to the billing page, noting every script and federation manifest. */
async function firstVisit(page: Page, url: string): Promise<{ files: Loaded[]; rowsMs: number }> {
  let afterSignIn = false;
  const loaded: Promise<Loaded>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('mf-manifest.json')) return;
    const phase = afterSignIn;
    loaded.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        afterSignIn: phase,
      })),
    );
  });
  await page.goto(`${url}/clients/1/billing`);
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill(PASSWORD);
  afterSignIn = true;
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`${INVOICES.toLocaleString('en-US')} invoices`, { exact: true }).waitFor({ timeout: 60_000 });
  const rowsMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { files: await Promise.all(loaded), rowsMs };
}

// Plain JavaScript, handed to the page as text: tsx would otherwise add helpers the page does not have.
// Arming is synchronous and awaited before the key is pressed, so the keydown is never missed; a keystroke
// that changes nothing on screen resolves to null.
const TIMING_HARNESS = `
window.armSearchTiming = () => {
  const grid = document.querySelector('.ant-table').closest('.ant-card');
  let keydown = 0;
  let frame = 0;
  let quiet;
  window.searchTiming = new Promise((resolve) => {
    const finish = () => { observer.disconnect(); resolve(frame && keydown ? frame - keydown : null); };
    const observer = new MutationObserver(() => {
      requestAnimationFrame(() => { frame = performance.now(); });
      clearTimeout(quiet);
      quiet = setTimeout(finish, 250);
    });
    observer.observe(grid, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('keydown', () => { keydown = performance.now(); }, { once: true, capture: true });
    quiet = setTimeout(finish, 1500);
  });
};`;

/** From the keydown of one keystroke to the first frame after the grid's last DOM change, in the page. */
async function keystrokeTimes(page: Page): Promise<number[]> {
  await page.evaluate(TIMING_HARNESS);
  const search = page.getByRole('textbox', { name: 'Search invoices' });
  const times: number[] = [];
  for (const query of QUERIES) {
    await search.fill('');
    await page.getByText(`${INVOICES.toLocaleString('en-US')} invoices`, { exact: true }).waitFor();
    await search.focus();
    for (const key of query) {
      await page.evaluate('window.armSearchTiming()');
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      const ms = await page.evaluate<number | null>('window.searchTiming');
      if (ms !== null) times.push(ms);
    }
  }
  return times;
}

export async function billingBench(): Promise<void> {
  const dir = freshDataDir();
  // The first start seeds the demo agency and its sign-in accounts; then client 1 grows to 10,000 invoices.
  await (await startProduct(dir)).stop();
  const total = await growInvoices(dir);
  const server = await startProduct(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const visits: Loaded[][] = [];
    const loads: number[] = [];
    let times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const visit = await firstVisit(page, server.url);
      visits.push(visit.files);
      loads.push(visit.rowsMs);
      if (run === 0) times = await keystrokeTimes(page);
      await context.close();
    }

    printTable(
      `Invoice grid, ${total.toLocaleString('en-US')} invoices of one client, Chromium at 1366 px`,
      ['what', 'p50', 'p95', 'samples'],
      [
        [
          'search keystroke to updated rows (goal 50 ms)',
          `${percentile(times, 50).toFixed(1)} ms`,
          `${percentile(times, 95).toFixed(1)} ms`,
          times.length,
        ],
        [
          'sign-in click to 10,000 invoices in the grid (20 API pages)',
          `${median(loads).toFixed(0)} ms`,
          '',
          loads.length,
        ],
      ],
    );

    const files = visits[0]!;
    const sum = (list: Loaded[]) => list.reduce((all, f) => all + f.gzip, 0);
    const billing = files.filter((f) => f.url.startsWith('/remotes/billing/'));
    const atBoot = billing.filter((f) => !f.afterSignIn);
    const forPage = billing.filter((f) => f.afterSignIn);
    const others = files.filter((f) => !f.url.startsWith('/remotes/billing/'));
    printTable(
      'First visit to the billing page: JavaScript and federation manifests, gzip -9',
      ['what', 'files', 'gzip -9'],
      [
        ['billing: ./manifest (every first visit, before sign-in)', atBoot.length, kib(sum(atBoot))],
        ['billing: the billing page (after sign-in)', forPage.length, kib(sum(forPage))],
        ['billing remote in all', billing.length, kib(sum(billing))],
        ['host, shared singletons and the other remotes', others.length, kib(sum(others))],
      ],
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
