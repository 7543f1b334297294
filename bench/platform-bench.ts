// What the platform costs a user and an operator: the JavaScript of a signed-out person's first visit (the
// sign-in page, then their landing page), each remote's part of it, and the time of a release, a promote and a rollback.
import { chromium, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES, root } from '@beacon/ops/places';
import { benchDataDir, startServer } from './product-server';
import { kib, median, printTable } from './table';

const RUNS = 5;

interface Loaded {
  url: string;
  gzip: number;
  transferred: number;
}

/** A cold visit of a signed-out person: the sign-in page, sign-in as admin@acme.test, and their landing page. */
async function firstVisit(page: Page, url: string): Promise<Loaded[]> {
  const loaded: Promise<Loaded>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('mf-manifest.json')) return;
    loaded.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: Number(response.headers()['content-length'] ?? body.length),
      })),
    );
  });
  await page.goto(`${url}/auth/login`);
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password').fill('Beacon-Demo-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Campaigns', level: 2 }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  return Promise.all(loaded);
}

/** From the first request for a remote's files to the last byte of its ./manifest, on this machine. */
async function manifestTimings(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const byRemote: Record<string, { start: number; end: number }> = {};
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const match = /\/remotes\/([a-z]+)\//.exec(entry.name);
      if (!match) continue;
      const span = (byRemote[match[1]!] ??= { start: entry.startTime, end: entry.responseEnd });
      span.start = Math.min(span.start, entry.startTime);
      span.end = Math.max(span.end, entry.responseEnd);
    }
    return Object.fromEntries(Object.entries(byRemote).map(([name, span]) => [name, span.end - span.start]));
  });
}

function timed(args: string[], data: string): { ms: number; output: string } {
  const started = performance.now();
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['ops/src/remotes-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, BEACON_DATA_DIR: data },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return { ms: performance.now() - started, output: result.stdout };
}

export async function platformBench(): Promise<void> {
  const data = benchDataDir();
  const server = await startServer(data);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const visits: Loaded[][] = [];
    const timings: Record<string, number>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      visits.push(await firstVisit(page, server.url));
      timings.push(await manifestTimings(page));
      await page.close();
    }
    const files = visits[0]!;
    const signIn = files.filter((f) => f.url.startsWith('/sign-in/'));
    const host = files.filter((f) => !f.url.startsWith('/remotes/') && !f.url.startsWith('/sign-in/'));
    const sum = (list: Loaded[], key: 'gzip' | 'transferred') => list.reduce((total, f) => total + f[key], 0);
    const rows: (string | number)[][] = [
      [
        'sign-in page (boot.js and the sign-in bundle)',
        signIn.length,
        kib(sum(signIn, 'gzip')),
        kib(sum(signIn, 'transferred')),
        '',
      ],
      [
        'host (main.js and the shared singletons)',
        host.length,
        kib(sum(host, 'gzip')),
        kib(sum(host, 'transferred')),
        '',
      ],
    ];
    for (const name of REMOTE_NAMES) {
      const own = files.filter((f) => f.url.startsWith(`/remotes/${name}/`));
      const ms = median(timings.map((t) => t[name] ?? 0));
      rows.push([
        `${name} on that visit`,
        own.length,
        kib(sum(own, 'gzip')),
        kib(sum(own, 'transferred')),
        `${ms.toFixed(0)} ms`,
      ]);
    }
    rows.push(['first visit in all', files.length, kib(sum(files, 'gzip')), kib(sum(files, 'transferred')), '']);
    printTable(
      `A signed-out person's first visit: sign-in, then the campaigns list (JavaScript and federation manifests; ${RUNS} cold visits)`,
      ['what', 'files', 'gzip -9', 'sent (brotli)', 'manifest load'],
      rows,
    );

    const release = timed(['release', 'admin', '--version', '0.9.0'], data);
    const version = /admin (0\.9\.0-\S+)/.exec(release.output)?.[1];
    if (!version) throw new Error(`release printed no version:\n${release.output}`);
    const promote = timed(['promote', 'admin', version], data);
    const rollback = timed(['rollback', 'admin'], data);
    const seconds = (ms: number, digits: number) => `${(ms / 1000).toFixed(digits)} s`;
    printTable(
      'Operating one remote (admin, the smallest), each step a fresh CLI process',
      ['step', 'time'],
      [
        ['release (webpack build and publish)', seconds(release.ms, 1)],
        ['promote (checks and registry write)', seconds(promote.ms, 2)],
        ['rollback (registry write)', seconds(rollback.ms, 2)],
        ['release + promote + rollback', seconds(release.ms + promote.ms + rollback.ms, 1)],
      ],
    );
  } finally {
    await browser.close();
    server.stop();
  }
}
