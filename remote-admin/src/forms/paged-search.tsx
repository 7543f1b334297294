import { useSettled } from '@beacon/shared/api';
import { Input } from 'antd';
import { useState } from 'react';

/** A list searched on the server a page at a time: the search is settled before it is sent, and starts at page 1. */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useSettled(search.trim());
  return {
    search,
    settled,
    page,
    setPage,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
  };
}

/** The search box of such a list. */
export function PagedSearchBox({
  label,
  placeholder,
  paged,
}: {
  label: string;
  placeholder: string;
  paged: ReturnType<typeof usePagedSearch>;
}) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={paged.search}
      onChange={(e) => paged.setSearch(e.target.value)}
      style={{ maxWidth: 420 }}
    />
  );
}
