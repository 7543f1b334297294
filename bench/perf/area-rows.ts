// The areas' rows of `pnpm bench perf`: each remote's first visit, moving between visited areas, the singletons.
import { REMOTES_DOCUMENT_PATH, type RemotesDocument } from '@beacon/shared/contract';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { kib } from '../table';
import { AREA_USER, ARGS, CHROMIUM, load, pass, signIn, type Row } from './common';

interface Fetched {
  url: string;
  gzip: number;
}

/** Every JavaScript file the page fetches, with its gzip -9 size. */
function recordScripts(page: Page): { since: () => Fetched[]; mark: () => void; all: Fetched[] } {
  const all: Fetched[] = [];
  let from = 0;
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    const entry: Fetched = { url: new URL(response.url()).pathname, gzip: 0 };
    all.push(entry);
    void response.body().then(
      (body) => (entry.gzip = gzipSync(body, { level: 9 }).length),
      () => undefined,
    );
  });
  return { all, mark: () => (from = all.length), since: () => all.slice(from) };
}

/** Moves inside the app, as a drawer link does (no page load), and waits until the network is quiet. */
async function goInApp(page: Page, path: string): Promise<number> {
  const start = await page.evaluate((to) => {
    const now = performance.now();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return now;
  }, path);
  await quiet(page);
  return start;
}

async function quiet(page: Page): Promise<void> {
  let count = -1;
  for (let i = 0; i < 60; i += 1) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(750);
  }
}

/** Sequential rounds of code requests since `start`: a request that starts after the previous round ended is another. */
async function codeRounds(page: Page, start: number): Promise<number> {
  return page.evaluate((from) => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= from && /\.js(\?|$)/.test(e.name))
      .sort((a, b) => a.startTime - b.startTime);
    let rounds = 0;
    let end = -Infinity;
    for (const entry of scripts) {
      if (entry.startTime >= end) rounds += 1;
      end = rounds && entry.startTime >= end ? entry.responseEnd : Math.max(end, entry.responseEnd);
    }
    return rounds;
  }, start);
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Where each federated singleton's files are, in the host's manifest and in every remote's. */
async function singletonFiles(page: Page, base: string): Promise<Map<string, Map<string, string[]>>> {
  const manifests: { owner: string; url: string }[] = [{ owner: 'host', url: `${base}/mf-manifest.json` }];
  const registry = (await (await page.request.get(`${base}${REMOTES_DOCUMENT_PATH}`)).json()) as RemotesDocument;
  for (const remote of registry.remotes) manifests.push({ owner: remote.name, url: new URL(remote.entry, base).href });
  const byPackage = new Map<string, Map<string, string[]>>();
  for (const { owner, url } of manifests) {
    const manifest = (await (await page.request.get(url)).json()) as { shared: ManifestShared[] };
    const folder = new URL(url).pathname.replace(/[^/]*$/, '');
    for (const shared of manifest.shared) {
      const files = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => `${folder}${file}`);
      const owners = byPackage.get(shared.name) ?? new Map<string, string[]>();
      owners.set(owner, files);
      byPackage.set(shared.name, owners);
    }
  }
  return byPackage;
}

const AREAS: { remote: string; path: (advertiserId: number) => string }[] = [
  { remote: 'campaigns', path: () => '/clients/1/campaigns' },
  { remote: 'reporting', path: () => '/clients/1/reporting-suite/all/dashboards' },
  { remote: 'analytics', path: (advertiser) => `/clients/1/reporting-suite/${advertiser}/data-connections` },
  { remote: 'billing', path: () => '/clients/1/billing' },
  { remote: 'admin', path: () => '/admin/user-management' },
];

/** Each area's first visit from a host page, then moving between two visited areas, then the singletons. */
export async function areaRows(base: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const rows: Row[] = [];
  try {
    const signingIn = await browser.newPage();
    await signIn(signingIn, base, AREA_USER);
    const state = await signingIn.context().storageState();
    const advertiser = await signingIn.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const response = await fetch('/api/clients/1/advertisers', {
        headers: { authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` },
      });
      const body = (await response.json()) as { data: { id: number }[] };
      return body.data[0]?.id ?? 0;
    });
    await signingIn.close();

    const context: BrowserContext = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${base}/profile`);
    await page
      .getByRole('row', { name: /Running$/ })
      .nth(4)
      .waitFor();
    await quiet(page);
    for (const area of AREAS) {
      scripts.mark();
      const start = await goInApp(page, area.path(advertiser));
      const rounds = await codeRounds(page, start);
      const own = scripts.since().filter((f) => f.url.startsWith(`/remotes/${area.remote}/`));
      const other = scripts.since().length - own.length;
      const gzip = own.reduce((sum, f) => sum + f.gzip, 0);
      const ok = gzip <= 60 * 1024 && rounds <= 2;
      rows.push([
        `${area.remote}: first visit (${own.length} files${other ? `, ${other} other` : ''}, ${rounds} code round trip(s))`,
        '≤ 60 KB gzip, ≤ 2 code trips',
        kib(gzip),
        pass(ok),
        load(),
      ]);
    }

    scripts.mark();
    await goInApp(page, AREAS[0]!.path(advertiser));
    await goInApp(page, AREAS[3]!.path(advertiser));
    const again = scripts.since().length;
    rows.push([
      'between two visited areas (campaigns, billing)',
      'no code request',
      `${again} code requests`,
      pass(again === 0),
      load(),
    ]);

    const probe = await page.evaluate(() => {
      const runtime = (
        window as unknown as {
          __BEACON_RUNTIME__?: { sharedInstances: string[]; reactByArea: Record<string, unknown> };
        }
      ).__BEACON_RUNTIME__;
      const names = runtime?.sharedInstances ?? [];
      return {
        // Each stateful entry of @beacon/shared notes each evaluation: the most times one entry ran.
        shared: Math.max(0, ...names.map((name) => names.filter((other) => other === name).length)),
        reacts: new Set(Object.values(runtime?.reactByArea ?? {})).size,
        areas: Object.keys(runtime?.reactByArea ?? {}).length,
      };
    });
    const loaded = new Set(scripts.all.map((f) => f.url));
    const files = await singletonFiles(page, base);
    const copies = (name: string) =>
      [...(files.get(name) ?? new Map<string, string[]>()).values()].filter((list) => list.some((f) => loaded.has(f)))
        .length;
    const counted: [string, number][] = [
      [`React instances in ${probe.areas} areas (probe)`, probe.reacts],
      ['@beacon/shared: evaluations of each stateful entry (session, api, ui...; probe)', probe.shared],
      ...['react-dom', 'antd', '@tanstack/react-query', 'zustand', 'react-router'].map((name): [string, number] => [
        `${name} copies loaded`,
        copies(name),
      ]),
    ];
    for (const [what, count] of counted)
      rows.push([`singletons: ${what}`, '1', String(count), pass(count === 1), load()]);
    await context.close();
  } finally {
    await browser.close();
  }
  return rows;
}
