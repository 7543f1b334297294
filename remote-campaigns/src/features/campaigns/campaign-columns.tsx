import { campaignStatusLabel, formatInteger, formatWholeDollars } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { byText, numberColumn, textColumn, type GridColumn } from '@beacon/shared/ui';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { flightDate, flightSortKey } from './campaign-dates';
import { CampaignStatusTag } from './campaign-status-tag';
import type { CampaignRow } from './campaign-types';

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The campaign's name as a link, with its advertiser under it. */
function CampaignCell({ campaign, clientId }: { campaign: CampaignRow; clientId: number }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0, maxWidth: 360 }}>
      <Link to={paths.campaign(clientId, campaign.id)} style={ONE_LINE} title={campaign.name}>
        {campaign.name}
      </Link>
      <Typography.Text type="secondary" style={ONE_LINE}>
        {campaign.advertiserName}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The campaign grid's columns. Search reads the campaign and advertiser names only (spec section 5). A phone
 * shows each campaign as a card with every column (the grid stacks them); the CSV has every field.
 */
export function campaignColumns(clientId: number): GridColumn<CampaignRow>[] {
  return [
    textColumn('name', 'Campaign', (c) => c.name, {
      csvTitle: 'Campaign',
      render: (c) => <CampaignCell campaign={c} clientId={clientId} />,
    }),
    { key: 'advertiser', title: 'Advertiser', text: (c) => c.advertiserName, exportOnly: true },
    {
      key: 'status',
      title: 'Status',
      text: (c) => campaignStatusLabel(c.status),
      render: (c) => <CampaignStatusTag status={c.status} />,
      searchable: false,
      from: 'sm',
    },
    numberColumn('budget', 'Budget', (c) => c.budget, formatWholeDollars, { from: 'sm' }),
    numberColumn('delivered', 'Delivered', (c) => c.deliveredBudget, formatWholeDollars, { from: 'md' }),
    {
      key: 'flight',
      title: 'Flight',
      text: (c) => `${flightDate(c.startDate, c.estimatedStartDate)} – ${flightDate(c.endDate, c.estimatedEndDate)}`,
      csv: false,
      searchable: false,
      compare: byText((c) => flightSortKey(c.startDate, c.estimatedStartDate)),
      from: 'lg',
    },
    {
      key: 'start',
      title: 'Start',
      text: (c) => flightDate(c.startDate, c.estimatedStartDate),
      searchable: false,
      exportOnly: true,
    },
    {
      key: 'end',
      title: 'End',
      text: (c) => flightDate(c.endDate, c.estimatedEndDate),
      searchable: false,
      exportOnly: true,
    },
    numberColumn('daysRemaining', 'Days left', (c) => c.daysRemaining, formatInteger, {
      csvTitle: 'Days remaining',
      from: 'md',
    }),
  ];
}
