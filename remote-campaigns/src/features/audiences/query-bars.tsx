import { EmptyState, LoadFailed } from '@beacon/shared/ui';
import { Card, Flex, Progress, Skeleton, Typography } from 'antd';
import type { QueryName } from './audience-types';
import { useAudienceQuery } from './run-audience-query';

/** The queries whose rows are bands (ages, incomes): read in band order, youngest and lowest first. */
const BANDED: readonly QueryName[] = ['AGE', 'INCOME'];

/**
 * Where a band sits: by its first number ('25-34' at 25, '$50K-$100K' at 50), 'Under …' just before that number
 * and '65+' or 'Over …' just after it.
 */
export function bandPosition(label: string): number {
  const first = Number(/\d+(\.\d+)?/.exec(label.replace(/,/g, ''))?.[0] ?? Number.POSITIVE_INFINITY);
  if (/^(under|less than|below|<)/i.test(label.trim())) return first - 0.5;
  if (/^(over|more than|above|>)/i.test(label.trim()) || /\+$/.test(label.trim())) return first + 0.5;
  return first;
}

/** The rows as shown: bands in band order, anything else as the query ranks it (by share). */
export function shownRows<Row extends { label: string }>(queryName: QueryName, rows: readonly Row[]): Row[] {
  if (!BANDED.includes(queryName)) return [...rows];
  return [...rows].sort((a, b) => bandPosition(a.label) - bandPosition(b.label));
}

/** One named query as labelled bars: each row's share of the audience, with its index against the population. */
export function QueryBars({
  clientId,
  audienceId,
  queryName,
  title,
}: {
  clientId: number;
  audienceId: number;
  queryName: QueryName;
  title: string;
}) {
  const query = useAudienceQuery(clientId, audienceId, queryName);
  return (
    <Card title={title} role="region" aria-label={title} style={{ height: '100%' }}>
      {query.isLoading && <Skeleton active />}
      {query.isError && <LoadFailed onRetry={() => void query.refetch()} />}
      {query.data?.data.length === 0 && <EmptyState title="No Data" />}
      {query.data && query.data.data.length > 0 && (
        <Flex vertical gap={8} role="list" aria-label={title}>
          {shownRows(queryName, query.data.data).map((row) => (
            <div key={row.label} role="listitem" aria-label={row.label}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text>{row.label}</Typography.Text>
                <Typography.Text type="secondary">{`${row.share ?? 0}% · index ${row.index}`}</Typography.Text>
              </Flex>
              <Progress
                percent={row.share ?? 0}
                showInfo={false}
                size="small"
                aria-label={`${row.label}: ${row.share ?? 0}% of the audience`}
              />
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
