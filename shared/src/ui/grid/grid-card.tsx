import { Card } from 'antd';
import { loadOf } from '@beacon/shared/api';
import { DataGrid, type DataGridProps } from './data-grid';

type Props<Row> = Omit<DataGridProps<Row>, 'status' | 'onRetry'> & {
  /** The query that reads the rows: its loading, its failure and Retry are the grid's. */
  query: Parameters<typeof loadOf>[0];
};

/** A page's one list: its grid, over the query that reads it, in a card whose padding narrows on a phone. */
export function GridCard<Row>({ query, ...grid }: Props<Row>) {
  return (
    <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
      <DataGrid<Row> {...grid} {...loadOf(query)} />
    </Card>
  );
}
