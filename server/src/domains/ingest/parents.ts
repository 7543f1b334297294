import type { ClientScope } from '../../kernel/access/scope';
import { scoped, type ScopedQueries } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import type { FieldError } from '../../kernel/http/errors';
import { isAnyOf } from '../../kernel/db/sql';
import type { Item } from './clients-of';
import { idsBy, keysOf, writeByExternalId, type Records } from './upsert';

/** The client's rows of `table` a batch names by external id: each one's id. */
export async function namedIds(
  q: ScopedQueries,
  table: 'advertisers' | 'advertiser_groups' | 'campaigns',
  externalIds: string[],
): Promise<Map<string, number>> {
  const rows = await q
    .selectFrom(`${table} as t`)
    .select(['t.id', 't.external_id'])
    .where(isAnyOf('t.external_id', externalIds))
    .execute();
  return idsBy('external_id', rows);
}

/**
 * A batch of the client's records filed under an advertiser (campaigns, audiences), planned: the problems of the
 * records it cannot place (`moved`: a stored row sent under another advertiser), the rows of `table` stored already
 * (each one's id, by external id), and the writing of each record's `row`, given its advertiser's id, within the
 * client's scope.
 */
export async function underAdvertisers<
  T extends 'audiences' | 'campaigns',
  R extends { externalId: string; advertiserExternalId: string },
>(
  tx: Database,
  scope: ClientScope,
  filed: { table: T; items: Item<R>[]; moved: string },
  row: (record: R, advertiserId: number) => ReturnType<Records<T, R>['row']>,
) {
  const { table, items, moved } = filed;
  const q = scoped(tx, scope);
  // Either table, as the query builder types their columns (it cannot for the parameter T).
  const filedIn: 'audiences' | 'campaigns' = table;
  const found = await q
    .selectFrom(`${filedIn} as t`)
    .select(['t.id', 't.external_id', 't.advertiser_id'])
    .where(isAnyOf('t.external_id', keysOf(items)))
    .execute();
  const advertiserOfStored = new Map(found.map((row) => [row.external_id!, row.advertiser_id]));
  const { ids, problems } = await parentsOf(q, items, 'advertiser', advertiserOfStored, moved);
  const stored = idsBy('external_id', found);
  const write = () =>
    writeByExternalId(tx, table, {
      items,
      found: stored,
      row: (r) => row(r, ids.get(r.advertiserExternalId)!),
      scope,
    });
  return { problems, stored, write };
}

/**
 * The parent each record is filed under (a campaign's advertiser, a line item's campaign), named by its
 * `<parent>ExternalId`: the client's parents by external id, and the problems of the records they cannot place. One
 * the client lacks is a problem, and so is another than the stored row's (`stored`: each row's parent by the row's
 * external id), told with `moved`: a row never moves.
 */
export async function parentsOf<P extends 'advertiser' | 'campaign', R extends { externalId: string }>(
  q: ScopedQueries,
  items: Item<R & { [F in `${P}ExternalId`]: string }>[],
  parent: P,
  stored: Map<string, number>,
  moved: string,
): Promise<{ ids: Map<string, number>; problems: FieldError[] }> {
  const field = `${parent}ExternalId` as const;
  const ids = await namedIds(
    q,
    `${parent}s`,
    items.map((i) => i.record[field]),
  );
  const problems = items.flatMap(({ index, record }) => {
    const at = `records.${index}.${field}`;
    const id = ids.get(record[field]);
    const was = stored.get(record.externalId);
    if (id === undefined) return [{ field: at, message: `no ${parent} of this client has this externalId` }];
    return was !== undefined && was !== id ? [{ field: at, message: moved }] : [];
  });
  return { ids, problems };
}
