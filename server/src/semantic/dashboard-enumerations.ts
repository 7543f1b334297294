/**
 * The enumerations of what a client shares and arranges (share links, dashboards of one's own and their widgets),
 * declared once; `enumerations.ts` re-exports them, so `pnpm api:types` copies them to the front end with the rest.
 */
import type { Dimension } from './dimensions';

/**
 * What a share link opens: a campaign's report ('campaign-report', by campaign id) or a dashboard of one's own
 * ('dashboard'; refused until dashboards of one's own can be shared by link).
 */
export const SHARE_LINK_KINDS = ['campaign-report', 'dashboard'] as const;
/** How long a new share link works, in days, in the Share dialog's order (the first is its default). */
export const SHARE_LINK_EXPIRY_DAYS = [7, 30, 90] as const;
/** The longest a share link may work, in days: what the API accepts as expiresAt. */
export const SHARE_LINK_MAX_DAYS = 365;

/**
 * The widgets of a dashboard of one's own (docs/custom-dashboards.md): a KPI tile with its change, a line over time,
 * bars or a table by a dimension, a US map by state, the pacing of the budget, and the report's written insight.
 */
export const WIDGET_KINDS = ['kpi', 'line', 'bar', 'table', 'map', 'pacing', 'insight'] as const;
/**
 * What each kind of widget asks of the semantic layer: how many metrics (least, most), and its grouping: none, over
 * time (day, week or month; day when none), or a dimension it needs. The server refuses a widget that breaks its
 * kind's shape; the Add widget dialog offers only what fits.
 */
export const WIDGET_SHAPES = {
  kpi: { metrics: [1, 6], dimension: 'none' },
  line: { metrics: [1, 2], dimension: 'time' },
  bar: { metrics: [1, 2], dimension: 'required' },
  table: { metrics: [1, 6], dimension: 'required' },
  map: { metrics: [1, 1], dimension: 'none' },
  pacing: { metrics: [0, 0], dimension: 'none' },
  insight: { metrics: [0, 0], dimension: 'none' },
} as const satisfies Record<(typeof WIDGET_KINDS)[number], { metrics: [number, number]; dimension: string }>;
/** What a widget may group by: the catalogue's dimensions that read as words (time, channel, place, budget group). */
export const WIDGET_DIMENSIONS = [
  'day',
  'week',
  'month',
  'platform',
  'adFormat',
  'region',
  'lineItemName',
] as const satisfies readonly Dimension[];
/** The dashboards one may start from (server/src/domains/custom-dashboards/templates.ts defines each). */
export const DASHBOARD_TEMPLATES = ['overview', 'pacing', 'channels'] as const;
/** The dashboards' grid: columns across, and the tallest a widget may be, in rows. */
export const DASHBOARD_COLUMNS = 12;
export const DASHBOARD_MAX_ROWS = 12;
