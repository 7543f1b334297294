import { isOutOfReach, loadOf } from '@beacon/shared/api';
import { parseId } from '@beacon/shared/paths';
import { OutOfReach, PageHeader } from '@beacon/shared/ui';
import { Alert, Card, Flex } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { CampaignFilter, DEFAULT_FILTER, parseFilter } from '../features/campaigns/campaign-filter';
import { CampaignsGrid, ProposalsGrid } from '../features/campaigns/campaigns-grid';
import { useCampaigns } from '../features/campaigns/get-campaigns';
import { useRfpForms } from '../features/campaigns/get-rfp-forms';

/** `/clients/{clientId}/campaigns?filter=`: the client's campaigns (active, all) or its proposals. */
export default function CampaignsPage() {
  const clientId = parseId(useParams().clientId);
  const [search, setSearch] = useSearchParams();
  const filter = parseFilter(search.get('filter'));
  const proposals = filter === 'proposals';
  const campaigns = useCampaigns(proposals ? null : clientId, { filter: filter === 'active' ? 'active' : 'all' });
  const forms = useRfpForms(clientId, proposals);
  const list = proposals ? forms : campaigns;

  if (clientId === null || (list.isError && isOutOfReach(list.error))) return <OutOfReach />;
  const choose = (next: typeof filter) => setSearch(next === DEFAULT_FILTER ? {} : { filter: next }, { replace: true });
  const toolbar = <CampaignFilter value={filter} onChange={choose} />;
  const shown = list.data?.rows.length ?? 0;
  const total = list.data?.total ?? 0;

  return (
    <Flex vertical gap={20}>
      <PageHeader />
      {total > shown && (
        <Alert
          type="info"
          showIcon
          title={`Showing the first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}.`}
        />
      )}
      <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        {proposals ? (
          <ProposalsGrid
            key="proposals"
            rows={forms.data?.rows}
            {...loadOf(forms)}
            toolbar={toolbar}
            csvName={`proposals-client-${clientId}`}
          />
        ) : (
          <CampaignsGrid
            key={filter}
            clientId={clientId}
            rows={campaigns.data?.rows}
            {...loadOf(campaigns)}
            toolbar={toolbar}
            csvName={`campaigns-${filter}-client-${clientId}`}
          />
        )}
      </Card>
    </Flex>
  );
}
