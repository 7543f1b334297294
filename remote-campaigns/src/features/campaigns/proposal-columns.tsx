import { formatCurrency } from '@beacon/shared/format';
import { dateColumn, numberColumn, textColumn, type GridColumn } from '@beacon/shared/ui';
import { Flex, Tag, Typography } from 'antd';
import { proposalStatusLabel } from './campaign-status-tag';
import type { RfpForm } from './campaign-types';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The Proposals filter's columns: request-for-proposal forms, searched by campaign and advertiser name. */
export function proposalColumns(): GridColumn<RfpForm>[] {
  return [
    textColumn('name', 'Campaign', (r) => r.campaignName, {
      render: (r) => (
        <Flex vertical gap={2} style={{ minWidth: 0, maxWidth: 360 }}>
          <Typography.Text strong style={ONE_LINE} title={r.campaignName}>
            {r.campaignName}
          </Typography.Text>
          <Typography.Text type="secondary" style={ONE_LINE}>
            {r.advertiser.name}
          </Typography.Text>
        </Flex>
      ),
    }),
    { key: 'advertiser', title: 'Advertiser', text: (r) => r.advertiser.name, exportOnly: true },
    {
      key: 'status',
      title: 'Stage',
      text: (r) => proposalStatusLabel(r.status),
      render: (r) => <Tag color="geekblue">{proposalStatusLabel(r.status)}</Tag>,
      searchable: false,
    },
    numberColumn('budget', 'Budget', (r) => r.budget, formatCurrency, { from: 'sm' }),
    dateColumn('submittedAt', 'Submitted', (r) => r.submittedAt, { searchable: false, from: 'md' }),
  ];
}
