import type { Static } from 'typebox';
import { scoped } from '../../kernel/access/scoped';
import { BY_EXTERNAL_ID, type ClientEntity } from './batch';
import { ClientRef, ExternalId, Name, RecordSchema } from './schemas';
import { namedIds } from './parents';
import { keysOf, writeByExternalId } from './upsert';

const AdvertiserGroupRecord = RecordSchema({ externalId: ExternalId, ...ClientRef, name: Name() });
type AdvertiserGroupRecord = Static<typeof AdvertiserGroupRecord>;

/** A client's advertiser groups (standard users may be given a group's advertisers at once). */
export const advertiserGroups: ClientEntity<AdvertiserGroupRecord> = {
  level: 'client',
  name: 'advertiser-groups',
  summary: 'Create or update advertiser groups',
  description: 'Advertisers name their group by groupExternalId.',
  record: AdvertiserGroupRecord,
  ...BY_EXTERNAL_ID,
  async plan(tx, scope, items) {
    const found = await namedIds(scoped(tx, scope), 'advertiser_groups', keysOf(items));
    return {
      problems: [],
      write: () =>
        writeByExternalId(tx, 'advertiser_groups', {
          items,
          found,
          row: (r) => ({ client_id: scope.clientId, external_id: r.externalId, name: r.name.trim() }),
          scope,
        }),
    };
  },
};
