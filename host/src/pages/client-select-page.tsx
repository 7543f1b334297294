import { useSessionStore } from '@beacon/shared/session';
import { Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { homePath } from '../auth/landing';
import { ClientOptionsList } from '../clients/client-options-list';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/** client-select: a greeting and a searchable client picker, for internal users. Spec section 2. */
export function ClientSelectPage() {
  const user = useSessionStore((state) => state.user);
  const [search, setSearch] = useState('');
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
        <ClientOptionsList
          search={search}
          renderClient={(client) => <Link to={homePath(user, client.id)}>{client.label}</Link>}
        />
      </Card>
    </Flex>
  );
}
