import type { WidgetDimension, WidgetKind } from '../api/generated/enumerations';

/** What a widget's question is made of: its kind, its grouping and its own range (null: the dashboard's). */
export interface WidgetQuestion {
  kind: WidgetKind;
  dimension?: WidgetDimension | null;
  range?: string | null;
}

/** Where a dashboard's widgets look: its advertiser (null: every advertiser in the reader's reach) and its range. */
export interface DashboardPlace {
  advertiserId: number | null;
  range: string;
}

/** A report query (`POST /clients/{clientId}/campaign-reports/query`'s body), as a widget asks it. */
export interface WidgetQuery {
  advertiserIds?: number[];
  dateRangeChoice: string;
  groupBy?: WidgetDimension[];
  queries: string[];
}

/** The dimension a widget's figures are grouped by: its own, or its kind's (a line: by day; bars, a table: by platform). */
export const widgetDimension = (widget: WidgetQuestion): WidgetDimension =>
  widget.dimension ?? (widget.kind === 'line' ? 'day' : 'platform');

/** The result sets the report's written insight reads. */
const INSIGHT_QUERIES = ['totals', 'previousTotals', 'platform', 'previousPlatform', 'pacing'];

/**
 * A widget's question to the semantic layer, one rule for the dashboard's page, its share link and its PDF: the
 * dashboard's advertiser (or every one in reach), the widget's range or the dashboard's, and the result sets its kind
 * draws (KPI tiles: totals and the period before; a line, bars or a table: the breakdown by its dimension; the map:
 * regions and states; pacing; the insight's sets).
 */
export function widgetRequest(widget: WidgetQuestion, dashboard: DashboardPlace): WidgetQuery {
  const base = {
    ...(dashboard.advertiserId === null ? {} : { advertiserIds: [dashboard.advertiserId] }),
    dateRangeChoice: widget.range ?? dashboard.range,
  };
  const grouped = (dimension: WidgetDimension): WidgetQuery => ({
    ...base,
    groupBy: [dimension],
    queries: ['breakdown'],
  });
  switch (widget.kind) {
    case 'kpi':
      return { ...base, queries: ['totals', 'previousTotals'] };
    case 'line':
    case 'bar':
    case 'table':
      return grouped(widgetDimension(widget));
    case 'map':
      return { ...base, queries: ['region', 'state'] };
    case 'pacing':
      return { ...base, queries: ['pacing'] };
    case 'insight':
      return { ...base, queries: INSIGHT_QUERIES };
  }
}
