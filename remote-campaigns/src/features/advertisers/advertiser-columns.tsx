import { formatInteger } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { type GridColumn } from '@beacon/shared/ui';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { Advertiser } from './advertiser-types';

/** The advertiser grid: searched by name; a phone keeps the name with its website under it. */
export function advertiserColumns(clientId: number): GridColumn<Advertiser>[] {
  return [
    {
      key: 'name',
      title: 'Advertiser',
      text: (a) => a.name,
      render: (a) => (
        <Flex vertical gap={2}>
          <Link to={paths.advertiser(clientId, a.id)}>{a.name}</Link>
          {a.website && <Typography.Text type="secondary">{a.website}</Typography.Text>}
        </Flex>
      ),
      compare: (a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }),
    },
    { key: 'website', title: 'Website', text: (a) => a.website ?? '', exportOnly: true, searchable: false },
    {
      key: 'active',
      title: 'Live campaigns',
      text: (a) => formatInteger(a.countsForCurrentClient.countOfCampaignsActive),
      csv: (a) => a.countsForCurrentClient.countOfCampaignsActive,
      searchable: false,
      compare: (a, b) =>
        a.countsForCurrentClient.countOfCampaignsActive - b.countsForCurrentClient.countOfCampaignsActive,
      align: 'right',
      from: 'sm',
    },
    {
      key: 'closedWon',
      title: 'Closed won',
      text: (a) => formatInteger(a.countsForCurrentClient.countOfCampaignsClosedWon),
      csv: (a) => a.countsForCurrentClient.countOfCampaignsClosedWon,
      searchable: false,
      compare: (a, b) =>
        a.countsForCurrentClient.countOfCampaignsClosedWon - b.countsForCurrentClient.countOfCampaignsClosedWon,
      align: 'right',
      from: 'sm',
    },
  ];
}
