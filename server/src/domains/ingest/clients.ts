import { type Static } from 'typebox';
import { BY_EXTERNAL_ID, type AgencyEntity } from './batch';
import { ExternalId, Name, OptionalText, RecordSchema } from './schemas';
import { agencyIds, keysOf, writeByExternalId } from './upsert';

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
    const found = await agencyIds(tx, 'clients', keysOf(items));
    return {
      problems: [],
      write: () =>
        writeByExternalId(tx, 'clients', {
          items,
          found,
          row: (r) => ({ external_id: r.externalId, name: r.name.trim(), website: r.website ?? null }),
          scope: null,
        }),
    };
  },
};
