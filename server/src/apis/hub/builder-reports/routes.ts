import { Type } from 'typebox';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { AdvertiserParams, Data, Id } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { HttpError } from '../../../kernel/http/errors';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import {
  Column,
  METRICS,
  BuilderReport,
  Schedule,
  NewSchedule,
  ScheduleParams,
  Run,
} from '../../../domains/builder-reports/schemas';
import { runBuilderReport } from '../../../domains/builder-reports/run';
import { builderReports } from '../../../domains/builder-reports/queries';
import { DIMENSION_NAMES } from '../../../semantic/dimensions';
import { QueryParams, ResultRow } from '../../../domains/campaign-reports/schemas';
import { RECIPIENT_RULE } from '../../../domains/builder-reports/recipients';
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  requireSchedule,
  scheduleHistory,
} from '../../../domains/builder-reports/schedules';
import { runScheduleLocked } from '../../../domains/report-delivery/scheduler';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

export async function builderReportRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Advertiser reports']);
  const base = '/clients/:clientId/advertisers/:advertiserId/builder-reports';
  operation.read(
    base,
    {
      operationId: 'listBuilderReports',
      requires: CLIENT_DATA,
      params: AdvertiserParams,
      returns: Type.Array(BuilderReport),
    },
    (request) => builderReports(db, scopeOf(request), request.params.advertiserId),
  );

  operation.get(
    `${base}/columns`,
    {
      operationId: 'listBuilderReportColumns',
      requires: CLIENT_DATA,
      params: AdvertiserParams,
      returns: Data(Type.Object({ dimensions: Type.Array(Column), metrics: Type.Array(Column) })),
    },
    async () => ({ data: { dimensions: [...DIMENSION_NAMES], metrics: [...METRICS] } }),
  );

  operation.post(
    `${base}/query`,
    {
      operationId: 'runBuilderReportQuery',
      requires: CLIENT_DATA,
      params: AdvertiserParams,
      body: Type.Object(
        {
          columnNamesToQuery: Type.Array(Column, { minItems: 1, maxItems: 30 }),
          columnNamesToShow: Type.Optional(Type.Array(Column, { maxItems: 30 })),
          campaignIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
          fieldsToQuery: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 30 })),
          fieldsToShow: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 30 })),
          queryParams: Type.Optional(QueryParams),
        },
        { additionalProperties: false },
      ),
      returns: Data(Type.Object({ columns: Type.Array(Type.String()), rows: Type.Array(ResultRow) })),
    },
    async (request) => ({
      data: await runBuilderReport(db, scopeOf(request), request.params.advertiserId, request.body),
    }),
  );

  operation.read(
    `${base}/schedules`,
    {
      operationId: 'listReportSchedules',
      requires: CLIENT_DATA,
      params: AdvertiserParams,
      querystring: Type.Object({ type: Type.Optional(Type.Literal('LOOKER')) }),
      returns: Type.Array(Schedule),
    },
    (request) => listSchedules(db, scopeOf(request), request.params.advertiserId, request.query.type ?? 'LOOKER'),
  );

  operation.post(
    `${base}/schedules`,
    {
      operationId: 'createReportSchedule',
      requires: CLIENT_DATA,
      description: `A new schedule of this advertiser's report, or of a dashboard of one's own (a PDF). ${RECIPIENT_RULE}`,
      params: AdvertiserParams,
      body: NewSchedule,
      returns: Data(Schedule),
      status: 201,
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createSchedule(
          db,
          scopeOf(request),
          request.params.advertiserId,
          accessOf(request).user,
          request.body,
        ),
      }),
  );

  operation.remove(
    `${base}/schedules/:scheduleId`,
    {
      operationId: 'deleteReportSchedule',
      requires: CLIENT_DATA,
      params: ScheduleParams,
    },
    (request) => deleteSchedule(db, scopeOf(request), request.params.advertiserId, request.params.scheduleId),
  );

  operation.read(
    `${base}/schedules/:scheduleId/history`,
    {
      operationId: 'getReportScheduleHistory',
      requires: CLIENT_DATA,
      params: ScheduleParams,
      returns: Type.Array(Run),
    },
    (request) => scheduleHistory(db, scopeOf(request), request.params.advertiserId, request.params.scheduleId),
  );

  operation.post(
    `${base}/schedules/:scheduleId/run`,
    {
      operationId: 'runReportScheduleNow',
      requires: CLIENT_DATA,
      description: 'Run now: delivers the scheduled report at once, under the same lock as the scheduler.',
      params: ScheduleParams,
      returns: Data(Run),
      status: 201,
      refuses: [409],
    },
    async (request, reply) => {
      const { advertiserId, scheduleId } = request.params;
      await requireSchedule(db, scopeOf(request), advertiserId, scheduleId);
      const run = await runScheduleLocked(db, scheduleId, new Date(), true);
      if (!run) throw new HttpError(409, 'The schedule is running already');
      return reply.status(201).send({ data: run });
    },
  );
}
