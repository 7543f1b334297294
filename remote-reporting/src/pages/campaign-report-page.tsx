import { isOutOfReach } from '@beacon/shared/api';
import { LoadFailed, OutOfReach, PageHeader, PageLoading, PageTabs } from '@beacon/shared/ui';
import { Breadcrumb, Flex } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { parseId } from '@beacon/shared/paths';
import { useReportCampaign } from '../features/campaign-reports/get-report-campaign';
import { TabReport } from '../features/campaign-reports/tab-report';
import { ShareButton } from '../features/share-links/share-button';
import { useSuiteScope } from '../ui/scope';
import { SuitePage } from './suite-page';

/** `campaign-reporting/{campaignId}/{tab}`: a campaign's report, one tab per channel it has. */
function CampaignReport() {
  const params = useParams();
  const navigate = useNavigate();
  const { clientId, advertiserId, link } = useSuiteScope();
  const campaignId = parseId(params.campaignId);
  const tabKey = params.activeTab ?? params.tab;
  const campaign = useReportCampaign(clientId, campaignId);

  if (campaignId === null || (campaign.status === 'error' && isOutOfReach(campaign.error))) return <OutOfReach />;
  if (campaign.status === 'error')
    return <LoadFailed title="The report could not be loaded" onRetry={() => void campaign.refetch()} />;
  if (!campaign.data) return <PageLoading shape="report" />;
  const data = campaign.data;
  if (advertiserId !== null && data.advertiserId !== advertiserId) return <OutOfReach />;
  if (!tabKey && data.tabs[0])
    return <Navigate replace to={link(`campaign-reporting/${campaignId}/${data.tabs[0].key}`)} />;
  const tab = data.tabs.find((t) => t.key === tabKey);
  if (!tab) return <OutOfReach />;

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to={link('dashboards')}>Reporting Suite</Link> },
          { title: <Link to={link('campaign-reporting')}>Campaign reporting</Link> },
          { title: data.name },
        ]}
      />
      <PageHeader
        title={data.name}
        description={`${data.advertiserName} · ${data.status}`}
        extra={<ShareButton clientId={clientId!} target={{ kind: 'campaign-report', id: data.id, name: data.name }} />}
      />
      <PageTabs
        activeKey={tab.key}
        onChange={(key) => navigate(link(`campaign-reporting/${campaignId}/${key}`))}
        items={data.tabs.map((t) => ({ key: t.key, label: t.name }))}
      />
      <TabReport key={tab.key} clientId={clientId!} campaign={data} tab={tab} />
    </Flex>
  );
}

export default function CampaignReportPage() {
  return (
    <SuitePage>
      <CampaignReport />
    </SuitePage>
  );
}
