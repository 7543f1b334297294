import { formatInteger } from '@beacon/shared/format';
import { EmptyState, LoadFailed } from '@beacon/shared/ui';
import { Card, Skeleton, Tree } from 'antd';
import { AudienceFrame } from './audience-frame';
import { useTaxonomy } from '../features/audiences/get-taxonomy';

function Taxonomy({ clientId, advertiserId }: { clientId: number; advertiserId: number }) {
  const taxonomy = useTaxonomy(clientId, advertiserId);
  const label = (title: string, count: number | null) => `${title} · ${formatInteger(count ?? 0)} devices`;
  return (
    <Card role="region" aria-label="Taxonomy">
      {taxonomy.isLoading && <Skeleton active />}
      {taxonomy.isError && (
        <LoadFailed title="The taxonomy could not be loaded" onRetry={() => void taxonomy.refetch()} />
      )}
      {taxonomy.data?.length === 0 && <EmptyState title="No Audiences" />}
      {taxonomy.data && taxonomy.data.length > 0 && (
        <Tree
          showLine
          defaultExpandAll
          selectable={false}
          treeData={taxonomy.data.map((node) => ({
            key: node.key,
            title: label(node.title, node.deviceCount),
            children: node.children.map((leaf) => ({ key: leaf.key, title: label(leaf.title, leaf.deviceCount) })),
          }))}
        />
      )}
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
