import { Type, type Static } from 'typebox';
import { acrossClients, scoped } from '../../kernel/access/scoped';
import type { FieldError } from '../../kernel/http/errors';
import { AD_FORMAT_LABELS, PLATFORMS } from '../../semantic/enumerations';
import { Nullable, oneOf } from '../../kernel/http/schemas';
import { isAnyOf } from '../../kernel/db/sql';
import { BY_EXTERNAL_ID, type ClientEntity, type Item } from './batch';
import { Budget, ClientRef, Day, ExternalId, Name, OptionalText, RecordSchema } from './schemas';
import { parentsOf } from './parents';
import { cents, idsBy, keysOf, writeByExternalId } from './upsert';

const AD_FORMATS = Object.keys(AD_FORMAT_LABELS) as (keyof typeof AD_FORMAT_LABELS)[];

const LineItemRecord = RecordSchema({
  externalId: ExternalId,
  ...ClientRef,
  campaignExternalId: ExternalId,
  name: Name(),
  platform: oneOf(PLATFORMS),
  platformLineItemId: Type.Optional(
    Nullable(
      Type.String({
        minLength: 1,
        maxLength: 200,
        pattern: '^[^\\u0000-\\u001f]*$',
        description: "The platform's own id (a Google Ads ad group, a Meta ad set, a DSP's line item)",
      }),
    ),
  ),
  adFormat: oneOf(AD_FORMATS),
  budget: Budget,
  startDate: Type.Optional(Nullable(Day)),
  endDate: Type.Optional(Nullable(Day)),
  pixelName: OptionalText(200),
});
type LineItemRecord = Static<typeof LineItemRecord>;

const platformKey = (platform: string, id: string) => `${platform} ${id}`;

function alone({ index, record: r }: Item<LineItemRecord>): FieldError[] {
  return r.startDate && r.endDate && r.endDate < r.startDate
    ? [{ field: `records.${index}.endDate`, message: 'must not be before startDate' }]
    : [];
}

/**
 * A campaign's line items, each on its ad platform under the platform's own id: daily delivery (files and the
 * delivery endpoint) is placed by that id. A line item stays under the campaign it was created under: its delivery
 * is filed under that campaign and advertiser.
 */
export const lineItems: ClientEntity<LineItemRecord> = {
  level: 'client',
  name: 'line-items',
  summary: 'Create or update line items',
  description:
    "platformLineItemId is the platform's own id of the line item (a Google Ads ad group, a Meta ad set, a DSP's " +
    'line item): daily delivery is placed by it, and one id is one line item on its platform.',
  record: LineItemRecord,
  ...BY_EXTERNAL_ID,
  check: alone,
  async plan(tx, scope, items) {
    const q = scoped(tx, scope);
    const found = await q
      .selectFrom('campaigns as c')
      .innerJoin('line_items as li', 'li.campaign_id', 'c.id')
      .select(['li.id', 'li.external_id', 'li.campaign_id'])
      .where(isAnyOf('li.external_id', keysOf(items)))
      .execute();
    const stored = idsBy('external_id', found);
    // A platform's id is one line item whichever client it is (the import places delivery by it alone).
    const platformIds = items.flatMap((i) => i.record.platformLineItemId ?? []);
    const taken = await acrossClients(tx)
      .selectFrom('line_items')
      .select(['id', 'platform', 'platform_line_item_id'])
      .where(isAnyOf('platform_line_item_id', platformIds))
      .execute();
    const holder = new Map(taken.map((li) => [platformKey(li.platform, li.platform_line_item_id!), li.id]));

    const { ids: campaignOf, problems } = await parentsOf(
      q,
      items,
      'campaign',
      new Map(found.map((li) => [li.external_id!, li.campaign_id])),
      'the line item belongs to another campaign: a line item cannot move',
    );
    const claimed = new Map<string, number>();
    for (const { index, record: r } of items) {
      if (!r.platformLineItemId) continue;
      const at = (message: string) => problems.push({ field: `records.${index}.platformLineItemId`, message });
      const key = platformKey(r.platform, r.platformLineItemId);
      const first = claimed.get(key);
      if (first !== undefined) at(`repeats records.${first}`);
      else claimed.set(key, index);
      const owner = holder.get(key);
      if (owner !== undefined && owner !== stored.get(r.externalId))
        at('is already another line item on this platform');
    }
    const row = (r: LineItemRecord) => ({
      external_id: r.externalId,
      campaign_id: campaignOf.get(r.campaignExternalId)!,
      name: r.name.trim(),
      platform: r.platform,
      platform_line_item_id: r.platformLineItemId ?? null,
      ad_format: r.adFormat,
      budget: cents(r.budget),
      start_date: r.startDate ?? null,
      end_date: r.endDate ?? null,
      pixel_name: r.pixelName ?? null,
    });
    return {
      problems,
      // The campaigns were read through the client's scope above: their line items are written under them.
      write: () => writeByExternalId(tx, 'line_items', { items, found: stored, row, scope: null }),
    };
  },
};
