import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { HttpError } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { OBJECTIVE_FIGURES, OBJECTIVES_BY_TAB } from '../../semantic/choices';
import type { Dimension as DimensionName } from '../../semantic/dimensions';
import { FORECAST_METHOD } from '../../semantic/forecast';
import { resolveNamedRange, todayUtc } from '../../semantic/time';
import { runReport } from './report';
import type { ReportQueryBody } from './schemas';
import { specificationById, specificationByKey } from './specifications';

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
    // A named range resolves in complete days to yesterday; Custom (or no choice) takes the dates given.
    dateRange: resolveNamedRange(dateRangeChoice, todayUtc(), queryParams.dateRange),
    campaignIds,
    advertiserIds,
    platforms: queryParams.platforms ?? (spec?.platforms.length ? spec.platforms : undefined),
    platformAdTypes: queryParams.platformAdTypes ?? (spec?.adFormats.length ? spec.adFormats : undefined),
  };
  const queries = body.queries ?? ['totals', 'breakdown', 'platform', 'platformAdType'];
  const channelName = spec?.name;
  const { queryResults, dataAsOf, forecast } = await runReport(db, scope, {
    filter,
    queries,
    groupBy,
    objective,
    channelName,
  });
  const figure = objective
    ? { name: objective, label: OBJECTIVE_FIGURES[objective].label, unit: OBJECTIVE_FIGURES[objective].unit }
    : null;
  return {
    report: spec ? { id: spec.id, name: spec.name } : null,
    dataAsOf,
    dateRange: filter.dateRange ?? null,
    objective: figure,
    forecastMethod: FORECAST_METHOD,
    forecast,
    queryResults,
  };
}
