import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import {
  AdvertiserParams,
  CampaignParams,
  ClientParams,
  Data,
  errors,
  PagedData,
  PageQuery,
  fetchPage,
} from '../../../kernel/http/schemas';
import { PLATFORMS } from '../../../semantic/enumerations';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { campaignById, campaignMetrics, campaignOptions, listCampaigns } from '../../../domains/campaigns/queries';
import {
  Campaign,
  CampaignListQuery,
  CampaignMetrics,
  CampaignOption,
  CampaignRow,
  CampaignUpdate,
  Pacing,
  ProvenProcessStep,
  RfpForm,
  RfpQuery,
} from '../../../domains/campaigns/schemas';
import { campaignPacing } from '../../../domains/campaigns/pacing';
import { campaignUpdates, provenProcess, rfpForms } from '../../../domains/campaigns/work-queries';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

export async function campaignRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Campaigns'];
  api.get(
    '/clients/:clientId/campaigns',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listCampaigns',
        params: ClientParams,
        querystring: CampaignListQuery,
        response: { 200: PagedData(CampaignRow), ...errors },
      },
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) =>
        listCampaigns(db, scopeOf(request), { ...request.query, limit, offset }),
      );
    },
  );

  api.get(
    '/clients/:clientId/campaigns/metrics',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getCampaignMetrics',
        params: ClientParams,
        response: { 200: Data(CampaignMetrics), ...errors },
      },
    },
    async (request) => ({ data: await campaignMetrics(db, scopeOf(request)) }),
  );

  api.get(
    '/clients/:clientId/campaigns/:campaignId',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getCampaign',
        params: CampaignParams,
        response: { 200: Data(Campaign), ...errors },
      },
    },
    async (request) => ({ data: await campaignById(db, scopeOf(request), request.params.campaignId) }),
  );

  api.get(
    '/clients/:clientId/campaigns/:campaignId/pacing',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getCampaignPacing',
        params: CampaignParams,
        response: { 200: Data(Pacing), ...errors },
      },
    },
    async (request) => ({ data: await campaignPacing(db, scopeOf(request), request.params.campaignId) }),
  );

  api.get(
    '/clients/:clientId/advertisers/:advertiserId/campaigns',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listAdvertiserCampaigns',
        description:
          "Campaigns by advertiser and platform (spec section 3): id, label (the campaign's name), start and end dates, " +
          'and the platforms its line items run on; only campaigns on one of `platforms` when given. The campaign ' +
          'pickers (the builder) read it.',
        params: AdvertiserParams,
        querystring: Type.Object({
          platforms: Type.Optional(Type.Array(Type.Union(PLATFORMS.map((p) => Type.Literal(p))), { maxItems: 10 })),
        }),
        response: { 200: Data(Type.Array(CampaignOption)), ...errors },
      },
    },
    async (request) => ({
      data: await campaignOptions(db, scopeOf(request), request.params.advertiserId, request.query.platforms),
    }),
  );

  api.get(
    '/clients/:clientId/rfp-forms',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listRfpForms',
        params: ClientParams,
        querystring: RfpQuery,
        response: { 200: PagedData(RfpForm), ...errors },
      },
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) =>
        rfpForms(db, scopeOf(request), request.query.statuses, limit, offset),
      );
    },
  );

  api.get(
    '/clients/:clientId/campaigns/:campaignId/proven-process',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getProvenProcess',
        params: CampaignParams,
        response: { 200: Data(Type.Array(ProvenProcessStep)), ...errors },
      },
    },
    async (request) => ({ data: await provenProcess(db, scopeOf(request), request.params.campaignId) }),
  );

  api.get(
    '/clients/:clientId/campaigns/:campaignId/updates',
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listCampaignUpdates',
        params: CampaignParams,
        querystring: Type.Object(PageQuery),
        response: { 200: PagedData(CampaignUpdate), ...errors },
      },
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) =>
        campaignUpdates(db, scopeOf(request), request.params.campaignId, limit, offset),
      );
    },
  );
}
