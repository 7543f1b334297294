import { widgetRequest } from '@beacon/shared/contract';
import { scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { notFound } from '../../kernel/http/errors';
import { catalogue } from '../../semantic/catalogue';
import { runReportBody } from '../campaign-reports/run-body';
import type { OpenLink } from './opening';

/** A dashboard link's dashboard; 404 for a campaign report's link. */
function dashboardOf(link: OpenLink) {
  if (!link.dashboard) throw notFound();
  return link.dashboard;
}

/** What a dashboard link's page is drawn around: who shared it, whose, until when, and the dashboard as saved. */
export async function sharedDashboard(db: Database, link: OpenLink) {
  const dashboard = dashboardOf(link);
  const advertiser =
    dashboard.advertiserId === null
      ? undefined
      : await scoped(db, link.scope)
          .selectFrom('advertisers as a')
          .select('a.name')
          .where('a.id', '=', dashboard.advertiserId)
          .executeTakeFirst();
  return {
    kind: 'dashboard' as const,
    sharedBy: link.sharedBy,
    clientName: link.clientName,
    expiresAt: link.expiresAt,
    dashboard: {
      name: dashboard.name,
      advertiserName: advertiser?.name ?? null,
      range: dashboard.range,
      widgets: dashboard.widgets,
      layout: dashboard.layout,
    },
    catalogue: catalogue(),
  };
}

/**
 * One widget's figures, as the dashboard's page asks them (`widgetRequest`), with the creator's scope: the link
 * answers only the questions its dashboard's saved widgets ask, so no metric, grouping, range or advertiser of the
 * caller's reaches the semantic layer through it. An id the dashboard does not have is 404.
 */
export function sharedWidgetQuery(db: Database, link: OpenLink, widgetId: string) {
  const dashboard = dashboardOf(link);
  const widget = dashboard.widgets.find((w) => w.id === widgetId);
  if (!widget) throw notFound();
  return runReportBody(db, link.scope, widgetRequest(widget, dashboard) as Parameters<typeof runReportBody>[2]);
}
