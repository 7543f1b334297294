import { Type } from '@fastify/type-provider-typebox';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { AdvertiserParams, Data, ErrorBody, errors, Id } from '../../../kernel/http/schemas';
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
  const tags = ['Advertiser reports'];
  const base = '/clients/:clientId/advertisers/:advertiserId/builder-reports';
  api.get(
    base,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listBuilderReports',
        params: AdvertiserParams,
        response: { 200: Data(Type.Array(BuilderReport)), ...errors },
      },
    },
    async (request) => ({
      data: await builderReports(db, scopeOf(request), request.params.advertiserId),
    }),
  );

  api.get(
    `${base}/columns`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listBuilderReportColumns',
        params: AdvertiserParams,
        response: {
          200: Data(Type.Object({ dimensions: Type.Array(Column), metrics: Type.Array(Column) })),
          ...errors,
        },
      },
    },
    async () => ({ data: { dimensions: [...DIMENSION_NAMES], metrics: [...METRICS] } }),
  );

  api.post(
    `${base}/query`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'runBuilderReportQuery',
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
        response: {
          200: Data(Type.Object({ columns: Type.Array(Type.String()), rows: Type.Array(ResultRow) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await runBuilderReport(db, scopeOf(request), request.params.advertiserId, request.body),
    }),
  );

  api.get(
    `${base}/schedules`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listReportSchedules',
        params: AdvertiserParams,
        querystring: Type.Object({ type: Type.Optional(Type.Literal('LOOKER')) }),
        response: { 200: Data(Type.Array(Schedule)), ...errors },
      },
    },
    async (request) => ({
      data: await listSchedules(db, scopeOf(request), request.params.advertiserId, request.query.type ?? 'LOOKER'),
    }),
  );

  api.post(
    `${base}/schedules`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'createReportSchedule',
        description: `A new schedule of this advertiser's report, or of a dashboard of one's own (a PDF). ${RECIPIENT_RULE}`,
        params: AdvertiserParams,
        body: NewSchedule,
        response: { 201: Data(Schedule), ...errors },
      },
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

  api.delete(
    `${base}/schedules/:scheduleId`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'deleteReportSchedule',
        params: ScheduleParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSchedule(db, scopeOf(request), request.params.advertiserId, request.params.scheduleId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    `${base}/schedules/:scheduleId/history`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getReportScheduleHistory',
        params: ScheduleParams,
        response: { 200: Data(Type.Array(Run)), ...errors },
      },
    },
    async (request) => ({
      data: await scheduleHistory(db, scopeOf(request), request.params.advertiserId, request.params.scheduleId),
    }),
  );

  api.post(
    `${base}/schedules/:scheduleId/run`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'runReportScheduleNow',
        description: 'Run now: delivers the scheduled report at once, under the same lock as the scheduler.',
        params: ScheduleParams,
        response: { 201: Data(Run), 409: ErrorBody, ...errors },
      },
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
