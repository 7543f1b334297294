// pnpm bench perf: the performance goals of the product, each measured on the product as
// `npm start` serves it, with Lighthouse (its own npm package) and Chromium driven by Playwright. The parts are
// in perf/: Lighthouse (sign-in page, campaigns list, monolithic build), the areas and singletons, INP, and
// Lighthouse's accessibility score of the main pages.
import { benchDataDir, startServer } from './product-server';
import { printTable } from './table';
import { accessibilityRows } from './perf/accessibility-rows';
import { areaRows } from './perf/area-rows';
import { load, notMeasured, PORT, RUNS, type Row } from './perf/common';
import { inpRows, reportTabRows } from './perf/inp-rows';
import { lighthouseRows, monolithRows } from './perf/lighthouse-rows';

export async function perfBench(): Promise<void> {
  const started = load();
  const server = await startServer(benchDataDir(), PORT);
  const rows: Row[] = [];
  // A part that fails says so in the table, and the other parts are still measured.
  const measure = async (what: string, part: () => Promise<Row[]>) => {
    try {
      rows.push(...(await part()));
    } catch (error) {
      rows.push(
        notMeasured(what, '', `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`),
      );
    }
  };
  try {
    await measure('Lighthouse (sign-in page, campaigns list)', () => lighthouseRows(server.url));
    await measure('remote areas and singletons', () => areaRows(server.url));
    await measure('INP: switching a report tab', () => reportTabRows(server.url));
    await measure('Lighthouse accessibility (main pages)', () => accessibilityRows(server.url));
  } finally {
    server.stop();
  }
  await measure('federated vs monolithic build', monolithRows);
  await measure('INP: 10,000-row grid search', inpRows);
  rows.push(notMeasured('API at seed scale 10 (p95)', 'list 30, report 50, aggregate 300 ms', 'see pnpm bench api'));
  printTable(
    `Performance goals: Lighthouse ${RUNS} runs per row, median; load average at start ${started}`,
    ['measure', 'goal', 'figure', 'mark', 'load (1 min)'],
    rows,
  );
}
