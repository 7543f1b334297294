import { reportPdf, type PdfTable } from '../report-delivery/report-pdf';
import type { Row } from './query';
import type { runReportBody } from './run-body';

/** The result sets a PDF of a report shows. */
export const PDF_QUERIES = [
  'totals',
  'previousTotals',
  'daily',
  'pacing',
  'platform',
  'platformAdType',
  'budgetGroup',
  'pixel',
  'doohCampaign',
  'adPlatform',
] as const;

type Report = Awaited<ReturnType<typeof runReportBody>>;

const int = (v: unknown) => Math.round(Number(v ?? 0)).toLocaleString('en-US');
const usd = (v: unknown) =>
  Number(v ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const pct = (v: unknown) => `${(Number(v ?? 0) * 100).toFixed(2)}%`;

const TILES: [string, string, (v: unknown) => string][] = [
  ['Impressions', 'impressions', int],
  ['Clicks', 'clicks', int],
  ['Conversions', 'conversions', int],
  ['Spend', 'spend', usd],
  ['CTR', 'ctr', pct],
  ['Completion rate', 'completionRate', pct],
];

const TABLES: [string, string, [string, string, (v: unknown) => string][]][] = [
  ['platform', 'By platform', [['Platform', 'platform', String]]],
  ['platformAdType', 'By platform ad type', [['Ad type', 'adFormat', String]]],
  [
    'budgetGroup',
    'By budget group',
    [
      ['Budget group', 'lineItemName', String],
      ['Budget', 'budget', usd],
    ],
  ],
  [
    'pixel',
    'Site activities by pixel',
    [
      ['Pixel', 'pixelName', String],
      ['Site activities', 'siteActivities', int],
    ],
  ],
  ['doohCampaign', 'Digital out of home campaigns', [['DOOH campaign', 'lineItemName', String]]],
  [
    'adPlatform',
    'Ad platforms (Meta, Google)',
    [
      ['Platform', 'platform', String],
      ['Line item', 'lineItemName', String],
    ],
  ],
];
const METRIC_CELLS: [string, string, (v: unknown) => string][] = [
  ['Impressions', 'impressions', int],
  ['Clicks', 'clicks', int],
  ['Conversions', 'conversions', int],
  ['Spend', 'spend', usd],
];

/** A campaign report as a PDF: the same figures as the screen, the trend chart (as drawn, or drawn here), tables. */
export function campaignReportPdf(title: string, report: Report, chartPng?: Buffer) {
  const set = (name: string): Row[] => report.queryResults.find((r) => r.name === name)?.data ?? [];
  const [totals] = set('totals');
  const [previous] = set('previousTotals');
  const [pace] = set('pacing');
  const lines = [
    report.dateRange ? `${report.dateRange.startDate} to ${report.dateRange.endDate}` : 'Campaign lifetime',
    `Data as of ${report.dataAsOf ?? 'no delivery yet'}`,
  ];
  if (pace)
    lines.push(
      `Pacing ${pct(pace.pacing)} through ${String(pace.lastCompleteDay)}: ${usd(pace.spendToDate)} of ${usd(pace.expectedSpend)} expected`,
    );
  const tiles = TILES.map(([label, key, show]) => {
    const now = Number(totals?.[key] ?? 0);
    const before = previous ? Number(previous[key] ?? 0) : null;
    const change =
      before === null
        ? undefined
        : before === 0
          ? 'no delivery in the previous period'
          : `${(((now - before) / before) * 100).toFixed(1)}% vs previous period`;
    return { label, value: show(now), change };
  });
  const tables: PdfTable[] = TABLES.filter(([name]) => set(name).length > 0).map(([name, heading, columns]) => {
    const all = [...columns, ...METRIC_CELLS];
    return {
      title: heading,
      columns: all.map(([label]) => label),
      rows: set(name).map((row) => all.map(([, key, show]) => show(row[key]))),
    };
  });
  return reportPdf({
    title,
    lines,
    tiles,
    charts: [
      {
        title: report.objective ? `Daily trend and ${report.objective.label.toLowerCase()}` : 'Daily trend',
        png: chartPng,
        series: set('daily').map((row) => ({ label: String(row.day), value: Number(row.impressions) })),
      },
    ],
    tables,
  });
}
