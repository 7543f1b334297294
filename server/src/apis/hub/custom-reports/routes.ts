import { Type } from 'typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { AdvertiserParams, CampaignParams, ClientParams, Data, Id } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
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
  const operation = operations(api, ['Custom reports']);
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
    operation.read(
      base,
      {
        operationId: `list${name}CustomReports`,
        requires: CLIENT_DATA,
        params,
        returns: Type.Array(CustomReport),
      },
      (request) => listCustomReports(db, scopeOf(request), owner(request.params as Record<string, number>)),
    );
    if (!writable) {
      operation.read(
        `${base}/:customReportId`,
        { operationId: `get${name}CustomReport`, requires: CLIENT_DATA, params: withId, returns: CustomReport },
        async (request) => {
          const p = request.params as Record<string, number>;
          return customReportById(db, scopeOf(request), owner(p), p.customReportId!);
        },
      );
      continue;
    }
    operation.post(
      base,
      {
        operationId: `create${name}CustomReport`,
        requires: WRITERS,
        params,
        body: NewCustomReport,
        returns: Data(CustomReport),
        status: 201,
        refuses: [403],
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
    operation.delete(
      `${base}/:customReportId`,
      {
        operationId: `delete${name}CustomReport`,
        requires: WRITERS,
        params: withId,
        returns: Type.Null(),
        status: 204,
        refuses: [403],
      },
      async (request, reply) => {
        const p = request.params as Record<string, number>;
        await deleteCustomReport(db, scopeOf(request), owner(p), p.customReportId!);
        return reply.status(204).send(null);
      },
    );
  }
}
