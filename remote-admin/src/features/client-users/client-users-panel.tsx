import { PlusOutlined } from '@ant-design/icons';
import { responseStatus, useSettled } from '@beacon/shared';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useState } from 'react';
import { NotReachable } from '../../user-forms/not-reachable';
import type { UserDialog } from '../../user-forms/dialog-rules';
import { UsersTable } from '../../user-forms/users-table';
import { ClientUserDialogs } from './client-user-dialogs';
import { useClientUsers, type ClientUser } from './get-client-users';

const PAGE_SIZE = 25;

/** The client's users: search, "show disabled", and every dialog of client user management. */
export function ClientUsersPanel({ clientId }: { clientId: number }) {
  const [search, setSearch] = useState('');
  const [showDisabled, setShowDisabled] = useState(false);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<UserDialog<ClientUser> | null>(null);
  const settled = useSettled(search.trim());
  const users = useClientUsers(clientId, settled, showDisabled, page, PAGE_SIZE);
  if (users.isError && [403, 404].includes(responseStatus(users.error) ?? 0)) return <NotReachable />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex gap={12} wrap align="center" style={{ flex: '1 1 320px' }}>
          <Input.Search
            aria-label="Search users"
            placeholder="Search by name or email"
            allowClear
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            style={{ maxWidth: 360 }}
          />
          <Checkbox
            checked={showDisabled}
            onChange={(e) => {
              setShowDisabled(e.target.checked);
              setPage(1);
            }}
          >
            Show disabled
          </Checkbox>
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
          Create user
        </Button>
      </Flex>
      <UsersTable<ClientUser>
        users={users.data?.data}
        total={users.data?.page.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={users.isPending || users.isPlaceholderData}
        failed={users.isError}
        searched={settled !== ''}
        showAssignments
        extraActions={['reset-password', 'resend-invitation', 'manage-notifications']}
        onPage={setPage}
        onAction={(kind, user) => setDialog({ kind, user })}
        onRetry={() => void users.refetch()}
      />
      <ClientUserDialogs clientId={clientId} dialog={dialog} onClose={() => setDialog(null)} />
    </Flex>
  );
}
