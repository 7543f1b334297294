import { SearchResults } from '@beacon/shared/ui';
import { Input } from 'antd';
import type { ComponentProps } from 'react';

type Props<Row> = Omit<ComponentProps<typeof SearchResults<Row>>, 'noun' | 'search'> & {
  noun: { one: string; other: string };
  search: string;
  onSearch: (search: string) => void;
};

/** A search box ('Search clients') over the server's answers to it. */
export function SearchedList<Row>({ noun, search, onSearch, ...results }: Props<Row>) {
  return (
    <>
      <Input.Search
        aria-label={`Search ${noun.other}`}
        placeholder={`Search ${noun.other}`}
        allowClear
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <SearchResults<Row> {...results} noun={noun} search={search} />
    </>
  );
}
