import { Type } from 'typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { AdvertiserParams, CampaignParams, ClientParams, PageQuery } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
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
  const operation = operations(api, ['Campaigns']);
  operation.readPage(
    '/clients/:clientId/campaigns',
    {
      operationId: 'listCampaigns',
      requires: CLIENT_DATA,
      params: ClientParams,
      querystring: CampaignListQuery,
      returns: CampaignRow,
    },
    (request, limit, offset) => listCampaigns(db, scopeOf(request), { ...request.query, limit, offset }),
  );

  operation.read(
    '/clients/:clientId/campaigns/metrics',
    { operationId: 'getCampaignMetrics', requires: CLIENT_DATA, params: ClientParams, returns: CampaignMetrics },
    (request) => campaignMetrics(db, scopeOf(request)),
  );

  operation.read(
    '/clients/:clientId/campaigns/:campaignId',
    { operationId: 'getCampaign', requires: CLIENT_DATA, params: CampaignParams, returns: Campaign },
    (request) => campaignById(db, scopeOf(request), request.params.campaignId),
  );

  operation.read(
    '/clients/:clientId/campaigns/:campaignId/pacing',
    { operationId: 'getCampaignPacing', requires: CLIENT_DATA, params: CampaignParams, returns: Pacing },
    (request) => campaignPacing(db, scopeOf(request), request.params.campaignId),
  );

  operation.read(
    '/clients/:clientId/advertisers/:advertiserId/campaigns',
    {
      operationId: 'listAdvertiserCampaigns',
      requires: CLIENT_DATA,
      description:
        "Campaigns by advertiser and platform (spec section 3): id, label (the campaign's name), start and end dates, " +
        'and the platforms its line items run on; only campaigns on one of `platforms` when given. The campaign ' +
        'pickers (the builder) read it.',
      params: AdvertiserParams,
      querystring: Type.Object({
        platforms: Type.Optional(Type.Array(Type.Union(PLATFORMS.map((p) => Type.Literal(p))), { maxItems: 10 })),
      }),
      returns: Type.Array(CampaignOption),
    },
    (request) => campaignOptions(db, scopeOf(request), request.params.advertiserId, request.query.platforms),
  );

  operation.readPage(
    '/clients/:clientId/rfp-forms',
    {
      operationId: 'listRfpForms',
      requires: CLIENT_DATA,
      params: ClientParams,
      querystring: RfpQuery,
      returns: RfpForm,
    },
    (request, limit, offset) => rfpForms(db, scopeOf(request), request.query.statuses, limit, offset),
  );

  operation.read(
    '/clients/:clientId/campaigns/:campaignId/proven-process',
    {
      operationId: 'getProvenProcess',
      requires: CLIENT_DATA,
      params: CampaignParams,
      returns: Type.Array(ProvenProcessStep),
    },
    (request) => provenProcess(db, scopeOf(request), request.params.campaignId),
  );

  operation.readPage(
    '/clients/:clientId/campaigns/:campaignId/updates',
    {
      operationId: 'listCampaignUpdates',
      requires: CLIENT_DATA,
      params: CampaignParams,
      querystring: Type.Object(PageQuery),
      returns: CampaignUpdate,
    },
    (request, limit, offset) => campaignUpdates(db, scopeOf(request), request.params.campaignId, limit, offset),
  );
}
