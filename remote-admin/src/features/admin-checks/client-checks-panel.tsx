import { formatDateTime } from '@beacon/shared/format';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ClientCheck } from './get-dashboard-checks';

const HEALTH: Record<string, { color: string; label: string }> = {
  ok: { color: 'green', label: 'Healthy' },
  expired: { color: 'orange', label: 'Expired' },
  failing: { color: 'red', label: 'Failing' },
};

const synced = (at: string | null) => (at ? `Last synced ${formatDateTime(at)}` : 'Never synced');

interface Check {
  key: number;
  name: string;
  line: string;
  verdict: ReactNode;
}

/** A dashboard's check: why it does not answer (or when it last synced), and whether it answers. */
const dashboardCheck = (d: ClientCheck['dashboards'][number]): Check => ({
  key: d.id,
  name: d.name,
  line: d.reason ?? synced(d.lastSyncedAt),
  verdict: d.answers ? <Tag color="green">Answers</Tag> : <Tag color="red">Does not answer</Tag>,
});

/** A connection's check: its source, its problem, when it expires and last synced; and its health. */
const connectionCheck = (k: ClientCheck['connections'][number]): Check => ({
  key: k.id,
  name: k.name,
  line: [k.sourceType, k.problem, k.expiresAt && `Expires ${formatDateTime(k.expiresAt)}`, synced(k.lastSyncedAt)]
    .filter(Boolean)
    .join(' · '),
  verdict: <Tag color={HEALTH[k.health]?.color}>{HEALTH[k.health]?.label ?? k.health}</Tag>,
});

/** A titled list of checks: each a name, a line under it, and a verdict. */
function Checks({ title, items }: { title: string; items: Check[] }) {
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

/** One client: what to look at first (a dashboard that does not answer, a connection that is not healthy), the rest on request. */
export function ClientChecksCard({ client }: { client: ClientCheck }) {
  const [showAll, setShowAll] = useState(false);
  const answering = client.dashboards.filter((d) => d.answers).length;
  const healthy = client.connections.filter((k) => k.health === 'ok').length;
  const broken = client.dashboards.length - answering + client.connections.length - healthy;
  const dashboards = showAll ? client.dashboards : client.dashboards.filter((d) => !d.answers);
  const connections = showAll ? client.connections : client.connections.filter((k) => k.health !== 'ok');
  const total = client.dashboards.length + client.connections.length;
  return (
    <Card
      size="small"
      title={client.clientName}
      extra={broken === 0 ? <Tag color="green">All answer</Tag> : <Tag color="red">{`${broken} to look at`}</Tag>}
      role="region"
      aria-label={client.clientName}
    >
      {total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No analytics workspace" />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {`${answering} of ${client.dashboards.length} dashboards answer · ${healthy} of ${client.connections.length} connections healthy`}
          </Typography.Text>
          {dashboards.length > 0 && <Checks title="Dashboards" items={dashboards.map(dashboardCheck)} />}
          {connections.length > 0 && <Checks title="Data connections" items={connections.map(connectionCheck)} />}
          {broken < total && (
            <Button type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Show only what to look at' : `Show all ${total} checks`}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}
