import type { FastifyReply } from 'fastify';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { Data, ErrorBody, errors } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import { ReportResult } from '../../../domains/campaign-reports/schemas';
import { createDemoScrub } from '../../../domains/demo/demo-scrub';
import { countView, openLink, sharedQuery, sharedReport, type OpenLink } from '../../../domains/share-links/opening';
import { SharedParams, SharedQueryBody, SharedTarget, SharedWidgetParams } from '../../../domains/share-links/schemas';
import { sharedDashboard, sharedWidgetQuery } from '../../../domains/share-links/shared-dashboard';
import type { ApiDeps } from '../deps';

/** A shared report's query is a small form: far below the hub's JSON limit. */
const SHARED_BODY_LIMIT = 16 * 1024;

/**
 * What a share link's page reads, without an account: public, so counted per address like any caller without a
 * token (the hub's anonymous rate limit) and capped in size. Each answer is made with the link's creator's scope
 * as it is now; a link made in demo mode answers demo figures (the creator's session's fakes).
 */
export async function sharedRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Share links'];
  const response = { ...errors, 410: ErrorBody, 429: ErrorBody };
  const demo = createDemoScrub(db);
  const answer = async <T>(link: OpenLink, value: T, context: string, reply: FastifyReply) => {
    // Never kept by a browser or a proxy: a revoked link is refused at once, and every opening is a view.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!link.demoKey) return { data: value };
    reply.header(DEMO_HEADER, 'scrubbed');
    return { data: await demo.json(link.demoKey, value, context, link.clientId) };
  };

  api.get(
    '/shared/:token',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'openSharedReport',
        description:
          "A share link's page: who shared it, whose, until when, and the campaign (a report's link) or the " +
          "dashboard's saved widgets (a dashboard's link). Counts a view.",
        security: [],
        params: SharedParams,
        response: { 200: Data(SharedTarget), ...response },
      },
    },
    async (request, reply) => {
      const link = await openLink(db, request.params.token);
      // The same contexts as the campaign report's and the dashboard's own pages, so demo mode shows the same fakes.
      if (link.dashboard) {
        const shared = await sharedDashboard(db, link);
        await countView(db, link.id);
        return answer(link, shared, 'dashboards-custom', reply);
      }
      const report = await sharedReport(db, link);
      await countView(db, link.id);
      return answer(link, report, 'campaigns', reply);
    },
  );

  api.post(
    '/shared/:token/query',
    {
      config: { public: true },
      bodyLimit: SHARED_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'runSharedReportQuery',
        description: "The campaign report's query on the shared campaign, with its creator's scope.",
        security: [],
        params: SharedParams,
        body: SharedQueryBody,
        response: { 200: Data(ReportResult), ...response },
      },
    },
    async (request, reply) => {
      const link = await openLink(db, request.params.token);
      return answer(link, await sharedQuery(db, link, request.body), 'query', reply);
    },
  );

  api.get(
    '/shared/:token/widgets/:widgetId',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'runSharedDashboardWidget',
        description:
          "One widget of a shared dashboard: the report query its saved widget asks, with the link's creator's " +
          'scope. The only question a dashboard link answers; a widget the dashboard does not have is 404.',
        security: [],
        params: SharedWidgetParams,
        response: { 200: Data(ReportResult), ...response },
      },
    },
    async (request, reply) => {
      const link = await openLink(db, request.params.token);
      return answer(link, await sharedWidgetQuery(db, link, request.params.widgetId), 'query', reply);
    },
  );
}
