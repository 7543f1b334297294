import type { ClientScope } from '../../kernel/access/scope';
import { invalidField } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { DIMENSION_NAMES, type Dimension } from '../../semantic/dimensions';
import { runReportQuery, type ReportFilter, type Row } from '../../semantic/query';

export interface BuilderQuery {
  columnNamesToQuery: string[];
  columnNamesToShow?: string[];
  /** Only these campaigns of the advertiser (the builder's campaign picker); all of them when absent or empty. */
  campaignIds?: number[];
  queryParams?: Omit<ReportFilter, 'campaignIds' | 'advertiserIds'> & { limit?: number };
}

/** A builder report: the grouping columns among those queried, the metrics summed, only the shown columns kept. */
export async function runBuilderReport(db: Database, scope: ClientScope, advertiserId: number, q: BuilderQuery) {
  const groupBy = q.columnNamesToQuery.filter((c) => (DIMENSION_NAMES as string[]).includes(c)) as Dimension[];
  if (groupBy.length > 4) throw invalidField('columnNamesToQuery', 'at most 4 grouping columns');
  const rows = await runReportQuery(db, scope, {
    ...q.queryParams,
    advertiserIds: [advertiserId],
    ...(q.campaignIds?.length ? { campaignIds: q.campaignIds } : {}),
    groupBy,
  });
  const columns = q.columnNamesToShow?.length
    ? q.columnNamesToShow.filter((c) => q.columnNamesToQuery.includes(c))
    : q.columnNamesToQuery;
  return {
    columns,
    rows: rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])) as Row),
  };
}
