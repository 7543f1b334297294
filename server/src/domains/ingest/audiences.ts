import { Type, type Static } from 'typebox';
import { sql } from 'kysely';
import type { FieldError } from '../../kernel/http/errors';
import { rowsOf } from '../../kernel/db/sql';
import type { Database } from '../../kernel/db/database';
import { BY_EXTERNAL_ID, type ClientEntity, type Item } from './batch';
import { ClientRef, Count, Day, ExternalId, Name, RecordSchema, Text } from './schemas';
import { underAdvertisers } from './parents';

const AudienceCount = Type.Object(
  { date: Day, deviceCount: Count, householdCount: Count },
  { additionalProperties: false },
);

const AudienceRecord = RecordSchema({
  externalId: ExternalId,
  ...ClientRef,
  advertiserExternalId: ExternalId,
  name: Name(),
  segmentType: Name(100),
  description: Type.Optional(Text(2000)),
  counts: Type.Optional(Type.Array(AudienceCount, { maxItems: 1000 })),
});
type AudienceRecord = Static<typeof AudienceRecord>;

function daysOnce({ index, record }: Item<AudienceRecord>): FieldError[] {
  const seen = new Map<string, number>();
  return (record.counts ?? []).flatMap((count, n) => {
    const first = seen.get(count.date);
    seen.set(count.date, first ?? n);
    return first === undefined
      ? []
      : [{ field: `records.${index}.counts.${n}.date`, message: `repeats records.${index}.counts.${first}` }];
  });
}

/** The counts sent, day by day: a day sent again with other figures is replaced, days not sent stay. */
async function writeCounts(
  tx: Database,
  rows: { audience_id: number; day: string; device_count: number; household_count: number }[],
) {
  if (rows.length === 0) return new Set<number>();
  // The audiences were read or created through the client's scope just before.
  const changed = await rowsOf<{ audience_id: number }>(
    tx,
    sql`INSERT INTO audience_counts (audience_id, day, device_count, household_count)
      SELECT v.audience_id, v.day, v.device_count, v.household_count
      FROM jsonb_populate_recordset(NULL::audience_counts, ${JSON.stringify(rows)}::jsonb) AS v
      ON CONFLICT (audience_id, day) DO UPDATE
        SET device_count = excluded.device_count, household_count = excluded.household_count
        WHERE (audience_counts.device_count, audience_counts.household_count)
          IS DISTINCT FROM (excluded.device_count, excluded.household_count)
      RETURNING audience_id`,
  );
  return new Set(changed.map((row) => row.audience_id));
}

/** An advertiser's audiences and their device and household counts by day (the counts history). */
export const audiences: ClientEntity<AudienceRecord> = {
  level: 'client',
  name: 'audiences',
  summary: 'Create or update audiences, with their counts',
  description:
    'counts: devices and households by day; a day sent again is replaced, days not sent stay. An audience stays ' +
    'with the advertiser it was created under.',
  record: AudienceRecord,
  ...BY_EXTERNAL_ID,
  check: daysOnce,
  async plan(tx, scope, items) {
    const { problems, stored, write } = await underAdvertisers(
      tx,
      scope,
      { table: 'audiences', items, moved: "is not the audience's advertiser: an audience cannot move" },
      (r, advertiserId) => ({
        external_id: r.externalId,
        advertiser_id: advertiserId,
        name: r.name.trim(),
        segment_type: r.segmentType.trim(),
        description: r.description ?? '',
      }),
    );
    return {
      problems,
      write: async () => {
        const { ids } = await write();
        const idOf = (r: AudienceRecord) => ids.created.get(r.externalId) ?? stored.get(r.externalId)!;
        const counted = await writeCounts(
          tx,
          items.flatMap(({ record }) =>
            (record.counts ?? []).map((c) => ({
              audience_id: idOf(record),
              day: c.date,
              device_count: c.deviceCount,
              household_count: c.householdCount,
            })),
          ),
        );
        const createdIds = new Set(ids.created.values());
        const changed = new Set([...ids.updated, ...[...counted].filter((id) => !createdIds.has(id))]);
        return { created: ids.created.size, updated: changed.size };
      },
    };
  },
};
