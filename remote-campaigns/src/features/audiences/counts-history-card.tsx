import { formatDate, formatInteger } from '@beacon/shared/format';
import { EmptyState, LoadFailed } from '@beacon/shared/ui';
import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { Audience } from './audience-types';
import { useCountsHistory } from './get-counts-history';

const CountsHistoryChart = lazy(() => import('./counts-history-chart'));

/** One audience's count history as a chart, with its first and latest device counts in words. */
export function CountsHistoryCard({ clientId, audience }: { clientId: number; audience: Audience }) {
  const history = useCountsHistory(clientId, audience.id);
  const points = history.data ?? [];
  const first = points[0];
  const last = points.at(-1);
  return (
    <Card title={`Count history: ${audience.name}`} role="region" aria-label="Count history">
      {history.isLoading && <Skeleton active />}
      {history.isError && (
        <LoadFailed title="The count history could not be loaded" onRetry={() => void history.refetch()} />
      )}
      {history.isSuccess && points.length === 0 && <EmptyState title="No History" />}
      {first && last && (
        <>
          <Typography.Paragraph type="secondary">
            {`${formatInteger(first.deviceCount)} devices on ${formatDate(first.day)}, ${formatInteger(last.deviceCount)} on ${formatDate(last.day)}.`}
          </Typography.Paragraph>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
            <CountsHistoryChart history={points} name={audience.name} />
          </Suspense>
        </>
      )}
    </Card>
  );
}
