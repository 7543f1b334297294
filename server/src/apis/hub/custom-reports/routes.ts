import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import {
  AdvertiserParams,
  CampaignParams,
  ClientParams,
  Data,
  ErrorBody,
  errors,
  Id,
} from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { CustomReport, NewCustomReport } from '../../../domains/custom-reports/schemas';
import {
  createCustomReport,
  customReportById,
  deleteCustomReport,
  listCustomReports,
  type ReportOwner,
} from '../../../domains/custom-reports/queries';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';

export async function customReportRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Custom reports'];
  const writeErrors = { ...errors, 403: ErrorBody };
  const owners = [
    {
      name: 'Client',
      base: '/clients/:clientId/custom-reports',
      params: ClientParams,
      owner: (): ReportOwner => ({ kind: 'client' }),
      writable: true,
    },
    {
      name: 'Campaign',
      base: '/clients/:clientId/campaigns/:campaignId/custom-reports',
      params: CampaignParams,
      owner: (p: Record<string, number>): ReportOwner => ({ kind: 'campaign', id: p.campaignId! }),
      writable: true,
    },
    {
      name: 'Advertiser',
      base: '/clients/:clientId/advertisers/:advertiserId/custom-reports',
      params: AdvertiserParams,
      owner: (p: Record<string, number>): ReportOwner => ({ kind: 'advertiser', id: p.advertiserId! }),
      writable: false,
    },
  ];
  for (const { name, base, params, owner, writable } of owners) {
    const withId = Type.Object({ ...params.properties, customReportId: Id });
    api.get(
      base,
      {
        config: { requires: CLIENT_DATA },
        schema: {
          tags,
          operationId: `list${name}CustomReports`,
          params,
          response: { 200: Data(Type.Array(CustomReport)), ...errors },
        },
      },
      async (request) => ({
        data: await listCustomReports(db, scopeOf(request), owner(request.params as Record<string, number>)),
      }),
    );
    if (!writable) {
      api.get(
        `${base}/:customReportId`,
        {
          config: { requires: CLIENT_DATA },
          schema: {
            tags,
            operationId: `get${name}CustomReport`,
            params: withId,
            response: { 200: Data(CustomReport), ...errors },
          },
        },
        async (request) => {
          const p = request.params as Record<string, number>;
          return { data: await customReportById(db, scopeOf(request), owner(p), p.customReportId!) };
        },
      );
      continue;
    }
    api.post(
      base,
      {
        config: { requires: WRITERS },
        schema: {
          tags,
          operationId: `create${name}CustomReport`,
          params,
          body: NewCustomReport,
          response: { 201: Data(CustomReport), ...writeErrors },
        },
      },
      async (request, reply) => {
        const created = await createCustomReport(
          db,
          scopeOf(request),
          owner(request.params as Record<string, number>),
          request.body,
        );
        return reply.status(201).send({ data: created });
      },
    );
    api.delete(
      `${base}/:customReportId`,
      {
        config: { requires: WRITERS },
        schema: {
          tags,
          operationId: `delete${name}CustomReport`,
          params: withId,
          response: { 204: Type.Null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        const p = request.params as Record<string, number>;
        await deleteCustomReport(db, scopeOf(request), owner(p), p.customReportId!);
        return reply.status(204).send(null);
      },
    );
  }
}
