import { Type, type Static } from 'typebox';
import type { FieldError } from '../../kernel/http/errors';
import { PLATFORMS } from '../../semantic/enumerations';
import { Nullable, oneOf } from '../../kernel/http/schemas';
import { WHOLE_DAY_REGION, writeDelivery, type PlacedDeliveryRow, type ReplacedRow } from '../imports/apply-delivery';
import { placementKey, placementsOf, type Placement } from '../imports/placement';
import { createImport, updateImport } from '../imports/queries';
import type { ClientEntity } from './batch';
import { ClientRef, Count, Day, Name, RecordSchema } from './schemas';

const DeliveryRecord = RecordSchema({
  ...ClientRef,
  date: Day,
  platform: oneOf(PLATFORMS),
  platformLineItemId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f]*$' }),
  region: Type.Optional(Nullable(Name(100))),
  impressions: Count,
  clicks: Count,
  conversions: Count,
  spend: Type.Number({ minimum: 0, maximum: 9_999_999_999 }),
  completions: Type.Optional(Count),
  viewableImpressions: Type.Optional(Count),
  siteActivities: Type.Optional(Count),
});
type DeliveryRecord = Static<typeof DeliveryRecord>;

/** A row's figures as daily_delivery keeps them, to tell a row sent again from a changed one. */
const figuresOf = (r: DeliveryRecord) =>
  [
    r.impressions,
    r.viewableImpressions ?? 0,
    r.clicks,
    r.completions ?? 0,
    r.conversions,
    r.siteActivities ?? 0,
    Math.round(r.spend * 100),
  ].join(' ');
const dayKey = (lineItemId: number, day: string) => `${lineItemId} ${day}`;

/**
 * How many of a batch's rows are new and how many change what was held, from the rows the batch replaced: a region's
 * row is new where its region was not held, a whole-day row where nothing was held on its line item and day; a row
 * is unchanged only where it replaced itself, figure for figure (a whole day: its one whole-day row).
 */
function countsOf(placed: { record: DeliveryRecord; at: Placement }[], replaced: ReplacedRow[]) {
  if (replaced.length === 0) return { created: placed.length, updated: 0 };
  const held = new Map<string, Map<string, string>>();
  for (const [lineItemId, day, region, figures] of replaced) {
    const regions = held.get(dayKey(lineItemId, day)) ?? new Map<string, string>();
    regions.set(region, figures);
    held.set(dayKey(lineItemId, day), regions);
  }
  let created = 0;
  let updated = 0;
  for (const { record, at } of placed) {
    const regions = held.get(dayKey(at.lineItemId, record.date));
    const was = regions?.get(record.region ?? WHOLE_DAY_REGION);
    if (was === undefined && (record.region || !regions)) created += 1;
    else if (was !== figuresOf(record) || (!record.region && regions!.size > 1)) updated += 1;
  }
  return { created, updated };
}

/**
 * A client's daily delivery, placed by the platform's own line item id on one of the client's line items, and
 * written as file imports write it (one import per client per batch, which can be undone): the truth for the
 * (line item, day, region) pairs it holds. A row without region is the line item's whole day.
 */
export const delivery: ClientEntity<DeliveryRecord> = {
  level: 'client',
  name: 'delivery',
  summary: 'Load daily delivery',
  description:
    "Each row is one line item's day (and region): the line item is found by its platform and platformLineItemId " +
    "among the client's line items. A batch is one import per client, undone like a file's (the hub's undoImport); " +
    "it replaces what delivery held for the pairs it holds (a row without region: the line item's whole day).",
  record: DeliveryRecord,
  keyOf: (r) => `${r.platform} ${r.platformLineItemId} ${r.date} ${r.region ?? ''}`,
  keyField: 'date',
  // Two batches of a client's delivery are written side by side when each holds only whole days or only regions.
  // Where both hold a row, or one replaces a row the other replaced meanwhile, one starts again after the other
  // (apply-delivery.ts); a whole day written beside a new region of that day leaves both, as the whole day sent
  // first would. Two batches each of both could each miss a new row of the other's, which no order gives: a batch of
  // both is written alone.
  besideOthers: (items) => new Set(items.map(({ record }) => Boolean(record.region))).size < 2,
  async plan(tx, scope, items, { key }) {
    const placements = await placementsOf(tx, scope);
    const problems: FieldError[] = [];
    const placed: { index: number; record: DeliveryRecord; at: Placement }[] = [];
    const wholeDays = new Map<string, number>();
    const regionDays = new Map<string, number>();
    for (const { index, record } of items) {
      const at = placements.get(placementKey(record.platform, record.platformLineItemId));
      if (!at) {
        problems.push({
          field: `records.${index}.platformLineItemId`,
          message: `no line item of this client has this ${record.platform} id`,
        });
        continue;
      }
      placed.push({ index, record, at });
      // A line item's whole day and one of its regions in one batch: which would be the truth is not said.
      const day = dayKey(at.lineItemId, record.date);
      const [mine, other] = record.region ? [regionDays, wholeDays] : [wholeDays, regionDays];
      if (!mine.has(day)) mine.set(day, index);
      const clash = other.get(day);
      if (clash !== undefined)
        problems.push({
          field: `records.${index}.region`,
          message: `records.${clash} holds the same line item and day ${record.region ? 'whole' : 'by region'}`,
        });
    }
    return {
      problems,
      write: async () => {
        const importId = await createImport(tx, scope, {
          source: 'api',
          dryRun: false,
          acceptValidRows: false,
          format: null,
          fileName: 'ingest/v1/delivery',
          createdBy: `API key ${key.name} (${key.prefix}…)`,
        });
        const rows: PlacedDeliveryRow[] = placed.map(({ index, record, at }) => ({
          ...record,
          row: index,
          day: record.date,
          region: record.region ?? null,
          lineItemId: at.lineItemId,
          campaignId: at.campaignId,
          advertiserId: at.advertiserId,
        }));
        const { replacedRows } = await writeDelivery(tx, importId, rows);
        const days = rows.map((r) => r.day).sort();
        await updateImport(tx, scope, importId, {
          status: 'done',
          finished: true,
          message: null,
          rowsRead: rows.length,
          rowsAccepted: rows.length,
          rowsRejected: 0,
          firstDay: days[0] ?? null,
          lastDay: days.at(-1) ?? null,
          lineItems: new Set(rows.map((r) => r.lineItemId)).size,
          preview: placed.slice(0, 20).map(({ index, record, at }) => ({
            row: index,
            date: record.date,
            platform: record.platform,
            platformLineItemId: record.platformLineItemId,
            lineItemName: at.lineItemName,
            campaignName: at.campaignName,
            region: record.region ?? null,
            impressions: record.impressions,
            clicks: record.clicks,
            conversions: record.conversions,
            spend: record.spend,
          })),
        });
        return { ...countsOf(placed, replacedRows), imports: [{ clientId: scope.clientId, importId }] };
      },
    };
  },
};
