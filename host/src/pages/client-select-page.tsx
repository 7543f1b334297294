import { useSessionStore } from '@beacon/shared';
import { Card, Empty, Flex, Input, List, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { homePath } from '../auth/landing';
import { clientLabel, matchingClients, useClientOptions } from '../clients/use-client-options';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/** client-select: a greeting and a searchable client picker, for internal users. Spec section 2. */
export function ClientSelectPage() {
  const user = useSessionStore((state) => state.user);
  const clients = useClientOptions();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => matchingClients(clients.data, search), [clients.data, search]);
  if (!user) return null;
  if (user.type === 'STANDARD' && user.clientId !== null)
    return <Navigate to={homePath(user, user.clientId)} replace />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {greeting()}, {user.firstName}
      </Typography.Title>
      <Typography.Text type="secondary">Choose the client you want to work with.</Typography.Text>
      <Card>
        <Input.Search
          aria-label="Search clients"
          placeholder="Search clients"
          allowClear
          autoFocus
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <List
          loading={clients.status === 'loading'}
          dataSource={shown}
          locale={{ emptyText: <Empty description={search ? 'No Results Found' : 'No Clients'} /> }}
          renderItem={(client) => (
            <List.Item>
              <Link to={homePath(user, client.id)}>{clientLabel(client)}</Link>
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
