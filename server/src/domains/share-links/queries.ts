import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { asInt, isoText } from '../../kernel/db/sql';
import { HttpError, invalidField, notFound } from '../../kernel/http/errors';
import { SHARE_LINK_MAX_DAYS } from '../../semantic/enumerations';
import { hashOf } from '../api-keys/keys';
import { advertiserOfCampaign } from '../campaigns/queries';
import { customDashboardById, listCustomDashboards } from '../custom-dashboards/queries';
import type { NewShareLink, ShareLink, ShareLinkQuery } from './schemas';

/** Who asks: their client scope, their id and role, and whether their role changes what the client shares. */
export interface LinkCaller {
  scope: ClientScope;
  userId: number;
  role: string;
  writer: boolean;
}

export const NOT_THEIRS_MESSAGE = 'Only the person who shared this link or an admin can revoke it';
const DAY_MS = 86_400_000;

/** When a new link stops working: a real instant, in the future, within the longest a link may work. */
export function expiryOf(expiresAt: string, now = Date.now()): Date {
  const at = new Date(expiresAt.length === 10 ? `${expiresAt}T00:00:00Z` : expiresAt);
  if (Number.isNaN(at.getTime())) throw invalidField('expiresAt', 'is not a date');
  if (at.getTime() <= now) throw invalidField('expiresAt', 'must be in the future');
  if (at.getTime() > now + SHARE_LINK_MAX_DAYS * DAY_MS)
    throw invalidField('expiresAt', `must be within ${SHARE_LINK_MAX_DAYS} days`);
  return at;
}

/** What a new link shows, as the caller may see it now (404 otherwise): its columns and its name. */
async function targetOf(db: Database, caller: LinkCaller, target: NewShareLink['target']) {
  if (target.kind === 'dashboard') {
    const dashboard = await customDashboardById(db, caller, target.id);
    return {
      name: dashboard.name,
      columns: { advertiser_id: dashboard.advertiserId, campaign_id: null, dashboard_id: dashboard.id },
    };
  }
  const advertiserId = await advertiserOfCampaign(db, caller.scope, target.id);
  const campaign = await scoped(db, caller.scope)
    .selectFrom('campaigns as c')
    .select('c.name')
    .where('c.id', '=', target.id)
    .executeTakeFirstOrThrow();
  return { name: campaign.name, columns: { advertiser_id: advertiserId, campaign_id: target.id, dashboard_id: null } };
}

/**
 * A new link to a campaign's report or a dashboard the caller may see (404 otherwise, as for any foreign id). The
 * token is 32 random bytes; only its SHA-256 is kept, and the token is returned once for the link's address.
 */
export async function createShareLink(
  db: Database,
  caller: LinkCaller,
  body: NewShareLink,
  demoKey: string | null,
): Promise<{ id: number; token: string; targetName: string }> {
  const expiresAt = expiryOf(body.expiresAt);
  const target = await targetOf(db, caller, body.target);
  const token = randomBytes(32).toString('base64url');
  const insert = await scoped(db, caller.scope).insertInto('share_links', {
    ...target.columns,
    kind: body.target.kind,
    token_hash: hashOf(token),
    created_by: caller.userId,
    demo_key: demoKey,
    expires_at: expiresAt,
  });
  const { id } = await insert.returning('id').executeTakeFirstOrThrow();
  return { id, token, targetName: target.name };
}

const linksOf = (db: Database, scope: ClientScope) =>
  scoped(db, scope)
    .selectFrom('share_links as l')
    .leftJoin('campaigns as c', 'c.id', 'l.campaign_id')
    .leftJoin('custom_dashboards as d', 'd.id', 'l.dashboard_id')
    .innerJoin('users as u', 'u.id', 'l.created_by')
    .leftJoin('share_link_views as v', 'v.share_link_id', 'l.id')
    .select([
      'l.id',
      'l.kind',
      sql<number>`COALESCE(l.campaign_id, l.dashboard_id)`.as('targetId'),
      sql<string>`COALESCE(c.name, d.name)`.as('targetName'),
      'l.advertiser_id as advertiserId',
      'l.created_by as createdById',
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('createdByName'),
      isoText('l.created_at').as('createdAt'),
      isoText('l.expires_at').as('expiresAt'),
      isoText<string | null>('l.revoked_at').as('revokedAt'),
      sql<boolean>`l.expires_at <= now()`.as('expired'),
      asInt(sql`COALESCE(v.views, 0)`).as('views'),
      isoText<string | null>('v.last_viewed_at').as('lastViewedAt'),
    ]);

/** Links to campaigns in the caller's scope, and to the dashboards among those they may open. */
const readableLinks = (db: Database, caller: LinkCaller, dashboardIds: number[]) =>
  linksOf(db, caller.scope).where((eb) =>
    eb.or([
      eb('l.kind', '=', 'campaign-report'),
      ...(dashboardIds.length > 0 ? [eb('l.dashboard_id', 'in', dashboardIds)] : []),
    ]),
  );

type LinkRow = Awaited<ReturnType<ReturnType<typeof linksOf>['executeTakeFirstOrThrow']>>;

const linkOf = (row: LinkRow, caller: LinkCaller): ShareLink => ({
  id: row.id,
  target: { kind: row.kind, id: row.targetId, name: row.targetName },
  advertiserId: row.advertiserId,
  createdBy: { id: row.createdById, name: row.createdByName },
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
  state: row.revokedAt ? 'revoked' : row.expired ? 'expired' : 'active',
  views: { count: row.views, lastViewedAt: row.lastViewedAt },
  canRevoke: row.createdById === caller.userId || caller.writer,
});

/**
 * The client's links the caller may see: to the campaigns they see, and to the dashboards they may open (their own
 * and those shared with them). One campaign's or one dashboard's when asked; newest first.
 */
export async function listShareLinks(
  db: Database,
  caller: LinkCaller,
  only: ShareLinkQuery = {},
): Promise<ShareLink[]> {
  const readable = (await listCustomDashboards(db, caller)).map((d) => d.id);
  const rows = await readableLinks(db, caller, readable)
    .$if(only.campaignId !== undefined, (q) => q.where('l.campaign_id', '=', only.campaignId!))
    .$if(only.dashboardId !== undefined, (q) => q.where('l.dashboard_id', '=', only.dashboardId!))
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((row) => linkOf(row, caller));
}

export async function shareLinkById(db: Database, caller: LinkCaller, id: number): Promise<ShareLink> {
  const readable = (await listCustomDashboards(db, caller)).map((d) => d.id);
  const row = await readableLinks(db, caller, readable).where('l.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return linkOf(row, caller);
}

/**
 * Refuses the link from now on; it stays listed as revoked. Its creator may, and a role that changes what the
 * client shares; others who see it are told why not. Revoking twice changes nothing.
 */
export async function revokeShareLink(
  db: Database,
  caller: LinkCaller,
  id: number,
): Promise<{ link: ShareLink; changed: boolean }> {
  const before = await shareLinkById(db, caller, id);
  if (!before.canRevoke) throw new HttpError(403, NOT_THEIRS_MESSAGE);
  if (before.revokedAt) return { link: before, changed: false };
  await scoped(db, caller.scope)
    .updateTable('share_links as l')
    .set({ revoked_at: sql`now()`, revoked_by: caller.userId })
    .where('l.id', '=', id)
    .where('l.revoked_at', 'is', null)
    .execute();
  return { link: await shareLinkById(db, caller, id), changed: true };
}
