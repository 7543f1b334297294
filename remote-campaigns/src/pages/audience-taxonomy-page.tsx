import { formatInteger } from '@beacon/shared/format';
import { Card, Tree } from 'antd';
import { AudienceFrame } from './audience-frame';
import { useTaxonomy } from '../features/audiences/get-taxonomy';
import { LoadedRows } from '../ui/loaded-rows';

function Taxonomy({ clientId, advertiserId }: { clientId: number; advertiserId: number }) {
  const taxonomy = useTaxonomy(clientId, advertiserId);
  const label = (title: string, count: number | null) => `${title} · ${formatInteger(count ?? 0)} devices`;
  return (
    <Card role="region" aria-label="Taxonomy">
      <LoadedRows
        query={taxonomy}
        rows={taxonomy.data}
        failed="The taxonomy could not be loaded"
        emptyTitle="No Audiences"
      >
        {(rows) => (
          <Tree
            showLine
            defaultExpandAll
            selectable={false}
            treeData={rows.map((node) => ({
              key: node.key,
              title: label(node.title, node.deviceCount),
              children: node.children.map((leaf) => ({ key: leaf.key, title: label(leaf.title, leaf.deviceCount) })),
            }))}
          />
        )}
      </LoadedRows>
    </Card>
  );
}

/** `/clients/{clientId}/audiences/{advertiserId}/taxonomy`: the advertiser's audience segments as a tree. */
export default function AudienceTaxonomyPage() {
  return (
    <AudienceFrame view="taxonomy" title="Audience taxonomy">
      {({ clientId, advertiserId }) => <Taxonomy clientId={clientId} advertiserId={advertiserId} />}
    </AudienceFrame>
  );
}
