import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { LATEST_DEVICE_COUNT } from './queries';
import type { Static } from 'typebox';
import type { Database } from '../../kernel/db/database';
import type { TaxonomyNode } from './schemas';

type Node = Static<typeof TaxonomyNode>;

/** 'FIRST_PARTY' reads 'First Party'. */
const titleOf = (segmentType: string) =>
  segmentType
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * An advertiser's audience segments as a tree: segment types (alphabetical), each with its audiences and their
 * latest device counts; a type's count is the sum of its audiences'.
 */
export async function audienceTaxonomy(db: Database, scope: ClientScope, advertiserId: number): Promise<Node[]> {
  const rows = await scoped(db, scope)
    .selectFrom('audiences as au')
    .select(['au.id', 'au.name', 'au.segment_type as segmentType', LATEST_DEVICE_COUNT.as('deviceCount')])
    .where('au.advertiser_id', '=', advertiserId)
    .orderBy('au.segment_type')
    .orderBy('au.name')
    .orderBy('au.id')
    .execute();
  const types = new Map<string, Node>();
  for (const row of rows) {
    let type = types.get(row.segmentType);
    if (!type) {
      type = {
        key: `type:${row.segmentType}`,
        title: titleOf(row.segmentType),
        audienceId: null,
        deviceCount: 0,
        children: [],
      };
      types.set(row.segmentType, type);
    }
    type.deviceCount = (type.deviceCount ?? 0) + (row.deviceCount ?? 0);
    type.children.push({
      key: `audience:${row.id}`,
      title: row.name,
      audienceId: row.id,
      deviceCount: row.deviceCount,
    });
  }
  return [...types.values()];
}
