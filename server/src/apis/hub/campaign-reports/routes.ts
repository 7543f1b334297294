import { Type } from 'typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { invalidField } from '../../../kernel/http/errors';
import { binaryResponse, CampaignParams, ClientParams, Data, Id } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { demoOf } from '../../../domains/demo/demo-scrub';
import { attachment } from '../../../domains/files/upload';
import { reportCampaignDetail, reportCampaigns } from '../../../domains/campaign-reports/campaigns';
import { isPng, pngProblem } from '../../../domains/campaign-reports/chart-image';
import { isTabKey, OBJECTIVES_BY_TAB } from '../../../semantic/choices';
import { campaignReportPdf, PDF_QUERIES } from '../../../domains/campaign-reports/report-pdf';
import { runReportBody } from '../../../domains/campaign-reports/run-body';
import {
  Defaults,
  ReportCampaign,
  ReportCampaignDetail,
  ReportPdfBody,
  ReportQueryBody,
  ReportResult,
  Specification,
} from '../../../domains/campaign-reports/schemas';
import { defaultsOf, specificationById, specifications } from '../../../domains/campaign-reports/specifications';
import { CLIENT_DATA } from '../../../kernel/access/requirements';
import { brandOfClient } from '../../../kernel/mail/brand';

export async function campaignReportRoutes(api: Api, { db, reportsDb = db }: ApiDeps) {
  const operation = operations(api, ['Campaign reports']);
  operation.get(
    '/clients/:clientId/campaign-reports/specifications',
    {
      operationId: 'listReportSpecifications',
      requires: CLIENT_DATA,
      params: ClientParams,
      returns: Data(Type.Array(Specification)),
    },
    async (request) => ({
      // The tabs' objectives are the spec's, declared once in choices.ts; a client's own report keeps its own.
      data: (await specifications(db, scopeOf(request))).map((s) =>
        isTabKey(s.key) && s.clientId === null ? { ...s, objectives: OBJECTIVES_BY_TAB[s.key] } : s,
      ),
    }),
  );

  operation.get(
    '/clients/:clientId/campaign-reports/specifications/:specificationId/defaults',
    {
      operationId: 'getReportDefaults',
      requires: CLIENT_DATA,
      params: Type.Object({ clientId: Id, specificationId: Id }),
      returns: Data(Defaults),
    },
    async (request) => ({
      data: defaultsOf(await specificationById(db, scopeOf(request), request.params.specificationId)),
    }),
  );

  operation.read(
    '/clients/:clientId/campaign-reports/campaigns',
    {
      operationId: 'listReportCampaigns',
      requires: CLIENT_DATA,
      params: ClientParams,
      querystring: Type.Object({ advertiserId: Type.Optional(Id) }),
      returns: Type.Array(ReportCampaign),
    },
    (request) => reportCampaigns(db, scopeOf(request), request.query.advertiserId),
  );

  operation.read(
    '/clients/:clientId/campaign-reports/campaigns/:campaignId',
    {
      operationId: 'getReportCampaign',
      requires: CLIENT_DATA,
      params: CampaignParams,
      returns: ReportCampaignDetail,
    },
    (request) => reportCampaignDetail(db, scopeOf(request), request.params.campaignId),
  );

  operation.post(
    '/clients/:clientId/campaign-reports/query',
    {
      operationId: 'runCampaignReportQuery',
      requires: CLIENT_DATA,
      params: ClientParams,
      body: ReportQueryBody,
      returns: Data(ReportResult),
    },
    async (request) => ({ data: await runReportBody(reportsDb, scopeOf(request), request.body) }),
  );

  operation.post(
    '/clients/:clientId/campaign-reports/pdf',
    {
      operationId: 'exportCampaignReportPdf',
      requires: CLIENT_DATA,
      description: 'The report as a PDF (8.5 × 70 px wide pages), from the same query results, charts included.',
      params: ClientParams,
      body: ReportPdfBody,
      returns: binaryResponse('application/pdf'),
    },
    async (request, reply) => {
      const { title, chartPng, ...query } = request.body;
      const png = chartPng ? Buffer.from(chartPng, 'base64') : undefined;
      if (png && !isPng(png)) throw invalidField('chartPng', 'must be a PNG image');
      // A damaged PNG is left out and the chart drawn from the series; it never reaches the PDF library.
      const chart = png && !pngProblem(png) ? png : undefined;
      const scope = scopeOf(request);
      const real = await runReportBody(db, scope, { ...query, queries: [...PDF_QUERIES] });
      // In demo mode the document is made from the same scrubbed figures the report's page showed.
      const demo = demoOf(db, request);
      const report = demo ? await demo.json(real, 'campaign-reports') : real;
      if (demo) reply.header(DEMO_HEADER, 'scrubbed');
      // In the brand of the report's client, as its portal shows it.
      const brand = await brandOfClient(db, request.params.clientId);
      const pdf = await campaignReportPdf(title, report, { brand, chartPng: chart });
      const name = `${title.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'report'}.pdf`;
      return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(name)).send(pdf);
    },
  );
}
