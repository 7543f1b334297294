import { isOutOfReach } from '@beacon/shared/api';
import { OutOfReach } from '@beacon/shared/ui';
import { Flex } from 'antd';
import { UsersTable } from '../../user-forms/users-table';
import { UsersToolbar, useUsersList } from '../../user-forms/users-toolbar';
import { ClientUserDialogs } from './client-user-dialogs';
import { useClientUsers, type ClientUser } from './get-client-users';

const PAGE_SIZE = 25;

/** The client's users: search, "show disabled", and every dialog of client user management. */
export function ClientUsersPanel({ clientId }: { clientId: number }) {
  const list = useUsersList<ClientUser>();
  const users = useClientUsers(clientId, list.settled, list.disabled, list.page, PAGE_SIZE);
  if (users.isError && isOutOfReach(users.error)) return <OutOfReach />;
  return (
    <Flex vertical gap={12}>
      <UsersToolbar
        list={list}
        searchLabel="Search users"
        disabledLabel="Show disabled"
        addLabel="Create user"
        onAdd={() => list.setDialog({ kind: 'create' })}
      />
      <UsersTable<ClientUser>
        users={users.data?.data}
        total={users.data?.page.total ?? 0}
        page={list.page}
        pageSize={PAGE_SIZE}
        loading={users.isPending || users.isPlaceholderData}
        failed={users.isError}
        searched={list.settled !== ''}
        showAssignments
        extraActions={['reset-password', 'resend-invitation', 'identity', 'manage-notifications']}
        onPage={list.setPage}
        onAction={(kind, user) => list.setDialog({ kind, user })}
        onRetry={() => void users.refetch()}
      />
      <ClientUserDialogs clientId={clientId} dialog={list.dialog} onClose={() => list.setDialog(null)} />
    </Flex>
  );
}
