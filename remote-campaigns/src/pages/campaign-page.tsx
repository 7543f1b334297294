import { isOutOfReach } from '@beacon/shared/api';
import { NotificationOutlined } from '@ant-design/icons';
import { parseId, paths } from '@beacon/shared/paths';
import { LoadFailed, OutOfReach, PageHeader, PageLoading, PageTabs } from '@beacon/shared/ui';
import { Button, Flex, Space } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AdfirePanel } from '../features/adfire/adfire-panel';
import { CampaignOverview } from '../features/campaigns/campaign-overview';
import { CampaignStatusTag } from '../features/campaigns/campaign-status-tag';
import { useCampaign } from '../features/campaigns/get-campaign';
import { ProvenProcess } from '../features/campaigns/proven-process';
import { UpdatesDrawer } from '../features/campaigns/updates-drawer';
import { CustomReportsPanel } from '../features/custom-reports/custom-reports-panel';
import { DocumentsPanel } from '../features/documents/documents-panel';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'custom-reports', label: 'Custom reports' },
  { key: 'proven-process', label: 'Proven process' },
  { key: 'documents', label: 'Documents' },
  { key: 'adfire', label: 'Adfire' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** `/clients/{clientId}/campaigns/{campaignId}/{tab}`: one campaign; the tab defaults to overview. */
export default function CampaignPage() {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const campaignId = parseId(params.campaignId);
  const tab = (params.campaignActiveTab ?? 'overview') as Tab;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const campaign = useCampaign(clientId, campaignId);
  const owner = useMemo(() => ({ kind: 'campaign' as const, id: campaignId ?? 0 }), [campaignId]);
  const updatesOpen = search.get('openUpdates') === 'true';
  const setUpdates = (open: boolean) => setSearch(open ? { openUpdates: 'true' } : {}, { replace: true });

  const known = TABS.some((t) => t.key === tab);
  if (clientId === null || campaignId === null || !known) return <OutOfReach />;
  if (campaign.isError && isOutOfReach(campaign.error)) return <OutOfReach />;
  if (campaign.isError)
    return <LoadFailed title="The campaign could not be loaded" onRetry={() => void campaign.refetch()} />;
  if (!campaign.data) return <PageLoading />;
  const c = campaign.data;

  const panels: Record<Tab, React.ReactNode> = {
    overview: <CampaignOverview clientId={clientId} campaign={c} />,
    'custom-reports': <CustomReportsPanel clientId={clientId} owner={owner} />,
    'proven-process': <ProvenProcess clientId={clientId} campaignId={c.id} />,
    documents: <DocumentsPanel clientId={clientId} owner={owner} />,
    adfire: <AdfirePanel clientId={clientId} campaignId={c.id} />,
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={c.campaignName}
        description={
          <Space size={8} wrap>
            <CampaignStatusTag status={c.status} />
            <Link to={paths.advertiser(clientId, c.advertiser.id)}>{c.advertiser.name}</Link>
            <Link to={paths.campaignReporting(clientId, c.id, c.advertiser.id)}>Reporting</Link>
          </Space>
        }
        extra={
          <Button icon={<NotificationOutlined />} onClick={() => setUpdates(true)}>
            Updates
          </Button>
        }
      />
      <PageTabs
        activeKey={tab}
        onChange={(key) => void navigate(paths.campaign(clientId, c.id, key))}
        items={TABS.map((t) => ({ key: t.key, label: t.label, children: t.key === tab ? panels[t.key] : null }))}
      />
      <UpdatesDrawer clientId={clientId} campaignId={c.id} open={updatesOpen} onClose={() => setUpdates(false)} />
    </Flex>
  );
}
