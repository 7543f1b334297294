import type { Static } from '@fastify/type-provider-typebox';
import { scoped } from '../../kernel/access/scoped';
import { isAnyOf } from '../../kernel/db/sql';
import type { ClientEntity } from './batch';
import { ClientRef, ExternalId, Name, RecordSchema } from './schemas';
import { split, upsert } from './upsert';

const AdvertiserGroupRecord = RecordSchema({ externalId: ExternalId, ...ClientRef, name: Name() });
type AdvertiserGroupRecord = Static<typeof AdvertiserGroupRecord>;

/** A client's advertiser groups (standard users may be given a group's advertisers at once). */
export const advertiserGroups: ClientEntity<AdvertiserGroupRecord> = {
  level: 'client',
  name: 'advertiser-groups',
  summary: 'Create or update advertiser groups',
  description: 'Advertisers name their group by groupExternalId.',
  record: AdvertiserGroupRecord,
  keyOf: (r) => r.externalId,
  keyField: 'externalId',
  async plan(tx, scope, items) {
    const found = await scoped(tx, scope)
      .selectFrom('advertiser_groups as g')
      .select(['g.id', 'g.external_id'])
      .where(
        isAnyOf(
          'g.external_id',
          items.map((i) => i.record.externalId),
        ),
      )
      .execute();
    const ids = new Map(found.map((g) => [g.external_id!, g.id]));
    const row = (r: AdvertiserGroupRecord) => ({
      client_id: scope.clientId,
      external_id: r.externalId,
      name: r.name.trim(),
    });
    return {
      problems: [],
      write: async () => {
        const { created, updated } = await upsert(tx, {
          table: 'advertiser_groups',
          columns: ['client_id', 'external_id', 'name'],
          key: 'external_id',
          ...split(items, ids, (r) => r.externalId, row),
          within: { scope, table: 'advertiser_groups' },
        });
        return { created: created.size, updated: updated.size };
      },
    };
  },
};
