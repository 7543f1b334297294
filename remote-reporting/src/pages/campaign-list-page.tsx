import { formatCurrency, formatDate } from '@beacon/shared/format';
import type { GridColumn } from '@beacon/shared/ui';
import { Space, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useReportCampaigns, type ReportCampaign } from '../features/campaign-reports/get-report-campaigns';
import { useSuiteScope } from '../ui/scope';
import { ListPage } from '../ui/list-page';
import { SuitePage } from './suite-page';

const TAB_NAMES: Record<string, string> = {
  'programmatic-overview': 'Programmatic',
  ctv: 'CTV',
  display: 'Display',
  native: 'Native',
  'online-video': 'Video',
  audio: 'Audio',
  'rich-media': 'Rich Media',
  dooh: 'DOOH',
  'cross-channel': 'Cross-Channel',
  'meta-ads': 'Meta',
  'google-ads': 'Google',
};

/** `campaign-reporting`: the campaigns to report on, searchable; each opens on its first tab. */
function CampaignList() {
  const { clientId, advertiserId, link } = useSuiteScope();
  const list = useReportCampaigns(clientId, advertiserId);
  const columns = useMemo<GridColumn<ReportCampaign>[]>(
    () => [
      {
        key: 'name',
        title: 'Campaign',
        text: (c) => c.name,
        render: (c) => <Link to={link(`campaign-reporting/${c.id}/${c.tabs[0] ?? ''}`)}>{c.name}</Link>,
        compare: (a, b) => a.name.localeCompare(b.name),
      },
      {
        key: 'advertiser',
        title: 'Advertiser',
        text: (c) => c.advertiserName,
        compare: (a, b) => a.advertiserName.localeCompare(b.advertiserName),
      },
      { key: 'status', title: 'Status', text: (c) => c.status },
      { key: 'start', title: 'Start', text: (c) => formatDate(c.startDate), csv: (c) => c.startDate, from: 'md' },
      { key: 'end', title: 'End', text: (c) => formatDate(c.endDate), csv: (c) => c.endDate, from: 'md' },
      {
        key: 'budget',
        title: 'Budget',
        align: 'right',
        text: (c) => formatCurrency(c.budget),
        csv: (c) => c.budget,
        searchable: false,
      },
      {
        key: 'channels',
        title: 'Channels',
        text: (c) => c.tabs.map((t) => TAB_NAMES[t] ?? t).join(', '),
        render: (c) => (
          <Space size={[4, 4]} wrap>
            {c.tabs
              .filter((t) => t !== 'programmatic-overview' && t !== 'cross-channel')
              .map((t) => (
                <Tag key={t}>{TAB_NAMES[t] ?? t}</Tag>
              ))}
          </Space>
        ),
        from: 'lg',
      },
    ],
    [link],
  );
  return (
    <ListPage<ReportCampaign>
      list={list}
      columns={columns}
      noun={{ one: 'campaign', other: 'campaigns' }}
      emptyTitle="No Campaigns"
      csvFileName="campaign-reporting"
    />
  );
}

export default function CampaignListPage() {
  return (
    <SuitePage>
      <CampaignList />
    </SuitePage>
  );
}
