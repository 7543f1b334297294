import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../access/path-guard';
import { HttpError } from '../api/errors';
import { CampaignParams, ClientParams, Data, errors, Id } from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import { DATE_RANGES, FORECAST_METHOD, isTabKey, METRICS, OBJECTIVE_FIGURES, OBJECTIVES_BY_TAB } from './choices';
import type { Dimension as DimensionName } from './dimensions';
import { reportCampaign, reportCampaigns } from './campaigns';
import { lastDeliveryDay } from './query';
import { todayUtc } from './flight';
import { RELATIVE_RANGES, resolveRange, type RelativeRange } from '../report-delivery/relative-range';
import { runReport } from './report';
import {
  Defaults,
  ReportCampaign,
  ReportCampaignDetail,
  ReportQueryBody,
  ReportResult,
  Specification,
} from './schemas';
import { specificationById, specificationByKey, specifications } from './specifications';

/** A named range resolves to complete days up to yesterday; Custom takes the dates given; the lifetime none. */
function rangeOf(choice: string | undefined, given: { startDate: string; endDate: string } | undefined) {
  if (choice === 'Campaign Lifetime') return undefined;
  if (choice && (RELATIVE_RANGES as readonly string[]).includes(choice))
    return resolveRange(choice as RelativeRange, todayUtc());
  return given;
}

export async function campaignReportRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Campaign reports'];
  api.get(
    '/clients/:clientId/campaign-reports/specifications',
    {
      schema: {
        tags,
        operationId: 'listReportSpecifications',
        params: ClientParams,
        response: { 200: Data(Type.Array(Specification)), ...errors },
      },
    },
    async (request) => ({
      // The tabs' objectives are the spec's, declared once in choices.ts; a client's own report keeps its own.
      data: (await specifications(db, scopeOf(request))).map((s) =>
        isTabKey(s.key) && s.clientId === null ? { ...s, objectives: OBJECTIVES_BY_TAB[s.key] } : s,
      ),
    }),
  );

  api.get(
    '/clients/:clientId/campaign-reports/specifications/:specificationId/defaults',
    {
      schema: {
        tags,
        operationId: 'getReportDefaults',
        params: Type.Object({ clientId: Id, specificationId: Id }),
        response: { 200: Data(Defaults), ...errors },
      },
    },
    async (request) => ({
      data: (await specificationById(db, scopeOf(request), request.params.specificationId)).defaults,
    }),
  );

  api.get(
    '/clients/:clientId/campaign-reports/campaigns',
    {
      schema: {
        tags,
        operationId: 'listReportCampaigns',
        params: ClientParams,
        querystring: Type.Object({ advertiserId: Type.Optional(Id) }),
        response: { 200: Data(Type.Array(ReportCampaign)), ...errors },
      },
    },
    async (request) => ({ data: await reportCampaigns(db, scopeOf(request), request.query.advertiserId) }),
  );

  api.get(
    '/clients/:clientId/campaign-reports/campaigns/:campaignId',
    {
      schema: {
        tags,
        operationId: 'getReportCampaign',
        params: CampaignParams,
        response: { 200: Data(ReportCampaignDetail), ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const campaign = await reportCampaign(db, scope, request.params.campaignId);
      const dataAsOf = await lastDeliveryDay(db, scope, { campaignIds: [campaign.id] });
      return { data: { ...campaign, dataAsOf, choices: { dateRanges: [...DATE_RANGES], metrics: [...METRICS] } } };
    },
  );

  api.post(
    '/clients/:clientId/campaign-reports/query',
    {
      schema: {
        tags,
        operationId: 'runCampaignReportQuery',
        params: ClientParams,
        body: ReportQueryBody,
        response: { 200: Data(ReportResult), ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const {
        specificationId,
        tab,
        campaignIds,
        advertiserIds,
        objective,
        dateRangeChoice,
        queryParams = {},
      } = request.body;
      const groupBy = (request.body.groupBy ?? ['day', 'platform']) as DimensionName[];
      const spec = specificationId
        ? await specificationById(db, scope, specificationId)
        : tab
          ? await specificationByKey(db, tab)
          : null;
      if (objective && tab && !OBJECTIVES_BY_TAB[tab].includes(objective))
        throw new HttpError(400, 'Invalid body', [
          { field: 'objective', message: `is not an objective of ${spec!.name}` },
        ]);
      // A specification narrows the channels unless the query names its own.
      const filter = {
        ...queryParams,
        dateRange: rangeOf(dateRangeChoice, queryParams.dateRange),
        campaignIds,
        advertiserIds,
        platforms: queryParams.platforms ?? (spec?.platforms.length ? spec.platforms : undefined),
        platformAdTypes: queryParams.platformAdTypes ?? (spec?.adFormats.length ? spec.adFormats : undefined),
      };
      const queries = request.body.queries ?? ['totals', 'breakdown', 'platform', 'platformAdType'];
      const { queryResults, dataAsOf } = await runReport(db, scope, { filter, queries, groupBy, objective });
      const figure = objective
        ? { name: objective, label: OBJECTIVE_FIGURES[objective].label, unit: OBJECTIVE_FIGURES[objective].unit }
        : null;
      return {
        data: {
          report: spec ? { id: spec.id, name: spec.name } : null,
          dataAsOf,
          dateRange: filter.dateRange ?? null,
          objective: figure,
          forecastMethod: FORECAST_METHOD,
          queryResults,
        },
      };
    },
  );
}
