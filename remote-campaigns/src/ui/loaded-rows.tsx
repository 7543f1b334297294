import { EmptyState, LoadFailed } from '@beacon/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface Props<Row> {
  /** The query that reads them, for its loading, its failure and Retry. */
  query: UseQueryResult<unknown>;
  rows: Row[] | undefined;
  /** What a failure says ('The audiences could not be loaded'). */
  failed: string;
  /** What none says ('No Audiences'). */
  emptyTitle: string;
  /** How they are shown, once there is at least one. */
  children: (rows: Row[]) => ReactNode;
}

/** Rows the server lists: a skeleton while they load, Retry when they could not be, a word for none. */
export function LoadedRows<Row>({ query, rows, failed, emptyTitle, children }: Props<Row>) {
  return (
    <>
      {query.isLoading && <Skeleton active />}
      {query.isError && <LoadFailed title={failed} onRetry={() => void query.refetch()} />}
      {rows?.length === 0 && <EmptyState title={emptyTitle} />}
      {rows && rows.length > 0 && children(rows)}
    </>
  );
}
