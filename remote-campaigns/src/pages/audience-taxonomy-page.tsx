import { formatInteger } from '@beacon/shared/format';
import { Tree } from 'antd';
import { AudienceCard, AudienceViewPage } from './audience-frame';
import { useTaxonomy } from '../features/audiences/get-taxonomy';

function Taxonomy({ clientId, advertiserId }: { clientId: number; advertiserId: number }) {
  const taxonomy = useTaxonomy(clientId, advertiserId);
  const label = (title: string, count: number | null) => `${title} · ${formatInteger(count ?? 0)} devices`;
  return (
    <AudienceCard label="Taxonomy" query={taxonomy} failed="The taxonomy could not be loaded">
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
    </AudienceCard>
  );
}

/** `/clients/{clientId}/audiences/{advertiserId}/taxonomy`: the advertiser's audience segments as a tree. */
export default function AudienceTaxonomyPage() {
  return <AudienceViewPage view="taxonomy" title="Audience taxonomy" body={Taxonomy} />;
}
