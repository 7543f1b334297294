import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../access/path-guard';
import { HttpError } from '../api/errors';
import { binaryResponse, CampaignParams, ClientParams, Data, errors, Id } from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { demoOf } from '../demo/demo-scrub';
import { attachment } from '../files/upload';
import { reportCampaign, reportCampaigns } from './campaigns';
import { DATE_RANGES, isTabKey, METRICS, OBJECTIVES_BY_TAB } from './choices';
import { lastDeliveryDay } from '../semantic/query';
import { campaignReportPdf, PDF_QUERIES } from './report-pdf';
import { runReportBody } from './run-body';
import {
  Defaults,
  ReportCampaign,
  ReportCampaignDetail,
  ReportPdfBody,
  ReportQueryBody,
  ReportResult,
  Specification,
} from './schemas';
import { defaultsOf, specificationById, specifications } from './specifications';

/** The first eight bytes of every PNG file: what the chart the screen drew must start with. */
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

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
      data: defaultsOf(await specificationById(db, scopeOf(request), request.params.specificationId)),
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
    async (request) => ({ data: await runReportBody(db, scopeOf(request), request.body) }),
  );

  api.post(
    '/clients/:clientId/campaign-reports/pdf',
    {
      schema: {
        tags,
        operationId: 'exportCampaignReportPdf',
        description: 'The report as a PDF (8.5 × 70 px wide pages), from the same query results, charts included.',
        params: ClientParams,
        body: ReportPdfBody,
        response: { 200: binaryResponse('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { title, chartPng, ...query } = request.body;
      const png = chartPng ? Buffer.from(chartPng, 'base64') : undefined;
      if (png && !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
        throw new HttpError(400, 'Invalid body', [{ field: 'chartPng', message: 'must be a PNG image' }]);
      const scope = scopeOf(request);
      const real = await runReportBody(db, scope, { ...query, queries: [...PDF_QUERIES] });
      // In demo mode the document is made from the same scrubbed figures the report's page showed.
      const demo = demoOf(db, request);
      const report = demo ? await demo.json(real, 'campaign-reports') : real;
      if (demo) reply.header(DEMO_HEADER, 'scrubbed');
      const pdf = await campaignReportPdf(title, report, png);
      const name = `${title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'report'}.pdf`;
      return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(name)).send(pdf);
    },
  );
}
