import { scoped } from '../../kernel/access/scoped';
import type { ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';

/** Where a platform's line item sits in Beacon: its line item, campaign and advertiser, and their names. */
export interface Placement {
  lineItemId: number;
  campaignId: number;
  advertiserId: number;
  lineItemName: string;
  campaignName: string;
}

export const placementKey = (platform: string, platformLineItemId: string) => `${platform} ${platformLineItemId}`;

/**
 * Every line item of the client that carries a platform id, by `<platform> <id>`: an import places a row only on
 * these, never on another client's line item and never by a guess.
 */
export async function placementsOf(db: Database, scope: ClientScope): Promise<Map<string, Placement>> {
  const rows = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .innerJoin('line_items as li', 'li.campaign_id', 'c.id')
    .select([
      'li.platform',
      'li.platform_line_item_id as platformLineItemId',
      'li.id as lineItemId',
      'c.id as campaignId',
      'c.advertiser_id as advertiserId',
      'li.name as lineItemName',
      'c.name as campaignName',
    ])
    .where('li.platform_line_item_id', 'is not', null)
    .execute();
  return new Map(
    rows.map(({ platform, platformLineItemId, ...placement }) => [
      placementKey(platform, platformLineItemId!),
      placement,
    ]),
  );
}
