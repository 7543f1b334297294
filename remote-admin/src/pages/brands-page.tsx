import { chooseClient, useSessionStore } from '@beacon/shared/session';
import { LoadFailed, PageHeader } from '@beacon/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useClientOptions } from '../features/api-keys/get-client-options';
import { clientQuery } from '../features/client-users/get-assignable-advertisers';
import { BrandEditor } from '../features/brands/brand-editor';
import { useClientBrand } from '../features/brands/client-brand';

interface Picked {
  id: number;
  name: string;
}

function ClientBrand({ client }: { client: Picked }) {
  const brand = useClientBrand(client.id);
  if (brand.isError) return <LoadFailed onRetry={() => void brand.refetch()} />;
  if (brand.isPending) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {brand.data
          ? `Last saved by ${brand.data.updatedBy ?? 'someone'}.`
          : `${client.name} shows a built-in brand. Save one to white-label its host names.`}
      </Typography.Text>
      <BrandEditor key={client.id} clientId={client.id} clientName={client.name} saved={brand.data} />
    </Flex>
  );
}

/**
 * admin/brands (BeaconAdmin): each client's brand, taking effect on its host names' next page load. It opens on
 * the client the header works for, as User management does, and a client picked here becomes the header's.
 */
export default function BrandsPage() {
  const [search, setSearch] = useState('');
  const chosen = useSessionStore((state) => state.chosenClientId);
  const chosenClient = useQuery({ ...clientQuery(chosen ?? 0), enabled: chosen !== null });
  const client: Picked | null =
    chosen !== null && chosenClient.data ? { id: chosen, name: chosenClient.data.name } : null;
  const clients = useClientOptions(search);
  const options = clients.rows.map((row) => ({ value: row.id, label: row.label }));
  // The header's client is named even when the search's first page does not list it.
  if (client && !options.some((option) => option.value === client.id))
    options.unshift({ value: client.id, label: client.name });
  return (
    <Flex vertical gap={20}>
      <PageHeader />
      <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        <Flex vertical gap={4} style={{ marginBottom: 20 }}>
          <label htmlFor="brand-client">
            <Typography.Text strong>Client</Typography.Text>
          </label>
          <Select<number>
            id="brand-client"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="Choose a client"
            value={client?.id}
            onChange={chooseClient}
            loading={clients.isFetching || chosenClient.isFetching}
            options={options}
            notFoundContent={clients.isFetching ? 'Searching…' : 'No client found'}
            style={{ maxWidth: 360 }}
          />
        </Flex>
        {client && <ClientBrand client={client} />}
      </Card>
    </Flex>
  );
}
