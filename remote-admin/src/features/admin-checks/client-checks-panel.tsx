import { formatDateTime } from '@beacon/shared';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ClientCheck } from './get-dashboard-checks';

const HEALTH: Record<string, { color: string; label: string }> = {
  ok: { color: 'green', label: 'Healthy' },
  expired: { color: 'orange', label: 'Expired' },
  failing: { color: 'red', label: 'Failing' },
};

const synced = (at: string | null) => (at ? `Last synced ${formatDateTime(at)}` : 'Never synced');

/** A titled list of checks: each a name, a line under it, and a verdict. */
function Checks({
  title,
  items,
}: {
  title: string;
  items: { key: number; name: string; line: string; verdict: ReactNode }[];
}) {
  return (
    <section aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {items.map((item) => (
          <li key={item.key} style={{ padding: '6px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Flex justify="space-between" align="flex-start" gap={8}>
              <div style={{ minWidth: 0 }}>
                <div>{item.name}</div>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {item.line}
                </Typography.Text>
              </div>
              {item.verdict}
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One client: whether each dashboard answers, and each connection's health and last sync. */
export function ClientChecksCard({ client }: { client: ClientCheck }) {
  const broken =
    client.dashboards.filter((d) => !d.answers).length + client.connections.filter((k) => k.health !== 'ok').length;
  return (
    <Card
      size="small"
      title={client.clientName}
      extra={broken === 0 ? <Tag color="green">All answer</Tag> : <Tag color="red">{`${broken} to look at`}</Tag>}
      role="region"
      aria-label={client.clientName}
    >
      {client.dashboards.length === 0 && client.connections.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No analytics workspace" />
      ) : (
        <Flex vertical gap={8}>
          <Checks
            title="Dashboards"
            items={client.dashboards.map((d) => ({
              key: d.id,
              name: d.name,
              line: d.reason ?? synced(d.lastSyncedAt),
              verdict: d.answers ? <Tag color="green">Answers</Tag> : <Tag color="red">Does not answer</Tag>,
            }))}
          />
          <Checks
            title="Data connections"
            items={client.connections.map((k) => ({
              key: k.id,
              name: k.name,
              line: [
                k.sourceType,
                k.problem,
                k.expiresAt && `Expires ${formatDateTime(k.expiresAt)}`,
                synced(k.lastSyncedAt),
              ]
                .filter(Boolean)
                .join(' · '),
              verdict: <Tag color={HEALTH[k.health]?.color}>{HEALTH[k.health]?.label ?? k.health}</Tag>,
            }))}
          />
        </Flex>
      )}
    </Card>
  );
}
