import { formatDateTime } from '@beacon/shared';
import { Card, Empty, Flex, List, Tag, Typography } from 'antd';
import type { ClientCheck } from './get-dashboard-checks';

const HEALTH: Record<string, { color: string; label: string }> = {
  ok: { color: 'green', label: 'Healthy' },
  expired: { color: 'orange', label: 'Expired' },
  failing: { color: 'red', label: 'Failing' },
};

const synced = (at: string | null) => (at ? `Last synced ${formatDateTime(at)}` : 'Never synced');

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
          <List
            size="small"
            header={<Typography.Text strong>Dashboards</Typography.Text>}
            dataSource={client.dashboards}
            renderItem={(d) => (
              <List.Item extra={d.answers ? <Tag color="green">Answers</Tag> : <Tag color="red">Does not answer</Tag>}>
                <List.Item.Meta title={d.name} description={d.reason ?? synced(d.lastSyncedAt)} />
              </List.Item>
            )}
          />
          <List
            size="small"
            header={<Typography.Text strong>Data connections</Typography.Text>}
            dataSource={client.connections}
            renderItem={(k) => (
              <List.Item extra={<Tag color={HEALTH[k.health]?.color}>{HEALTH[k.health]?.label ?? k.health}</Tag>}>
                <List.Item.Meta
                  title={k.name}
                  description={[
                    k.sourceType,
                    k.problem,
                    k.expiresAt && `Expires ${formatDateTime(k.expiresAt)}`,
                    synced(k.lastSyncedAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </List.Item>
            )}
          />
        </Flex>
      )}
    </Card>
  );
}
