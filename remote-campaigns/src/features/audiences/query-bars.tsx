import { EmptyState, LoadFailed } from '@beacon/shared';
import { Card, Flex, Progress, Skeleton, Typography } from 'antd';
import type { QueryName } from './audience-types';
import { useAudienceQuery } from './run-audience-query';

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
          {query.data.data.map((row) => (
            <div key={row.label} role="listitem" aria-label={row.label}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text>{row.label}</Typography.Text>
                <Typography.Text type="secondary">{`${row.share ?? 0}% · index ${row.index}`}</Typography.Text>
              </Flex>
              <Progress percent={row.share ?? 0} showInfo={false} size="small" />
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
