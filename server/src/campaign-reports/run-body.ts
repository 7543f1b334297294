import type { Static } from '@fastify/type-provider-typebox';
import type { ClientScope } from '../access/scope';
import { HttpError } from '../api/errors';
import type { Database } from '../db/database';
import { RELATIVE_RANGES, resolveRange, type RelativeRange } from '../report-delivery/relative-range';
import { FORECAST_METHOD, OBJECTIVE_FIGURES, OBJECTIVES_BY_TAB } from './choices';
import type { Dimension as DimensionName } from './dimensions';
import { todayUtc } from './flight';
import { runReport } from './report';
import type { ReportQueryBody } from './schemas';
import { specificationById, specificationByKey } from './specifications';

/** A named range resolves to complete days up to yesterday; Custom takes the dates given; the lifetime none. */
function rangeOf(choice: string | undefined, given: { startDate: string; endDate: string } | undefined) {
  if (choice === 'Campaign Lifetime') return undefined;
  if (choice && (RELATIVE_RANGES as readonly string[]).includes(choice))
    return resolveRange(choice as RelativeRange, todayUtc());
  return given;
}

/** One report query as the API takes it: the specification or tab, the range, the result sets asked for. */
export async function runReportBody(db: Database, scope: ClientScope, body: Static<typeof ReportQueryBody>) {
  const { specificationId, tab, campaignIds, advertiserIds, objective, dateRangeChoice, queryParams = {} } = body;
  const groupBy = (body.groupBy ?? ['day', 'platform']) as DimensionName[];
  const spec = specificationId
    ? await specificationById(db, scope, specificationId)
    : tab
      ? await specificationByKey(db, scope, tab)
      : null;
  if (objective && tab && !OBJECTIVES_BY_TAB[tab].includes(objective))
    throw new HttpError(400, 'Invalid body', [{ field: 'objective', message: `is not an objective of ${spec!.name}` }]);
  // A specification narrows the channels unless the query names its own.
  const filter = {
    ...queryParams,
    dateRange: rangeOf(dateRangeChoice, queryParams.dateRange),
    campaignIds,
    advertiserIds,
    platforms: queryParams.platforms ?? (spec?.platforms.length ? spec.platforms : undefined),
    platformAdTypes: queryParams.platformAdTypes ?? (spec?.adFormats.length ? spec.adFormats : undefined),
  };
  const queries = body.queries ?? ['totals', 'breakdown', 'platform', 'platformAdType'];
  const { queryResults, dataAsOf } = await runReport(db, scope, { filter, queries, groupBy, objective });
  const figure = objective
    ? { name: objective, label: OBJECTIVE_FIGURES[objective].label, unit: OBJECTIVE_FIGURES[objective].unit }
    : null;
  return {
    report: spec ? { id: spec.id, name: spec.name } : null,
    dataAsOf,
    dateRange: filter.dateRange ?? null,
    objective: figure,
    forecastMethod: FORECAST_METHOD,
    queryResults,
  };
}
