import { LoadFailed, PageHeader } from '@beacon/shared/ui';
import { Card, Flex, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useClientOptions } from '../features/api-keys/get-client-options';
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

/** admin/brands (BeaconAdmin): each client's brand, taking effect on its host names' next page load. */
export default function BrandsPage() {
  const [search, setSearch] = useState('');
  const [client, setClient] = useState<Picked | null>(null);
  const clients = useClientOptions(search);
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
            onChange={(id, option) => {
              const label = (Array.isArray(option) ? option[0] : option)?.label;
              setClient({ id, name: typeof label === 'string' ? label : '' });
            }}
            loading={clients.isFetching}
            options={clients.rows.map((row) => ({ value: row.id, label: row.label }))}
            notFoundContent={clients.isFetching ? 'Searching…' : 'No client found'}
            style={{ maxWidth: 360 }}
          />
        </Flex>
        {client && <ClientBrand client={client} />}
      </Card>
    </Flex>
  );
}
