import { Type, type Static } from 'typebox';
import { scoped } from '../../kernel/access/scoped';
import { sourceOf } from '../../kernel/config/sources';
import type { Database } from '../../kernel/db/database';
import type { WorkspaceRef } from '../analytics/access';

/** A line item an ad group of this connection may be placed on: one of the source's platforms, in the workspace's reach. */
export const LineItemChoice = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    campaignId: Type.Integer(),
    campaignName: Type.String(),
    platform: Type.String(),
    platformLineItemId: Type.Union([Type.String(), Type.Null()], {
      description: 'the ad group (ad set) id it carries already, if any',
    }),
  },
  { title: 'LineItemChoice' },
);
export type LineItemChoice = Static<typeof LineItemChoice>;

/** The workspace's line items (its advertiser's, or the client's) on the connection's platforms, by campaign. */
export async function lineItemChoices(
  db: Database,
  workspace: WorkspaceRef,
  sourceType: string,
): Promise<LineItemChoice[]> {
  const platforms = sourceOf(sourceType).platforms;
  if (platforms.length === 0) return [];
  let query = scoped(db, workspace.scope)
    .selectFrom('campaigns as c')
    .innerJoin('line_items as li', 'li.campaign_id', 'c.id')
    .select([
      'li.id',
      'li.name',
      'c.id as campaignId',
      'c.name as campaignName',
      'li.platform',
      'li.platform_line_item_id as platformLineItemId',
    ])
    .where('li.platform', 'in', [...platforms]);
  if (workspace.advertiserId !== null) query = query.where('c.advertiser_id', '=', workspace.advertiserId);
  return query.orderBy('c.name').orderBy('li.name').orderBy('li.id').limit(2000).execute();
}
