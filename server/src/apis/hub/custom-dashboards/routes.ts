import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { CLIENT_DATA } from '../../../kernel/access/requirements';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { brandOfClient } from '../../../kernel/mail/brand';
import { binaryResponse, ClientParams, Data, Id, oneOf } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import {
  createCustomDashboard,
  customDashboardById,
  deleteCustomDashboard,
  listCustomDashboards,
  updateCustomDashboard,
  type Viewer,
} from '../../../domains/custom-dashboards/queries';
import {
  CustomDashboard,
  CustomDashboardChange,
  DashboardTemplate,
  NewCustomDashboard,
} from '../../../domains/custom-dashboards/schemas';
import { TEMPLATES } from '../../../domains/custom-dashboards/templates';
import { dashboardFigures, dashboardPlace } from '../../../domains/custom-dashboards/dashboard-figures';
import { dashboardPdf } from '../../../domains/custom-dashboards/dashboard-pdf';
import { demoOf } from '../../../domains/demo/demo-scrub';
import { attachment } from '../../../domains/files/upload';
import { RELATIVE_RANGES } from '../../../semantic/time';
import { DASHBOARD_TEMPLATES } from '../../../semantic/enumerations';
import type { ApiDeps } from '../deps';

const DashboardParams = Type.Object({ clientId: Id, id: Id });
const PdfQuery = Type.Object(
  {
    range: Type.Optional({
      ...oneOf(RELATIVE_RANGES),
      description: "The range the page shows; the dashboard's when absent.",
    }),
  },
  { additionalProperties: false },
);

/**
 * Dashboards of one's own (docs/custom-dashboards.md): a grid of widgets, each a query of the semantic layer that
 * the page asks through the report query route. Private ones are their creator's; shared ones every user of the
 * client reads who may see their advertiser.
 */
export async function customDashboardRoutes(api: Api, { db }: ApiDeps) {
  const viewerOf = (request: FastifyRequest): Viewer => {
    const { user } = accessOf(request);
    return { scope: scopeOf(request), userId: user.id, role: user.role };
  };
  const base = '/clients/:clientId/dashboards-custom';
  const operation = operations(api, ["Dashboards of one's own"]);
  operation.read(
    base,
    {
      operationId: 'listCustomDashboards',
      requires: CLIENT_DATA,
      description: "The caller's own dashboards and those shared in the client, by name.",
      params: ClientParams,
      returns: Type.Array(CustomDashboard),
    },
    (request) => listCustomDashboards(db, viewerOf(request)),
  );
  operation.get(
    `${base}/templates`,
    {
      operationId: 'listCustomDashboardTemplates',
      requires: CLIENT_DATA,
      description: 'The dashboards one may start from: POST takes their key as `template`.',
      params: ClientParams,
      returns: Data(Type.Array(DashboardTemplate)),
    },
    async () => ({ data: DASHBOARD_TEMPLATES.map((key) => ({ key, ...TEMPLATES[key] })) }),
  );
  operation.post(
    base,
    {
      operationId: 'createCustomDashboard',
      requires: CLIENT_DATA,
      params: ClientParams,
      body: NewCustomDashboard,
      returns: Data(CustomDashboard),
      status: 201,
      refuses: [403],
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCustomDashboard(db, viewerOf(request), request.body) }),
  );
  operation.read(
    `${base}/:id`,
    {
      operationId: 'getCustomDashboard',
      requires: CLIENT_DATA,
      params: DashboardParams,
      returns: CustomDashboard,
    },
    (request) => customDashboardById(db, viewerOf(request), request.params.id),
  );
  operation.put(
    `${base}/:id`,
    {
      operationId: 'updateCustomDashboard',
      requires: CLIENT_DATA,
      description: 'Saves the dashboard whole: its name, place, sharing, range, widgets and layout.',
      params: DashboardParams,
      body: CustomDashboardChange,
      returns: Data(CustomDashboard),
      refuses: [403],
    },
    async (request) => ({
      data: await updateCustomDashboard(db, viewerOf(request), request.params.id, request.body),
    }),
  );
  operation.remove(
    `${base}/:id`,
    {
      operationId: 'deleteCustomDashboard',
      requires: CLIENT_DATA,
      params: DashboardParams,
      refuses: [403],
    },
    (request) => deleteCustomDashboard(db, viewerOf(request), request.params.id),
  );
  operation.get(
    `${base}/:id/pdf`,
    {
      operationId: 'exportCustomDashboardPdf',
      requires: CLIENT_DATA,
      description:
        "The dashboard as a PDF in its client's brand (the report PDF's pages), each widget's figures from the " +
        "same query the page asks, with the caller's reach.",
      params: DashboardParams,
      querystring: PdfQuery,
      returns: binaryResponse('application/pdf'),
    },
    async (request, reply) => {
      const { clientId, id } = request.params;
      const viewer = viewerOf(request);
      const dashboard = await customDashboardById(db, viewer, id);
      const real = await dashboardFigures(db, viewer.scope, dashboard, request.query.range);
      const named = { name: dashboard.name, lines: [await dashboardPlace(db, viewer.scope, dashboard)] };
      // In demo mode the document is made from the same scrubbed names and figures the dashboard's page showed.
      const demo = demoOf(db, request);
      if (demo) reply.header(DEMO_HEADER, 'scrubbed');
      const about = demo ? await demo.json(named, 'dashboards-custom') : named;
      const figures = demo
        ? await Promise.all(real.map(async (f) => ({ ...f, result: await demo.json(f.result, 'query') })))
        : real;
      const brand = await brandOfClient(db, clientId);
      const pdf = await dashboardPdf({ name: about.name }, figures, { brand, lines: about.lines });
      const name = `${about.name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'dashboard'}.pdf`;
      return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(name)).send(pdf);
    },
  );
}
