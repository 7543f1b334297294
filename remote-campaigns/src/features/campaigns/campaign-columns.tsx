import { campaignStatusLabel, formatInteger, formatWholeDollars, paths, type GridColumn } from '@beacon/shared';
import { Flex, Typography } from 'antd';
import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { flightDate, flightSortKey } from './campaign-dates';
import { CampaignStatusTag } from './campaign-status-tag';
import type { CampaignRow } from './campaign-types';

const byText = (read: (c: CampaignRow) => string) => (a: CampaignRow, b: CampaignRow) =>
  read(a).localeCompare(read(b), 'en', { numeric: true });
const byNumber = (read: (c: CampaignRow) => number) => (a: CampaignRow, b: CampaignRow) => read(a) - read(b);
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A phone: the status and budget columns are left out, so the campaign cell shows them (one context, not 25 watchers). */
export const NarrowContext = createContext(false);

/** The campaign's name as a link; on a phone, where the other columns are left out, the row reads as a list item. */
function CampaignCell({ campaign, clientId }: { campaign: CampaignRow; clientId: number }) {
  const narrow = useContext(NarrowContext);
  return (
    <Flex vertical gap={2} style={{ minWidth: 0, maxWidth: narrow ? 'calc(100vw - 88px)' : 360 }}>
      <Link to={paths.campaign(clientId, campaign.id)} style={ONE_LINE} title={campaign.name}>
        {campaign.name}
      </Link>
      <Typography.Text type="secondary" style={ONE_LINE}>
        {campaign.advertiserName}
      </Typography.Text>
      {narrow && (
        <Flex gap={8} align="center" wrap>
          <CampaignStatusTag status={campaign.status} />
          <Typography.Text type="secondary">
            {formatWholeDollars(campaign.deliveredBudget)} of {formatWholeDollars(campaign.budget)}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}

/**
 * The campaign grid's columns. Search reads the campaign and advertiser names only (spec section 5). A phone
 * keeps the campaign cell, which then shows status and budget itself; the CSV has every field.
 */
export function campaignColumns(clientId: number): GridColumn<CampaignRow>[] {
  return [
    {
      key: 'name',
      title: 'Campaign',
      csvTitle: 'Campaign',
      text: (c) => c.name,
      render: (c) => <CampaignCell campaign={c} clientId={clientId} />,
      compare: byText((c) => c.name),
    },
    { key: 'advertiser', title: 'Advertiser', text: (c) => c.advertiserName, exportOnly: true },
    {
      key: 'status',
      title: 'Status',
      text: (c) => campaignStatusLabel(c.status),
      render: (c) => <CampaignStatusTag status={c.status} />,
      searchable: false,
      from: 'sm',
    },
    {
      key: 'budget',
      title: 'Budget',
      text: (c) => formatWholeDollars(c.budget),
      csv: (c) => c.budget,
      searchable: false,
      compare: byNumber((c) => c.budget),
      align: 'right',
      from: 'sm',
    },
    {
      key: 'delivered',
      title: 'Delivered',
      text: (c) => formatWholeDollars(c.deliveredBudget),
      csv: (c) => c.deliveredBudget,
      searchable: false,
      compare: byNumber((c) => c.deliveredBudget),
      align: 'right',
      from: 'md',
    },
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
    {
      key: 'daysRemaining',
      title: 'Days left',
      csvTitle: 'Days remaining',
      text: (c) => formatInteger(c.daysRemaining),
      csv: (c) => c.daysRemaining,
      searchable: false,
      compare: byNumber((c) => c.daysRemaining),
      align: 'right',
      from: 'md',
    },
  ];
}
