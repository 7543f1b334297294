import { Type, type Static } from '@fastify/type-provider-typebox';
import { scoped } from '../../kernel/access/scoped';
import type { FieldError } from '../../kernel/http/errors';
import { Nullable } from '../../kernel/http/schemas';
import { isAnyOf } from '../../kernel/db/sql';
import type { ClientEntity } from './batch';
import { ClientRef, ExternalId, Name, OptionalText, RecordSchema } from './schemas';
import { split, upsert } from './upsert';

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
  keyOf: (r) => r.externalId,
  keyField: 'externalId',
  async plan(tx, scope, items) {
    const q = scoped(tx, scope);
    const found = await q
      .selectFrom('advertisers as a')
      .select(['a.id', 'a.external_id'])
      .where(
        isAnyOf(
          'a.external_id',
          items.map((i) => i.record.externalId),
        ),
      )
      .execute();
    const groupIds = items.flatMap((i) => i.record.groupExternalId ?? []);
    const groups = await q
      .selectFrom('advertiser_groups as g')
      .select(['g.id', 'g.external_id'])
      .where(isAnyOf('g.external_id', groupIds))
      .execute();
    const groupOf = new Map(groups.map((g) => [g.external_id!, g.id]));
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
    const ids = new Map(found.map((a) => [a.external_id!, a.id]));
    const row = (r: AdvertiserRecord) => ({
      client_id: scope.clientId,
      external_id: r.externalId,
      name: r.name.trim(),
      website: r.website ?? null,
      group_id: r.groupExternalId ? groupOf.get(r.groupExternalId)! : null,
    });
    return {
      problems,
      write: async () => {
        const { created, updated } = await upsert(tx, {
          table: 'advertisers',
          columns: ['client_id', 'external_id', 'name', 'website', 'group_id'],
          key: 'external_id',
          ...split(items, ids, (r) => r.externalId, row),
          within: { scope, table: 'advertisers' },
        });
        return { created: created.size, updated: updated.size };
      },
    };
  },
};
