import { formatCurrencyWithCents, formatDate, formatPercent } from '@beacon/shared/format';
import { LoadFailed } from '@beacon/shared/ui';
import { Card, Flex, Progress, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useCampaignPacing } from './get-campaign-pacing';

// The chart library is large: it arrives with the pacing card, not with the area.
const PacingChart = lazy(() => import('./pacing-chart'));

/** Over 110% is ahead of plan, under 90% behind: what an account manager calls on track. */
function pacingWords(percent: number | null): { text: string; status: 'success' | 'normal' | 'exception' } {
  if (percent === null) return { text: 'Not started', status: 'normal' };
  if (percent < 90) return { text: 'Behind plan', status: 'exception' };
  if (percent > 110) return { text: 'Ahead of plan', status: 'normal' };
  return { text: 'On track', status: 'success' };
}

/** Delivered against expected spend to the last complete day, as a figure and a small chart. */
export function PacingCard({ clientId, campaignId }: { clientId: number; campaignId: number }) {
  const pacing = useCampaignPacing(clientId, campaignId);
  const p = pacing.data;
  const words = pacingWords(p?.pacingPercent ?? null);
  return (
    <Card title="Pacing" role="region" aria-label="Pacing">
      {pacing.isError && <LoadFailed title="The pacing could not be loaded" onRetry={() => void pacing.refetch()} />}
      {pacing.isLoading && <Skeleton active />}
      {p && (
        <Flex gap={24} wrap>
          <Flex vertical gap={8} style={{ flex: '1 1 240px' }}>
            <Typography.Text type="secondary">
              Delivered vs expected spend through {formatDate(p.throughDay)}
            </Typography.Text>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {p.pacing === null ? '—' : formatPercent(p.pacing)} <Typography.Text>{words.text}</Typography.Text>
            </Typography.Title>
            <Progress
              percent={Math.min(100, p.pacingPercent ?? 0)}
              status={words.status}
              showInfo={false}
              aria-label="Pacing"
            />
            <Typography.Text>
              {formatCurrencyWithCents(p.deliveredSpend)} delivered of {formatCurrencyWithCents(p.expectedSpend)}{' '}
              expected
            </Typography.Text>
            <Typography.Text type="secondary">
              {p.dataAsOf ? `Data as of ${formatDate(p.dataAsOf)}` : 'No delivery data yet'}
            </Typography.Text>
          </Flex>
          <div style={{ flex: '2 1 320px', minWidth: 0, minHeight: 200 }}>
            {p.series.length > 1 && (
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>
                <PacingChart series={p.series} />
              </Suspense>
            )}
          </div>
        </Flex>
      )}
    </Card>
  );
}
