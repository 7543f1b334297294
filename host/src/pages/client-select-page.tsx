import { apiGet, describeError, useSessionStore } from '@beacon/shared';
import { Alert, Card, Empty, Flex, Input, List, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { homePath } from '../auth/landing';

interface ClientOption {
  id: number;
  label: string;
}

function greeting(now = new Date()): string {
  const hour = now.getHours();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/** client-select: a greeting and a searchable client picker, for internal users. Spec section 2. */
export function ClientSelectPage() {
  const user = useSessionStore((state) => state.user);
  const [clients, setClients] = useState<ClientOption[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    apiGet<ClientOption[]>('/clients', { params: { pageSize: 100 }, signal: controller.signal })
      .then(setClients)
      .catch((error: unknown) => setProblem(describeError(error)));
    return () => controller.abort();
  }, []);

  const shown = useMemo(
    () => (clients ?? []).filter((client) => client.label.toLowerCase().includes(search.trim().toLowerCase())),
    [clients, search],
  );
  if (!user) return null;
  if (user.type === 'STANDARD' && user.clientId !== null) return <Navigate to={homePath(user, user.clientId)} replace />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {greeting()}, {user.firstName}
      </Typography.Title>
      <Typography.Text type="secondary">Choose the client you want to work with.</Typography.Text>
      {problem && <Alert type="error" showIcon message={problem} />}
      <Card>
        <Input.Search aria-label="Search clients" placeholder="Search clients" allowClear autoFocus value={search} onChange={(e) => setSearch(e.target.value)} />
        <List
          loading={clients === null && !problem}
          dataSource={shown}
          locale={{ emptyText: <Empty description={search ? 'No Results Found' : 'No Clients'} /> }}
          renderItem={(client) => (
            <List.Item>
              <Link to={homePath(user, client.id)}>{client.label}</Link>
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
