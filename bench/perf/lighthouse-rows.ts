// The Lighthouse rows of `pnpm bench perf`: the sign-in page, the campaigns list after sign-in, and the same list
// from the monolithic build (pnpm build:mono).
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '@beacon/ops/places';
import { paths } from '@beacon/shared/paths';
import { benchDataDir, startServer } from '../product-server';
import { kib, median } from '../table';
import {
  ARGS,
  CAMPAIGNS_USER,
  CHROMIUM,
  DEBUGGING_PORT,
  load,
  ms,
  notMeasured,
  pass,
  PORT,
  RUNS,
  signIn,
  type Row,
} from './common';

async function runLighthouse(url: string, preset: 'desktop' | 'mobile', keepStorage: boolean): Promise<RunnerResult> {
  const flags: Flags = {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Signed in: the session stays in local storage (the HTTP cache is emptied by hand before each run).
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

function scriptBytes(result: RunnerResult): number {
  const items = (
    result.lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/** The scripts the page asked for before its largest paint: what the first view waited on, without later prefetches. */
function scriptBytesBeforeLcp(result: RunnerResult): number {
  const metrics = result.lhr.audits['metrics']?.details as { items?: { observedLargestContentfulPaint?: number }[] };
  const lcp = metrics?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  const requests =
    (
      result.lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; networkRequestTime?: number; transferSize?: number }[];
      }
    )?.items ?? [];
  return requests
    .filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? Infinity) < lcp)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

const audit = (result: RunnerResult, id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;

interface VisitFigures {
  path: string;
  bytes: number;
  bytesBeforeLcp: number;
  lcp: number;
  cls: number;
}

/** What the federated product measured on the campaigns list and a report tab, for the monolithic build's rows. */
const campaigns: { federated?: VisitFigures; report?: VisitFigures } = {};

/** A browser whose default profile Lighthouse drives (so that a session signed in here is the one it sees). */
async function lighthouseBrowser<T>(work: (context: BrowserContext) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'beacon-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    return await work(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The campaigns list as the first page after sign-in: signed in, the HTTP cache emptied before each run. */
async function campaignsList(context: BrowserContext, base: string): Promise<VisitFigures> {
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, base, CAMPAIGNS_USER);
  return firstVisit(context, base, new URL(page.url()).pathname);
}

/** The first campaign's report (its first tab) of the client the campaigns list opened on, as an address. */
async function firstReportPath(context: BrowserContext, listPath: string): Promise<string> {
  const page = context.pages()[0]!;
  const clientId = Number(listPath.split('/')[2]);
  const campaignId = await page.evaluate(async (client) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const response = await fetch(`/api/clients/${client}/campaigns?page=1&pageSize=25`, {
      headers: { authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` },
    });
    const body = (await response.json()) as { data: { id: number }[] };
    return body.data[0]?.id;
  }, clientId);
  if (campaignId === undefined) throw new Error(`client ${clientId} has no campaign to report on`);
  return paths.campaignReporting(clientId, campaignId);
}

/** One address opened afresh, signed in: the HTTP cache emptied before each of RUNS Lighthouse runs (mobile). */
async function firstVisit(context: BrowserContext, base: string, path: string): Promise<VisitFigures> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const runs: RunnerResult[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await cdp.send('Network.clearBrowserCache');
    runs.push(await runLighthouse(`${base}${path}`, 'mobile', true));
  }
  return {
    path,
    bytes: median(runs.map(scriptBytes)),
    bytesBeforeLcp: median(runs.map(scriptBytesBeforeLcp)),
    lcp: median(runs.map((r) => audit(r, 'largest-contentful-paint'))),
    cls: median(runs.map((r) => audit(r, 'cumulative-layout-shift'))),
  };
}

/** The same campaigns list from the monolithic build (pnpm build:mono), against the federated figures. */
export async function monolithRows(): Promise<Row[]> {
  const federated = campaigns.federated;
  if (!federated)
    return [notMeasured('federated vs monolithic build', '≤ 1.10×', 'the federated list was not measured')];
  const build = spawnSync('pnpm', ['run', 'build:mono'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) return [notMeasured('federated vs monolithic build', '≤ 1.10×', 'pnpm build:mono failed')];
  const server = await startServer(benchDataDir('monolith-data'), PORT + 1, {
    BEACON_HOST_DIST: join(root, '.bench', 'monolith'),
  });
  try {
    const [mono, monoReport] = await lighthouseBrowser(async (context) => {
      const list = await campaignsList(context, server.url);
      return [list, await firstVisit(context, server.url, await firstReportPath(context, list.path))] as const;
    });
    const ratio = (a: number, b: number) => a / b;
    const bytes = ratio(federated.bytes, mono.bytes);
    const lcp = ratio(federated.lcp, mono.lcp);
    const report = campaigns.report;
    const reportRow: Row = report
      ? [
          `federated / monolithic: a report tab (${report.path}) JS transferred`,
          '≤ 1.10×',
          `${kib(report.bytes)} / ${kib(monoReport.bytes)} = ${(report.bytes / monoReport.bytes).toFixed(2)}×`,
          pass(report.bytes / monoReport.bytes <= 1.1),
          load(),
        ]
      : notMeasured('federated / monolithic: a report tab', '≤ 1.10×', 'the federated report was not measured');
    return [
      [
        'federated / monolithic: campaigns list JS transferred',
        '≤ 1.10×',
        `${kib(federated.bytes)} / ${kib(mono.bytes)} = ${bytes.toFixed(2)}×`,
        pass(bytes <= 1.1),
        load(),
      ],
      reportRow,
      [
        'federated / monolithic: campaigns list JS requested before its LCP (for the record)',
        '',
        `${kib(federated.bytesBeforeLcp)} / ${kib(mono.bytesBeforeLcp)} = ${(federated.bytesBeforeLcp / mono.bytesBeforeLcp).toFixed(2)}×`,
        '',
        load(),
      ],
      [
        'federated / monolithic: campaigns list LCP mobile',
        '≤ 1.10×',
        `${ms(federated.lcp)} / ${ms(mono.lcp)} = ${lcp.toFixed(2)}×`,
        pass(lcp <= 1.1),
        load(),
      ],
    ];
  } finally {
    server.stop();
  }
}

/** The sign-in page and the campaigns list, through Lighthouse, median of RUNS each. */
export async function lighthouseRows(base: string): Promise<Row[]> {
  return lighthouseBrowser((context) => lighthouseRowsIn(context, base));
}

async function lighthouseRowsIn(context: BrowserContext, base: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const preset of ['desktop', 'mobile'] as const) {
    const runs: RunnerResult[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(`${base}/auth/login`, preset, false));
    const bytes = median(runs.map(scriptBytes));
    const lcp = median(runs.map((r) => audit(r, 'largest-contentful-paint')));
    if (preset === 'desktop') {
      rows.push(['sign-in page: JavaScript transferred', '≤ 170 KB', kib(bytes), pass(bytes <= 170 * 1024), load()]);
    }
    const goal = preset === 'desktop' ? 1000 : 2500;
    rows.push([`sign-in page: LCP ${preset}`, `≤ ${goal / 1000} s`, ms(lcp), pass(lcp <= goal), load()]);
    // The brand panel and the logo must not move the page once it is drawn.
    const cls = median(runs.map((r) => audit(r, 'cumulative-layout-shift')));
    rows.push([`sign-in page: CLS ${preset}`, '≤ 0.1', cls.toFixed(3), pass(cls <= 0.1), load()]);
  }

  const list = await campaignsList(context, base);
  campaigns.federated = list;
  campaigns.report = await firstVisit(context, base, await firstReportPath(context, list.path));
  rows.push([`campaigns list (${list.path}): LCP mobile`, '≤ 2.5 s', ms(list.lcp), pass(list.lcp <= 2500), load()]);
  rows.push(['campaigns list: CLS mobile', '≤ 0.1', list.cls.toFixed(3), pass(list.cls <= 0.1), load()]);
  return rows;
}
