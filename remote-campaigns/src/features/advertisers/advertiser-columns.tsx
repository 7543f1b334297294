import { formatInteger } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { numberColumn, textColumn, type GridColumn } from '@beacon/shared/ui';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { Advertiser } from './advertiser-types';

/** The advertiser grid: searched by name; a phone keeps the name with its website under it. */
export function advertiserColumns(clientId: number): GridColumn<Advertiser>[] {
  return [
    textColumn('name', 'Advertiser', (a) => a.name, {
      render: (a) => (
        <Flex vertical gap={2}>
          <Link to={paths.advertiser(clientId, a.id)}>{a.name}</Link>
          {a.website && <Typography.Text type="secondary">{a.website}</Typography.Text>}
        </Flex>
      ),
    }),
    { key: 'website', title: 'Website', text: (a) => a.website ?? '', exportOnly: true, searchable: false },
    numberColumn('active', 'Live campaigns', (a) => a.countsForCurrentClient.countOfCampaignsActive, formatInteger, {
      from: 'sm',
    }),
    numberColumn('closedWon', 'Closed won', (a) => a.countsForCurrentClient.countOfCampaignsClosedWon, formatInteger, {
      from: 'sm',
    }),
  ];
}
