import { Type, type Static } from 'typebox';
import { scoped } from '../../kernel/access/scoped';
import type { FieldError } from '../../kernel/http/errors';
import { Nullable } from '../../kernel/http/schemas';
import { BY_EXTERNAL_ID, type ClientEntity } from './batch';
import { ClientRef, ExternalId, Name, OptionalText, RecordSchema } from './schemas';
import { namedIds } from './parents';
import { keysOf, writeByExternalId } from './upsert';

const AdvertiserRecord = RecordSchema({
  externalId: ExternalId,
  ...ClientRef,
  name: Name(),
  website: OptionalText(500),
  groupExternalId: Type.Optional(Nullable(ExternalId)),
});
type AdvertiserRecord = Static<typeof AdvertiserRecord>;

/** A client's advertisers, in their group or none. */
export const advertisers: ClientEntity<AdvertiserRecord> = {
  level: 'client',
  name: 'advertisers',
  summary: 'Create or update advertisers',
  description: 'Campaigns, invoices and audiences name their advertiser by advertiserExternalId.',
  record: AdvertiserRecord,
  ...BY_EXTERNAL_ID,
  async plan(tx, scope, items) {
    const q = scoped(tx, scope);
    const found = await namedIds(q, 'advertisers', keysOf(items));
    const groupOf = await namedIds(
      q,
      'advertiser_groups',
      items.flatMap((i) => i.record.groupExternalId ?? []),
    );
    const problems: FieldError[] = items.flatMap(({ index, record }) =>
      record.groupExternalId && !groupOf.has(record.groupExternalId)
        ? [
            {
              field: `records.${index}.groupExternalId`,
              message: 'no advertiser group of this client has this externalId',
            },
          ]
        : [],
    );
    const row = (r: AdvertiserRecord) => ({
      client_id: scope.clientId,
      external_id: r.externalId,
      name: r.name.trim(),
      website: r.website ?? null,
      group_id: r.groupExternalId ? groupOf.get(r.groupExternalId)! : null,
    });
    return {
      problems,
      write: () => writeByExternalId(tx, 'advertisers', { items, found, row, scope }),
    };
  },
};
