import { Type, type Static } from 'typebox';
import { sql } from 'kysely';
import { acrossClients, scoped } from '../../kernel/access/scoped';
import { guardFocus } from '../../kernel/access/path-guard';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { HttpError, notFound } from '../../kernel/http/errors';
import { sourceOf } from '../../kernel/config/sources';
import { Nullable, oneOf } from '../../kernel/http/schemas';
import { SALESFORCE_STAGES } from '../../semantic/enumerations';
import type { WorkspaceRef } from '../analytics/access';

/**
 * What a person maps once for a connection: a vendor's record that stands for an advertiser (a QuickBooks customer,
 * a Salesforce account) to one of the client's advertisers, or a platform's ad group (ad set) to the line item that
 * carries it. Records are matched by ids only: an advertiser whose external id is the vendor's id is matched at once;
 * any other record waits, listed, for a person, and what it holds is not written (never guessed).
 */
export const ConnectorMapping = Type.Object(
  {
    kind: Type.String({
      description: "The record at its vendor: 'customer' (QuickBooks Online), 'account' or 'stage' (Salesforce)",
    }),
    externalId: Type.String(),
    externalName: Type.String(),
    advertiserId: Type.Union([Type.Integer(), Type.Null()], { description: 'null: not mapped yet' }),
    advertiserName: Type.Union([Type.String(), Type.Null()]),
    lastSeenAt: Type.String({ format: 'date-time' }),
    mappedBy: Type.Union([Type.String(), Type.Null()]),
    means: Type.Union([Type.String(), Type.Null()], {
      description: "A CRM's own stage (kind 'stage'): the standard stage a person said it means; null until then",
    }),
  },
  { title: 'ConnectorMapping' },
);
export type ConnectorMapping = Static<typeof ConnectorMapping>;

export const MapRecordBody = Type.Object(
  {
    kind: Type.String({
      minLength: 1,
      maxLength: 40,
      description:
        "'adGroup' maps an ad group (ad set) to a line item; 'stage' a CRM's own stage to the one it `means`",
    }),
    externalId: Type.String({ minLength: 1, maxLength: 200 }),
    advertiserId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    lineItemId: Type.Optional(Type.Integer({ minimum: 1 })),
    means: Type.Optional(Nullable(oneOf(SALESFORCE_STAGES))),
  },
  { title: 'MapRecordBody', additionalProperties: false },
);
export type MapRecordBody = Static<typeof MapRecordBody>;

export interface VendorRecord {
  id: string;
  name: string;
}

/**
 * The advertiser each record of `kind` is mapped to (null: not yet), noting every record as seen so that a person
 * finds it listed. A record seen for the first time is matched to the advertiser of the client (of the workspace's
 * advertiser, in an advertiser's workspace) whose external id is the record's id, if there is exactly one.
 */
export async function advertisersFor(
  db: Database,
  workspace: WorkspaceRef,
  connectionId: number,
  kind: string,
  records: readonly VendorRecord[],
): Promise<Map<string, number | null>> {
  const unique = [...new Map(records.map((r) => [r.id, r])).values()];
  if (unique.length === 0) return new Map();
  const byExternalId = await advertisersByExternalId(
    db,
    workspace,
    unique.map((r) => r.id),
  );
  const rows = await acrossClients(db)
    .insertInto('connector_mappings')
    .values(
      unique.map((r) => ({
        connection_id: connectionId,
        kind,
        external_id: r.id,
        external_name: r.name.slice(0, 500),
        advertiser_id: byExternalId.get(r.id) ?? null,
      })),
    )
    .onConflict((c) =>
      c.columns(['connection_id', 'kind', 'external_id']).doUpdateSet({
        external_name: sql`excluded.external_name`,
        last_seen_at: sql`now()`,
      }),
    )
    .returning(['external_id', 'advertiser_id'])
    .execute();
  return new Map(rows.map((r) => [r.external_id, r.advertiser_id]));
}

async function advertisersByExternalId(db: Database, workspace: WorkspaceRef, ids: string[]) {
  let query = scoped(db, workspace.scope)
    .selectFrom('advertisers as a')
    .select(['a.id', 'a.external_id as externalId'])
    .where('a.external_id', 'in', ids);
  if (workspace.advertiserId !== null) query = query.where('a.id', '=', workspace.advertiserId);
  const rows = await query.execute();
  const counted = new Map<string, number[]>();
  for (const r of rows) counted.set(r.externalId!, [...(counted.get(r.externalId!) ?? []), r.id]);
  return new Map([...counted].filter(([, found]) => found.length === 1).map(([id, [found]]) => [id, found!]));
}

/**
 * The records of `kind` a person mapped to an advertiser at or after `since`: a sync reads what they hold in full,
 * however long ago it last changed at the vendor.
 */
export async function mappedSince(db: Database, connectionId: number, kind: string, since: Date): Promise<string[]> {
  const rows = await acrossClients(db)
    .selectFrom('connector_mappings')
    .select('external_id')
    .where('connection_id', '=', connectionId)
    .where('kind', '=', kind)
    .where((w) => w.or([w('advertiser_id', 'is not', null), w('means', 'is not', null)]))
    .where('mapped_at', '>=', since)
    .execute();
  return rows.map((r) => r.external_id);
}

/** The connection's records, those waiting for a person first. */
export async function listMappings(db: Database, _workspace: WorkspaceRef, connectionId: number) {
  const rows = await acrossClients(db)
    .selectFrom('connector_mappings as m')
    .leftJoin('advertisers as a', 'a.id', 'm.advertiser_id')
    .select([
      'm.kind',
      'm.external_id as externalId',
      'm.external_name as externalName',
      'm.advertiser_id as advertiserId',
      'a.name as advertiserName',
      isoText('m.last_seen_at').as('lastSeenAt'),
      'm.mapped_by as mappedBy',
      'm.means',
    ])
    .where('m.connection_id', '=', connectionId)
    .orderBy(sql`m.advertiser_id IS NULL AND m.means IS NULL`, 'desc')
    .orderBy('m.kind')
    .orderBy('m.external_name')
    .limit(1000)
    .execute();
  return rows satisfies ConnectorMapping[];
}

/** A person maps one record: to an advertiser of the workspace (null unmaps it), or an ad group to its line item. */
export async function mapRecord(
  db: Database,
  workspace: WorkspaceRef,
  connection: { id: number; sourceType: string },
  body: MapRecordBody,
  by: string,
): Promise<void> {
  if (body.kind === 'adGroup') {
    if (body.lineItemId === undefined) throw new HttpError(400, 'Choose the line item that carries this ad group');
    await mapAdGroup(db, workspace, connection.sourceType, body.externalId, body.lineItemId);
    return;
  }
  if (body.kind === 'stage') {
    if (body.means === undefined) throw new HttpError(400, 'Choose the stage this one means');
    await setMapping(db, connection.id, body, { means: body.means }, by);
    return;
  }
  if (body.advertiserId === undefined) throw new HttpError(400, 'Choose the advertiser this record stands for');
  if (body.advertiserId !== null) await requireAdvertiser(db, workspace, body.advertiserId);
  await setMapping(db, connection.id, body, { advertiser_id: body.advertiserId }, by);
}

/** One record's mapping, as a person set it; a record the connection never saw is 404. */
async function setMapping(
  db: Database,
  connectionId: number,
  body: MapRecordBody,
  mapping: { advertiser_id: number | null } | { means: string | null },
  by: string,
) {
  const done = await acrossClients(db)
    .updateTable('connector_mappings')
    .set({ ...mapping, mapped_by: by, mapped_at: sql<Date>`now()` })
    .where('connection_id', '=', connectionId)
    .where('kind', '=', body.kind)
    .where('external_id', '=', body.externalId)
    .returning('external_id')
    .executeTakeFirst();
  if (!done) throw notFound();
}

/**
 * The standard stage each of a CRM's own stages means, as a person mapped it (null: not yet), noting every one as
 * seen so that a person finds it listed.
 */
export async function stageMeanings(
  db: Database,
  connectionId: number,
  stages: readonly string[],
): Promise<Map<string, string | null>> {
  const unique = [...new Set(stages)];
  if (unique.length === 0) return new Map();
  const rows = await acrossClients(db)
    .insertInto('connector_mappings')
    .values(
      unique.map((stage) => ({
        connection_id: connectionId,
        kind: 'stage',
        external_id: stage,
        external_name: stage.slice(0, 500),
      })),
    )
    .onConflict((c) => c.columns(['connection_id', 'kind', 'external_id']).doUpdateSet({ last_seen_at: sql`now()` }))
    .returning(['external_id', 'means'])
    .execute();
  return new Map(rows.map((r) => [r.external_id, r.means]));
}

async function requireAdvertiser(db: Database, workspace: WorkspaceRef, advertiserId: number) {
  if (workspace.advertiserId !== null && workspace.advertiserId !== advertiserId) throw notFound();
  await guardFocus(db, workspace.scope, { advertiserId });
}

/** The ad group's id goes on the line item (of the source's platforms, in the workspace's reach): the next sync places it. */
async function mapAdGroup(
  db: Database,
  workspace: WorkspaceRef,
  sourceType: string,
  adGroupId: string,
  lineItemId: number,
) {
  const platforms = sourceOf(sourceType).platforms;
  let query = scoped(db, workspace.scope)
    .selectFrom('campaigns as c')
    .innerJoin('line_items as li', 'li.campaign_id', 'c.id')
    .select(['li.id', 'li.platform'])
    .where('li.id', '=', lineItemId);
  if (workspace.advertiserId !== null) query = query.where('c.advertiser_id', '=', workspace.advertiserId);
  const lineItem = await query.executeTakeFirst();
  if (!lineItem) throw notFound();
  if (!platforms.includes(lineItem.platform))
    throw new HttpError(400, `This line item runs on ${lineItem.platform}, not on this connection's platform`);
  const carrier = await scoped(db, workspace.scope)
    .selectFrom('campaigns as c')
    .innerJoin('line_items as li', 'li.campaign_id', 'c.id')
    .select('li.name')
    .where('li.platform', '=', lineItem.platform)
    .where('li.platform_line_item_id', '=', adGroupId)
    .where('li.id', '<>', lineItemId)
    .executeTakeFirst();
  if (carrier) throw new HttpError(409, `The line item ${carrier.name} already carries this ad group`);
  await acrossClients(db)
    .updateTable('line_items')
    .set({ platform_line_item_id: adGroupId })
    .where('id', '=', lineItemId)
    .execute();
}
