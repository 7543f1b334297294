import { parseId } from '@beacon/shared/paths';
import { OutOfReach, PageHeader } from '@beacon/shared/ui';
import { Card, Flex } from 'antd';
import { useParams } from 'react-router';
import { ClientUsersPanel } from '../features/client-users/client-users-panel';

/** /clients/{clientId}/user-management: the client's own users, for Admin and the agency's roles. */
export default function ClientUsersPage() {
  const clientId = parseId(useParams().clientId);
  if (clientId === null) return <OutOfReach />;
  return (
    <Flex vertical gap={20}>
      <PageHeader />
      <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        <ClientUsersPanel key={clientId} clientId={clientId} />
      </Card>
    </Flex>
  );
}
