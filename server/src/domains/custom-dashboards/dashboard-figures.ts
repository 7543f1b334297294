import { widgetRequest } from '@beacon/shared/contract';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { runReportBody } from '../campaign-reports/run-body';
import type { CustomDashboard, Widget } from './schemas';

type Result = Awaited<ReturnType<typeof runReportBody>>;
/** A widget with the answer to its question. */
export interface WidgetFigures {
  widget: Widget;
  result: Result;
}

/** The widgets in reading order, as the page lays them out: top to bottom, then left to right. */
export function readingOrder(dashboard: Pick<CustomDashboard, 'widgets' | 'layout'>): Widget[] {
  const place = new Map(dashboard.layout.map((item) => [item.i, item]));
  const at = (w: Widget) => place.get(w.id) ?? { x: 0, y: Number.MAX_SAFE_INTEGER };
  return [...dashboard.widgets].sort((a, b) => at(a).y - at(b).y || at(a).x - at(b).x);
}

/**
 * Each widget's figures, asked as the dashboard's page asks them (`widgetRequest`: the same semantic-layer query),
 * with the reader's scope and the range given (the dashboard's when none). Widgets asking the same question share
 * one answer, as the page's share one request.
 */
export async function dashboardFigures(
  db: Database,
  scope: ClientScope,
  dashboard: CustomDashboard,
  range = dashboard.range,
): Promise<WidgetFigures[]> {
  const answers = new Map<string, Promise<Result>>();
  const place = { advertiserId: dashboard.advertiserId, range };
  return Promise.all(
    readingOrder(dashboard).map(async (widget) => {
      const request = widgetRequest(widget, place) as Parameters<typeof runReportBody>[2];
      const key = JSON.stringify(request);
      if (!answers.has(key)) answers.set(key, runReportBody(db, scope, request));
      return { widget, result: await answers.get(key)! };
    }),
  );
}

/** Whose figures a dashboard shows, in words: the client, and its advertiser when it is on one. */
export async function dashboardPlace(db: Database, scope: ClientScope, dashboard: CustomDashboard): Promise<string> {
  const client = await scoped(db, scope)
    .selectFrom('clients as c')
    .select('c.name')
    .where('c.id', '=', scope.clientId)
    .executeTakeFirst();
  const advertiser =
    dashboard.advertiserId === null
      ? undefined
      : await scoped(db, scope)
          .selectFrom('advertisers as a')
          .select('a.name')
          .where('a.id', '=', dashboard.advertiserId)
          .executeTakeFirst();
  return [client?.name, advertiser?.name ?? 'All advertisers'].filter(Boolean).join(' · ');
}
