import type { Static } from '@fastify/type-provider-typebox';
import { scoped } from '../../kernel/access/scoped';
import { isAnyOf } from '../../kernel/db/sql';
import type { ClientEntity } from './batch';
import { ClientRef, ExternalId, Name, RecordSchema } from './schemas';
import { idsBy, keysOf, writeRecords } from './upsert';

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
      .where(isAnyOf('g.external_id', keysOf(items)))
      .execute();
    return {
      problems: [],
      write: () =>
        writeRecords(tx, {
          table: 'advertiser_groups',
          key: 'external_id',
          items,
          found: idsBy('external_id', found),
          keyOf: (r) => r.externalId,
          row: (r) => ({ client_id: scope.clientId, external_id: r.externalId, name: r.name.trim() }),
          within: { scope, table: 'advertiser_groups' },
        }),
    };
  },
};
