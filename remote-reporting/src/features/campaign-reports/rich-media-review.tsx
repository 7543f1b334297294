import { csvFigure, csvFigureTitle, formatFigure, type FigureUnit } from '@beacon/shared/format';
import { DataGrid, type GridColumn } from '@beacon/shared/ui';
import { Card } from 'antd';
import { useRichMediaReviewFlag } from './get-rich-media-review-flag';
import type { ReportResult, ResultRow } from './run-campaign-report';

/** The campaign report's result set of rich media placements (server: `campaign-reports/placements.ts`). */
export const PLACEMENT_SET = 'placement';

/** The placement rows of a report result (none when the report did not ask for them). */
export const placementsOf = (result: ReportResult | undefined): ResultRow[] =>
  result?.queryResults.find((set) => (set.name as string) === PLACEMENT_SET)?.data ?? [];

const text = (key: string, title: string): GridColumn<ResultRow> => ({
  key,
  title,
  text: (row) => String(row[key] ?? ''),
  compare: (a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')),
});
const num = (key: string, title: string, unit: FigureUnit): GridColumn<ResultRow> => ({
  key,
  title,
  align: 'right',
  text: (row) => formatFigure(row[key] as number, unit),
  csv: (row) => csvFigure(row[key] as number, unit),
  csvTitle: csvFigureTitle(title, unit),
  searchable: false,
  compare: (a, b) => Number(a[key] ?? 0) - Number(b[key] ?? 0),
});

/** Rates come from the server, computed from each placement's summed engagements, interactions and impressions. */
const COLUMNS: GridColumn<ResultRow>[] = [
  text('placement', 'Placement'),
  text('creative', 'Creative'),
  text('size', 'Size'),
  num('impressions', 'Impressions', 'count'),
  num('engagements', 'Engagements', 'count'),
  num('engagementRate', 'Engagement rate', 'ratio'),
  num('interactions', 'Interactions', 'count'),
  num('interactionRate', 'Interaction rate', 'ratio'),
];

/**
 * Rich media review: each rich media placement (creative and size) with its engagement and interaction rates, only
 * with a review feature flag on (SHOW_RICH_MEDIA_REVIEW_TABLE, or _ADMIN for internal users).
 */
export function RichMediaReview({ result, fileName }: { result: ReportResult | undefined; fileName: string }) {
  const flag = useRichMediaReviewFlag();
  if (!flag.data?.enabled) return null;
  return (
    <Card title="Rich media review">
      <DataGrid<ResultRow>
        rows={placementsOf(result)}
        columns={COLUMNS}
        rowKey={(row) => String(row.placementId)}
        status={result ? 'success' : 'loading'}
        noun={{ one: 'placement', other: 'placements' }}
        emptyTitle="No rich media placements delivered in this period"
        csvFileName={`${fileName}-rich-media-review`}
      />
    </Card>
  );
}
