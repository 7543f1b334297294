import { type Static } from 'typebox';
import { acrossClients } from '../../kernel/access/scoped';
import { isAnyOf } from '../../kernel/db/sql';
import { BY_EXTERNAL_ID, type AgencyEntity } from './batch';
import { ExternalId, Name, OptionalText, RecordSchema } from './schemas';
import { idsBy, keysOf, writeByExternalId } from './upsert';

const ClientRecord = RecordSchema({
  externalId: ExternalId,
  name: Name(),
  website: OptionalText(500),
});
type ClientRecord = Static<typeof ClientRecord>;

/** The agency's clients: a new client starts here, empty, and is filled by the other endpoints. */
export const clients: AgencyEntity<ClientRecord> = {
  level: 'agency',
  name: 'clients',
  summary: 'Create or update clients',
  description:
    "The agency's key only. A client is known by its externalId; other records name it by clientExternalId (or Beacon's clientId).",
  record: ClientRecord,
  ...BY_EXTERNAL_ID,
  async plan(tx, items) {
    // Clients span the agency: the agency's key reaches every one.
    const found = await acrossClients(tx)
      .selectFrom('clients')
      .select(['id', 'external_id'])
      .where(isAnyOf('external_id', keysOf(items)))
      .execute();
    return {
      problems: [],
      write: () =>
        writeByExternalId(tx, 'clients', {
          items,
          found: idsBy('external_id', found),
          row: (r) => ({ external_id: r.externalId, name: r.name.trim(), website: r.website ?? null }),
          scope: null,
        }),
    };
  },
};
