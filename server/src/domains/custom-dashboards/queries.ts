import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { ADMIN_ROLES, LIMITED_ROLES } from '../../kernel/access/roles';
import { guardFocus } from '../../kernel/access/path-guard';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { HttpError, notFound } from '../../kernel/http/errors';
import type { CustomDashboard, CustomDashboardChange, LayoutItem, NewCustomDashboard, Widget } from './schemas';
import { TEMPLATES } from './templates';
import { checkWidgets } from './widgets';

/** Who asks: their client scope (the advertisers they may see), and who they are. */
export interface Viewer {
  scope: ClientScope;
  userId: number;
  role: string;
}

const DEFAULT_RANGE = 'Last 30 days';
const mayShare = (viewer: Viewer) => !(LIMITED_ROLES as readonly string[]).includes(viewer.role);
const isAdmin = (viewer: Viewer) => (ADMIN_ROLES as readonly string[]).includes(viewer.role);

/** The dashboards the viewer may open: their own, and those shared in the client, on advertisers they may see. */
const visible = (db: Database, viewer: Viewer) =>
  scoped(db, viewer.scope)
    .selectFrom('custom_dashboards as d')
    .innerJoin('users as u', 'u.id', 'd.created_by')
    .where((eb) => eb.or([eb('d.created_by', '=', viewer.userId), eb('d.shared', '=', true)]))
    .select([
      'd.id',
      'd.name',
      'd.advertiser_id as advertiserId',
      'd.shared',
      'd.range',
      'd.widgets',
      'd.layout',
      'd.created_by as creatorId',
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('creatorName'),
      isoText('d.created_at').as('createdAt'),
      isoText('d.updated_at').as('updatedAt'),
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof visible>['executeTakeFirstOrThrow']>>;

/** The creator changes their dashboard; a client's admin (or agency staff) changes a shared one too. */
const mayChange = (viewer: Viewer, row: { creatorId: number; shared: boolean }) =>
  row.creatorId === viewer.userId || (row.shared && isAdmin(viewer));

const dashboardOf = (viewer: Viewer, row: Row): CustomDashboard => ({
  id: row.id,
  name: row.name,
  advertiserId: row.advertiserId,
  shared: row.shared,
  range: row.range,
  widgets: row.widgets as Widget[],
  layout: row.layout as LayoutItem[],
  createdBy: { id: row.creatorId, name: row.creatorName },
  editable: mayChange(viewer, row),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export async function listCustomDashboards(db: Database, viewer: Viewer): Promise<CustomDashboard[]> {
  const rows = await visible(db, viewer).orderBy('d.name').orderBy('d.id').execute();
  return rows.map((row) => dashboardOf(viewer, row));
}

/** One dashboard the viewer may open; 404 for another's private one, as for any id out of reach. */
export async function customDashboardById(db: Database, viewer: Viewer, id: number): Promise<CustomDashboard> {
  const row = await visible(db, viewer).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return dashboardOf(viewer, row);
}

/** The advertiser must be one the viewer may see (404 otherwise); sharing is for the roles that change what a client shares. */
async function checkPlace(db: Database, viewer: Viewer, advertiserId: number | null, shared: boolean) {
  if (shared && !mayShare(viewer))
    throw new HttpError(403, 'Your role can keep dashboards of your own but not share them with the client.');
  if (advertiserId !== null) await guardFocus(db, viewer.scope, { advertiserId });
}

const columns = (d: CustomDashboardChange) => ({
  name: d.name.trim(),
  advertiser_id: d.advertiserId,
  shared: d.shared,
  range: d.range,
  widgets: JSON.stringify(d.widgets),
  layout: JSON.stringify(d.layout),
});

/** A new dashboard from a template, from the widgets given, or empty; the viewer is its creator. */
export async function createCustomDashboard(db: Database, viewer: Viewer, body: NewCustomDashboard) {
  const template = body.template ? TEMPLATES[body.template] : undefined;
  if (template && (body.widgets || body.layout))
    throw new HttpError(400, 'Invalid body', [
      { field: 'template', message: 'start from a template or from widgets of your own, not both' },
    ]);
  const dashboard: CustomDashboardChange = {
    name: body.name,
    advertiserId: body.advertiserId ?? null,
    shared: body.shared ?? false,
    range: body.range ?? DEFAULT_RANGE,
    widgets: template?.widgets ?? body.widgets ?? [],
    layout: template?.layout ?? body.layout ?? [],
  };
  checkWidgets(dashboard.widgets, dashboard.layout);
  await checkPlace(db, viewer, dashboard.advertiserId, dashboard.shared);
  const insert = await scoped(db, viewer.scope).insertInto('custom_dashboards', {
    ...columns(dashboard),
    created_by: viewer.userId,
  });
  const { id } = await insert.returning('id').executeTakeFirstOrThrow();
  return customDashboardById(db, viewer, id);
}

/** The dashboard the viewer may change: 404 when they may not open it, 403 when they may only read it. */
async function changeable(db: Database, viewer: Viewer, id: number) {
  const current = await customDashboardById(db, viewer, id);
  if (!current.editable)
    throw new HttpError(403, `Only ${current.createdBy.name} or a client admin can change this dashboard.`);
  return current;
}

export async function updateCustomDashboard(db: Database, viewer: Viewer, id: number, body: CustomDashboardChange) {
  const current = await changeable(db, viewer, id);
  checkWidgets(body.widgets, body.layout);
  // Only its creator makes a dashboard private again: an admin's change keeps it shared.
  if (current.createdBy.id !== viewer.userId && !body.shared)
    throw new HttpError(403, 'Only the creator of a shared dashboard can make it private.');
  await checkPlace(db, viewer, body.advertiserId, body.shared && !current.shared);
  await scoped(db, viewer.scope)
    .updateTable('custom_dashboards as d')
    .set({ ...columns(body), updated_at: sql`now()` })
    .where('d.id', '=', id)
    .execute();
  return customDashboardById(db, viewer, id);
}

export async function deleteCustomDashboard(db: Database, viewer: Viewer, id: number) {
  await changeable(db, viewer, id);
  await scoped(db, viewer.scope).deleteFrom('custom_dashboards as d').where('d.id', '=', id).execute();
}
