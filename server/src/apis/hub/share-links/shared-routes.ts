import type { FastifyReply } from 'fastify';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
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
 * How every operation of a share link is called: without an account (the link's token is the only key, so no
 * security scheme), answering 410 once the link is revoked or expired and 429 to an address that asks too often.
 */
const BY_LINK = { public: true as const, security: [], refuses: [410, 429] as const };

/**
 * What a share link's page reads, without an account: public, so counted per address like any caller without a
 * token (the hub's anonymous rate limit) and capped in size. Each answer is made with the link's creator's scope
 * as it is now; a link made in demo mode answers demo figures (the creator's session's fakes).
 */
export async function sharedRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Share links']);
  const demo = createDemoScrub(db);
  const answer = async <T>(link: OpenLink, value: T, context: string, reply: FastifyReply) => {
    // Never kept by a browser or a proxy: a revoked link is refused at once, and every opening is a view.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!link.demoKey) return { data: value };
    reply.header(DEMO_HEADER, 'scrubbed');
    return { data: await demo.json(link.demoKey, value, context, link.clientId) };
  };
  /** A report query asked through the link of `token`: run with the link's creator's scope once the link opens. */
  const answerQuery = async <T>(token: string, reply: FastifyReply, query: (link: OpenLink) => Promise<T>) => {
    const link = await openLink(db, token);
    return answer(link, await query(link), 'query', reply);
  };

  operation.get(
    '/shared/:token',
    {
      operationId: 'openSharedReport',
      description:
        "A share link's page: who shared it, whose, until when, and the campaign (a report's link) or the " +
        "dashboard's saved widgets (a dashboard's link). Counts a view.",
      params: SharedParams,
      returns: Data(SharedTarget),
      ...BY_LINK,
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

  operation.post(
    '/shared/:token/query',
    {
      operationId: 'runSharedReportQuery',
      description: "The campaign report's query on the shared campaign, with its creator's scope.",
      params: SharedParams,
      body: SharedQueryBody,
      bodyLimit: SHARED_BODY_LIMIT,
      returns: Data(ReportResult),
      ...BY_LINK,
    },
    (request, reply) => answerQuery(request.params.token, reply, (link) => sharedQuery(db, link, request.body)),
  );

  operation.get(
    '/shared/:token/widgets/:widgetId',
    {
      operationId: 'runSharedDashboardWidget',
      description:
        "One widget of a shared dashboard: the report query its saved widget asks, with the link's creator's " +
        'scope. The only question a dashboard link answers; a widget the dashboard does not have is 404.',
      params: SharedWidgetParams,
      returns: Data(ReportResult),
      ...BY_LINK,
    },
    (request, reply) =>
      answerQuery(request.params.token, reply, (link) => sharedWidgetQuery(db, link, request.params.widgetId)),
  );
}
