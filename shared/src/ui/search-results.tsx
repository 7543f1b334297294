import { Button, Empty, Flex, Grid, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { GridNoun } from './grid/data-grid';

/** What `useHubSearch` gives a list: the rows so far, the server's total, and the next page on demand. */
export interface SearchResultsSource<Row> {
  rows: Row[];
  total: number;
  isPending: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface SearchResultsProps<Row> {
  results: SearchResultsSource<Row>;
  search: string;
  noun: GridNoun;
  /** The no-data words of the spec: 'No Clients', 'No Campaigns'. */
  emptyTitle: string;
  rowKey: (row: Row) => string | number;
  renderItem: (row: Row) => ReactNode;
  loading?: boolean;
}

/** A server-searched list: 'No Results Found' when a search empties it, and "Show more" while there are more. */
export function SearchResults<Row>(props: SearchResultsProps<Row>) {
  const { results, search, noun, emptyTitle, rowKey, renderItem, loading = results.isPending } = props;
  // On a phone a row's actions go under it: beside it they would push the page wider than the screen.
  const beside = Grid.useBreakpoint().sm ?? true;
  return (
    <Flex vertical gap={8}>
      <List
        itemLayout={beside ? 'horizontal' : 'vertical'}
        loading={loading}
        dataSource={results.rows}
        rowKey={rowKey}
        locale={{ emptyText: <Empty description={search.trim() ? 'No Results Found' : emptyTitle} /> }}
        renderItem={renderItem}
      />
      {results.total > results.rows.length && (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            {results.rows.length.toLocaleString('en-US')} of {results.total.toLocaleString('en-US')} {noun.other}
          </Typography.Text>
          <Button onClick={() => void results.fetchNextPage()} loading={results.isFetchingNextPage}>
            Show more {noun.other}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
