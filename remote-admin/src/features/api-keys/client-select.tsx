import { Select } from 'antd';
import { useState } from 'react';
import { useClientOptions } from './get-client-options';

/** A client, searched on the server; empty means the whole agency. */
export function ClientSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const [search, setSearch] = useState('');
  const clients = useClientOptions(search);
  return (
    <Select<number | null>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="All clients (the whole agency)"
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      loading={clients.isFetching}
      options={clients.rows.map((client) => ({ value: client.id, label: client.label }))}
      notFoundContent={clients.isFetching ? 'Searching…' : 'No client found'}
    />
  );
}
