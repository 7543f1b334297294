// What the volume bench watches while the product works: the server's memory, and how fast it answers meanwhile.
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { percentile } from './table';

/** The resident memory of a process and its children (tsx runs the product in a child node), in bytes. */
export function treeRss(pid: number): number {
  let kib = 0;
  try {
    kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) kib += treeRss(Number(child)) / 1024;
    }
  } catch {
    // the process ended meanwhile
  }
  return kib * 1024;
}

/** Samples `probe` one call after another (with `pauseMs` between) until stopped; gives the times in ms. */
export function sampleLatency(probe: () => Promise<unknown>, pauseMs: number) {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await probe();
        times.push(performance.now() - started);
      } catch {
        failures += 1;
      }
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { count: times.length, failures, p99: percentile(times, 99), max: Math.max(0, ...times) };
    },
  };
}

/** Samples the server's memory every `everyMs` until stopped; gives the highest seen. */
export function sampleRss(pid: number, everyMs = 250) {
  let peak = treeRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(pid));
    },
  };
}

export interface PlacedLineItem {
  platform: string;
  platformLineItemId: string;
}

/** Region names of the generated delivery: `count` of them. */
export const regionNames = (count: number) =>
  Array.from({ length: count }, (_, i) => `Region ${String(i + 1).padStart(2, '0')}`);

/** The day `i` days after 2025-01-01, as yyyy-MM-dd. */
export const dayAfter = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);

/**
 * One generated delivery row, deterministic in its index: every (line item, day, region) once, the figures a
 * function of the index. `days` days per line item and region, from `firstDay` days after 2025-01-01.
 */
export function generatedRow(n: number, lineItems: PlacedLineItem[], regions: string[], days: number, firstDay = 0) {
  const day = n % days;
  const region = Math.floor(n / days) % regions.length;
  const item = lineItems[Math.floor(n / (days * regions.length)) % lineItems.length]!;
  const impressions = 1000 + ((n * 7919) % 90_000);
  const clicks = Math.floor(impressions / 250);
  return {
    date: dayAfter(firstDay + day),
    platform: item.platform,
    platformLineItemId: item.platformLineItemId,
    region: regions[region]!,
    impressions,
    clicks,
    conversions: clicks % 7,
    spend: Math.round(impressions * 0.75) / 100,
    completions: Math.floor(impressions / 3),
    viewableImpressions: Math.floor(impressions * 0.7),
    siteActivities: clicks % 11,
  };
}

/** The most rows `lineItems` can hold once each in `days` days of `regions` regions. */
export const capacity = (lineItems: PlacedLineItem[], regions: string[], days: number) =>
  lineItems.length * regions.length * days;

/** Writes `rows` generated rows in Beacon's CSV format to `path`, a piece at a time; gives its size in bytes. */
export async function writeBeaconCsv(
  path: string,
  rows: number,
  lineItems: PlacedLineItem[],
  regions: string[],
  days: number,
): Promise<number> {
  if (rows > capacity(lineItems, regions, days)) throw new Error(`${rows} rows do not fit ${lineItems.length} items`);
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    'date,platform,platformLineItemId,region,impressions,clicks,conversions,spend,completions,viewableImpressions,siteActivities\n',
  );
  let piece = '';
  for (let n = 0; n < rows; n += 1) {
    const r = generatedRow(n, lineItems, regions, days);
    piece += `${r.date},${r.platform},${r.platformLineItemId},${r.region},${r.impressions},${r.clicks},${r.conversions},${r.spend.toFixed(2)},${r.completions},${r.viewableImpressions},${r.siteActivities}\n`;
    if (piece.length > 1 << 20) {
      await write(piece);
      piece = '';
    }
  }
  await write(piece);
  out.end();
  await once(out, 'finish');
  return bytes;
}
