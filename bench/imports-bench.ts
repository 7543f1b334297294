// `pnpm bench imports`: how well the delivery-file readers read files nobody tuned them on. The blind set (files a
// helper wrote from the platforms' public documentation without reading Beacon's code, and their truths) lives
// outside the repository, at BEACON_BLIND_IMPORTS (default /work/blind-imports): the readers' authors see only the
// scores. Per format: files whose format was found, rows read exactly, bad rows reported on their line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDeliveryFile } from '../server/src/domains/imports/formats';
import { printTable } from './table';

interface TruthRow {
  date: string;
  platformLineItemId: string;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
}
interface Truth {
  file: string;
  format: string | null;
  rows: TruthRow[];
  badRows: { row: number }[];
}

const key = (r: { date: string; platformLineItemId: string }) => `${r.date} ${r.platformLineItemId}`;
const same = (a: TruthRow, b: TruthRow) =>
  a.impressions === b.impressions &&
  a.clicks === b.clicks &&
  Math.round(a.conversions) === Math.round(b.conversions) &&
  Math.abs(a.spend - b.spend) <= 0.011;

async function score(dir: string, truth: Truth) {
  const result = { formatRight: false, rows: truth.rows.length, rowsRight: 0, bad: truth.badRows.length, badFound: 0 };
  try {
    const file = await readDeliveryFile(readFileSync(join(dir, 'files', truth.file)), { fileName: truth.file });
    result.formatRight = file.format === truth.format;
    const got = new Map<string, TruthRow[]>();
    const errorLines = new Set<number>();
    for await (const item of file) {
      if (item.kind === 'error') errorLines.add(item.row);
      else got.set(key(item), [...(got.get(key(item)) ?? []), item]);
    }
    for (const row of truth.rows) if (got.get(key(row))?.some((r) => same(r, row))) result.rowsRight += 1;
    result.badFound = truth.badRows.filter((bad) => errorLines.has(bad.row)).length;
  } catch {
    result.formatRight = truth.format === null;
  }
  return result;
}

export async function importsBench(): Promise<void> {
  const dir = process.env.BEACON_BLIND_IMPORTS ?? '/work/blind-imports';
  if (!existsSync(join(dir, 'truth.json'))) {
    console.log(`\nImports: no blind set at ${dir} (BEACON_BLIND_IMPORTS); nothing to score.`);
    return;
  }
  const truths = JSON.parse(readFileSync(join(dir, 'truth.json'), 'utf8')) as Truth[];
  const byFormat = new Map<
    string,
    { files: number; formats: number; rows: number; rowsRight: number; bad: number; badFound: number }
  >();
  for (const truth of truths) {
    const s = await score(dir, truth);
    const name = truth.format ?? 'not an export';
    const t = byFormat.get(name) ?? { files: 0, formats: 0, rows: 0, rowsRight: 0, bad: 0, badFound: 0 };
    t.files += 1;
    t.formats += s.formatRight ? 1 : 0;
    t.rows += s.rows;
    t.rowsRight += s.rowsRight;
    t.bad += s.bad;
    t.badFound += s.badFound;
    byFormat.set(name, t);
  }
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(0)}% (${a}/${b})`);
  const rows = [...byFormat.entries()].map(([name, t]) => [
    name,
    t.files,
    pct(t.formats, t.files),
    pct(t.rowsRight, t.rows),
    pct(t.badFound, t.bad),
  ]);
  const all = [...byFormat.values()].reduce((a, t) => ({
    files: a.files + t.files,
    formats: a.formats + t.formats,
    rows: a.rows + t.rows,
    rowsRight: a.rowsRight + t.rowsRight,
    bad: a.bad + t.bad,
    badFound: a.badFound + t.badFound,
  }));
  rows.push(['all', all.files, pct(all.formats, all.files), pct(all.rowsRight, all.rows), pct(all.badFound, all.bad)]);
  printTable(
    `Imports: the blind set (${dir})`,
    ['format', 'files', 'format found', 'rows read right', 'bad rows reported'],
    rows,
  );
}
