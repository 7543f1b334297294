// The shared part of the grid benches (billing, campaigns): the product on its own port and data directory, a
// cold first visit of one page with every script and federation manifest it loads, and the time from a search
// keystroke to the grid's updated rows, taken in the page.
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dataDir, root } from '@beacon/ops/places';
import { kib, median, percentile, printTable } from './table';

const PASSWORD = 'Beacon-Demo-2026!';

/** A data directory of the bench's own, with the prepared releases and registry of the product. */
export function freshDataDir(name: string): string {
  const dir = join(root, '.bench', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of ['releases', 'registry.json']) cpSync(join(dataDir(), part), join(dir, part), { recursive: true });
  return dir;
}

/** The product on its own port, like product-server's startServer, but its stop waits for the process to end. */
export async function startProduct(
  dir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const taken = await fetch(`http://localhost:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already serving: stop that server first`);
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      BEACON_DATA_DIR: dir,
      NODE_ENV: 'production',
      // A measurement sends far more requests from one address than a person: the per-address limits stay out of it.
      BEACON_API_RATE_LIMIT: '1000000',
      BEACON_SIGN_IN_RATE_LIMIT: '10000',
    },
    stdio: 'ignore',
  });
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      gone = true;
      resolve();
    }),
  );
  const url = `http://localhost:${port}`;
  // The database is only whole once the server has closed it: stop waits for the process to exit.
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 3000; i += 1) {
    // Another process may have taken the port meanwhile: then this server ended, and its answers are not ours.
    if (gone) throw new Error(`the server on port ${port} ended before it answered`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the server did not start within 300 s');
}

export interface GridPage {
  /** The page's path, opened cold and signed in from the login page. */
  path: string;
  email: string;
  /** The grid's search box and the count it shows when nothing is searched. */
  searchLabel: string;
  countText: string | RegExp;
  /** The remote whose files are counted apart (`/remotes/<remote>/`). */
  remote: string;
  queries: string[];
  /** What the table's title says, given the count the grid showed. */
  gridTitle: (count: string) => string;
  loadRow: string;
}

interface Loaded {
  url: string;
  gzip: number;
  afterSignIn: boolean;
}

/** Signs in from a cold browser straight to the page, noting every script and federation manifest. */
async function firstVisit(
  page: Page,
  url: string,
  grid: GridPage,
): Promise<{ files: Loaded[]; rowsMs: number; count: string }> {
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
  await page.goto(`${url}${grid.path}`);
  await page.getByLabel('Email').fill(grid.email);
  await page.getByLabel('Password').fill(PASSWORD);
  afterSignIn = true;
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const count = page.getByText(grid.countText, { exact: true });
  await count.waitFor({ timeout: 120_000 });
  const rowsMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { files: await Promise.all(loaded), rowsMs, count: (await count.textContent()) ?? '' };
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
async function keystrokeTimes(page: Page, grid: GridPage): Promise<number[]> {
  await page.evaluate(TIMING_HARNESS);
  const search = page.getByRole('textbox', { name: grid.searchLabel });
  const times: number[] = [];
  for (const query of grid.queries) {
    await search.fill('');
    await page.getByText(grid.countText, { exact: true }).waitFor();
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

/** Three cold first visits of a grid page on a running product, the keystroke times of the first, two tables. */
export async function measureGridPage(url: string, grid: GridPage): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const visits: Loaded[][] = [];
    const loads: number[] = [];
    let times: number[] = [];
    let count = '';
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const visit = await firstVisit(page, url, grid);
      visits.push(visit.files);
      loads.push(visit.rowsMs);
      count = visit.count;
      if (run === 0) times = await keystrokeTimes(page, grid);
      await context.close();
    }

    printTable(
      `${grid.gridTitle(count)}, Chromium at 1366 px`,
      ['what', 'p50', 'p95', 'samples'],
      [
        [
          'search keystroke to updated rows (goal 50 ms)',
          `${percentile(times, 50).toFixed(1)} ms`,
          `${percentile(times, 95).toFixed(1)} ms`,
          times.length,
        ],
        [grid.loadRow, `${median(loads).toFixed(0)} ms`, '', loads.length],
      ],
    );

    const files = visits[0]!;
    const sum = (list: Loaded[]) => list.reduce((all, f) => all + f.gzip, 0);
    const own = files.filter((f) => f.url.startsWith(`/remotes/${grid.remote}/`));
    const atBoot = own.filter((f) => !f.afterSignIn);
    const forPage = own.filter((f) => f.afterSignIn);
    const others = files.filter((f) => !f.url.startsWith(`/remotes/${grid.remote}/`));
    printTable(
      `First visit to ${grid.path}: JavaScript and federation manifests, gzip -9`,
      ['what', 'files', 'gzip -9'],
      [
        [`${grid.remote}: ./manifest (every first visit, before sign-in)`, atBoot.length, kib(sum(atBoot))],
        [`${grid.remote}: the page (after sign-in)`, forPage.length, kib(sum(forPage))],
        [`${grid.remote} remote in all`, own.length, kib(sum(own))],
        ['host, shared singletons and the other remotes', others.length, kib(sum(others))],
      ],
    );
  } finally {
    await browser.close();
  }
}
