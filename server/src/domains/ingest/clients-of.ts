import { keyClientScope, type ClientScope, type KeyCaller } from '../../kernel/access/scope';
import { acrossClients, scoped } from '../../kernel/access/scoped';
import { notFound, type FieldError } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { isAnyOf } from '../../kernel/db/sql';

export interface Item<R> {
  /** The record's place in the batch, by which its problems are named (`records.12.budget`). */
  index: number;
  record: R;
}

interface ClientNamed {
  clientId?: number;
  clientExternalId?: string;
}

export interface ClientGroup<R> {
  scope: ClientScope;
  items: Item<R>[];
}

/**
 * Each record's client, as the key may reach it: a client's key its own client only (a record naming any other
 * answers 404 for the whole batch, as the hub answers another tenant's ids), the agency's key any client, named by
 * Beacon's id or the agency's externalId. Records are grouped by client; what cannot be placed is a field problem.
 */
export async function clientsOf<R extends ClientNamed>(
  tx: Database,
  key: KeyCaller,
  items: Item<R>[],
): Promise<{ groups: ClientGroup<R>[]; problems: FieldError[] }> {
  const problems: FieldError[] = [];
  const named = (item: Item<R>, field: keyof ClientNamed, message: string) =>
    problems.push({ field: `records.${item.index}.${field}`, message });

  const externalIds = [...new Set(items.flatMap((i) => i.record.clientExternalId ?? []))];
  const ids = [...new Set(items.flatMap((i) => i.record.clientId ?? []))];
  let byExternalId: Map<string, number>;
  let existing: Set<number>;
  if (key.clientId !== null) {
    // A client's key: its own client is all it may name (either way); anything else is another tenant's.
    const own = await scoped(tx, keyClientScope(key, key.clientId))
      .selectFrom('clients as c')
      .select(['c.id', 'c.external_id'])
      .executeTakeFirst();
    if (!own) throw notFound();
    if (ids.some((id) => id !== own.id) || externalIds.some((id) => id !== own.external_id)) throw notFound();
    byExternalId = new Map(own.external_id === null ? [] : [[own.external_id, own.id]]);
    existing = new Set([own.id]);
  } else {
    // The agency's key reaches every client: the clients its records name, found across clients.
    const rows = await acrossClients(tx)
      .selectFrom('clients')
      .select(['id', 'external_id'])
      .where((eb) => eb.or([isAnyOf('id', ids), isAnyOf('external_id', externalIds)]))
      .execute();
    byExternalId = new Map(rows.flatMap((r) => (r.external_id === null ? [] : [[r.external_id, r.id] as const])));
    existing = new Set(rows.map((r) => r.id));
  }

  const groups = new Map<number, Item<R>[]>();
  for (const item of items) {
    const { clientId, clientExternalId } = item.record;
    let id: number | undefined;
    if (clientId !== undefined && clientExternalId !== undefined) {
      named(item, 'clientExternalId', 'name the client by clientId or clientExternalId, not both');
      continue;
    } else if (clientId !== undefined) {
      if (existing.has(clientId)) id = clientId;
      else named(item, 'clientId', 'is not a client');
    } else if (clientExternalId !== undefined) {
      id = byExternalId.get(clientExternalId);
      if (id === undefined) named(item, 'clientExternalId', 'no client has this externalId');
    } else if (key.clientId !== null) {
      id = key.clientId;
    } else {
      named(item, 'clientExternalId', "is required with the agency's key (or clientId)");
    }
    if (id === undefined) continue;
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return {
    groups: [...groups.entries()]
      .sort(([a], [b]) => a - b)
      .map(([clientId, grouped]) => ({ scope: keyClientScope(key, clientId), items: grouped })),
    problems,
  };
}
