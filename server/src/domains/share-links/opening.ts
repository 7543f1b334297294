import { sql } from 'kysely';
import { clientScope, loadScope, type ClientScope } from '../../kernel/access/scope';
import { acrossClients } from '../../kernel/access/scoped';
import { sessionUsers } from '../../kernel/auth/resolve-user';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { HttpError, notFound } from '../../kernel/http/errors';
import { catalogue } from '../../semantic/catalogue';
import { reportCampaignDetail } from '../campaign-reports/campaigns';
import { runReportBody } from '../campaign-reports/run-body';
import { hashOf } from '../api-keys/keys';
import { customDashboardById } from '../custom-dashboards/queries';
import type { CustomDashboard } from '../custom-dashboards/schemas';
import type { SharedQueryBody } from './schemas';

export const REVOKED_MESSAGE = 'This link was revoked by the person who shared it. Ask them for a new one.';
export const EXPIRED_MESSAGE = 'This link has expired. Ask the person who shared it for a new one.';
export const NO_LONGER_MESSAGE =
  'This link no longer works: the person who shared it can no longer see this report. Ask them for a new one.';
export const NO_LONGER_DASHBOARD_MESSAGE =
  'This link no longer works: the person who shared it can no longer see this dashboard. Ask them for a new one.';

const gone = (message: string) => new HttpError(410, message);

/** A link found by its token, still good, with what its creator may see now. */
export interface OpenLink {
  id: number;
  /** A campaign report's link: its campaign; null for a dashboard's. */
  campaignId: number | null;
  /** A dashboard's link: the dashboard as its creator may read it now; null for a campaign report's. */
  dashboard: CustomDashboard | null;
  clientId: number;
  /** The creator's scope within the link's client, as it is today. */
  scope: ClientScope;
  sharedBy: string;
  clientName: string;
  expiresAt: string;
  /** The creator's demo session key when they shared it in demo mode: the viewer sees that session's fakes. */
  demoKey: string | null;
}

/**
 * The link behind a token, checked at each opening: unknown is 404 as for any address; revoked or expired is 410
 * with why; a creator who is disabled, or who can no longer see the campaign or the dashboard, takes the link down
 * with them (410). The report or the dashboard's widgets are then read with the creator's scope, so the link never
 * shows more than its creator may see.
 */
export async function openLink(db: Database, token: string): Promise<OpenLink> {
  // Across clients on purpose: the token is the caller's only credential, and the row it finds names its client.
  const link = await acrossClients(db)
    .selectFrom('share_links as l')
    .innerJoin('clients as c', 'c.id', 'l.client_id')
    .select([
      'l.id',
      'l.campaign_id as campaignId',
      'l.dashboard_id as dashboardId',
      'l.client_id as clientId',
      'l.created_by as createdBy',
      'l.demo_key as demoKey',
      'c.name as clientName',
      isoText('l.expires_at').as('expiresAt'),
      sql<boolean>`l.revoked_at IS NOT NULL`.as('revoked'),
      sql<boolean>`l.expires_at <= now()`.as('expired'),
    ])
    .where('l.token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!link) throw notFound();
  if (link.revoked) throw gone(REVOKED_MESSAGE);
  if (link.expired) throw gone(EXPIRED_MESSAGE);
  const noLonger = gone(link.dashboardId === null ? NO_LONGER_MESSAGE : NO_LONGER_DASHBOARD_MESSAGE);
  const creator = await sessionUsers(db).where('u.id', '=', link.createdBy).executeTakeFirst();
  if (!creator?.enabled) throw noLonger;
  const access = await loadScope(db, creator);
  const reaches = access.allClients || access.clientIds.includes(link.clientId);
  if (!reaches) throw noLonger;
  const scope = clientScope(access, link.clientId);
  const creatorAsViewer = { scope, userId: creator.id, role: creator.role };
  const dashboard =
    link.dashboardId === null ? null : await readable(customDashboardById(db, creatorAsViewer, link.dashboardId));
  if (link.dashboardId !== null && !dashboard) throw noLonger;
  if (link.campaignId !== null) await campaignStillSeen(db, scope, link.campaignId);
  return {
    id: link.id,
    campaignId: link.campaignId,
    dashboard,
    clientId: link.clientId,
    scope,
    sharedBy: `${creator.firstName} ${creator.lastName}`.trim() || creator.email,
    clientName: link.clientName,
    expiresAt: link.expiresAt,
    demoKey: link.demoKey,
  };
}

/** A dashboard the creator may still open, or null when it is out of their reach now (404). */
async function readable(dashboard: Promise<CustomDashboard>): Promise<CustomDashboard | null> {
  try {
    return await dashboard;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** A campaign report's link works while its creator sees the campaign's advertiser. */
async function campaignStillSeen(db: Database, scope: ClientScope, campaignId: number) {
  const campaign = await acrossClients(db)
    .selectFrom('campaigns as c')
    .select('c.advertiser_id as advertiserId')
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign || (scope.advertiserIds !== null && !scope.advertiserIds.includes(campaign.advertiserId)))
    throw gone(NO_LONGER_MESSAGE);
}

/** One more view of a link, and when. */
export async function countView(db: Database, linkId: number): Promise<void> {
  // Views are the link's child rows (no client of their own); the link was found by its token just before.
  await acrossClients(db)
    .insertInto('share_link_views')
    .values({ share_link_id: linkId, views: 1, last_viewed_at: sql`now()` })
    .onConflict((oc) =>
      oc.column('share_link_id').doUpdateSet({ views: sql`share_link_views.views + 1`, last_viewed_at: sql`now()` }),
    )
    .execute();
}

/** What the viewer's page is drawn around: who shared it, whose, until when, and the campaign with its tabs. */
export async function sharedReport(db: Database, link: OpenLink) {
  if (link.campaignId === null) throw notFound();
  return {
    kind: 'campaign-report' as const,
    sharedBy: link.sharedBy,
    clientName: link.clientName,
    expiresAt: link.expiresAt,
    campaign: await reportCampaignDetail(db, link.scope, link.campaignId),
    catalogue: catalogue(),
  };
}

/** The campaign report's query, with the creator's scope, on the shared campaign only. */
export function sharedQuery(db: Database, link: OpenLink, body: SharedQueryBody) {
  // A dashboard's link answers its widgets' own questions only (sharedWidgetQuery), never a query of the caller's.
  if (link.campaignId === null) throw notFound();
  return runReportBody(db, link.scope, { ...body, campaignIds: [link.campaignId] });
}
