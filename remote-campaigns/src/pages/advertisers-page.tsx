import { isOutOfReach } from '@beacon/shared/api';
import { formatIsoDate } from '@beacon/shared/format';
import { parseId } from '@beacon/shared/paths';
import { GridCard, OutOfReach, PageHeader } from '@beacon/shared/ui';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { advertiserColumns } from '../features/advertisers/advertiser-columns';
import type { Advertiser } from '../features/advertisers/advertiser-types';
import { useAdvertisers } from '../features/advertisers/get-advertisers';

const NOUN = { one: 'advertiser', other: 'advertisers' };

/** `/clients/{clientId}/advertisers`: the advertisers the user may see, searchable by name. */
export default function AdvertisersPage() {
  const clientId = parseId(useParams().clientId);
  const list = useAdvertisers(clientId);
  const columns = useMemo(() => advertiserColumns(clientId ?? 0), [clientId]);
  if (clientId === null || (list.isError && isOutOfReach(list.error))) return <OutOfReach />;
  return (
    <Flex vertical gap={20}>
      <PageHeader />
      <GridCard<Advertiser>
        query={list}
        rows={list.data?.rows}
        columns={columns}
        rowKey={(a) => a.id}
        noun={NOUN}
        emptyTitle="No Advertisers"
        csvFileName={`advertisers-client-${clientId}-${formatIsoDate(new Date())}`}
      />
    </Flex>
  );
}
