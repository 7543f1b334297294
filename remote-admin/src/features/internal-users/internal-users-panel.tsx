import { Flex } from 'antd';
import { UsersTable } from '../../user-forms/users-table';
import { UsersToolbar, useUsersList } from '../../user-forms/users-toolbar';
import { useInternalUsers, type InternalUser } from './get-internal-users';
import { InternalUserDialogs } from './internal-user-dialogs';

const PAGE_SIZE = 25;

/**
 * Internal users: search, the archived (disabled) toggle, and the Add, Edit, Disable, Enable, Reset password,
 * Resend invitation and identity provider dialogs.
 */
export function InternalUsersPanel() {
  const list = useUsersList<InternalUser>();
  const users = useInternalUsers(list.settled, list.disabled, list.page, PAGE_SIZE);
  return (
    <Flex vertical gap={12}>
      <UsersToolbar
        list={list}
        searchLabel="Search internal users"
        disabledLabel="Archived"
        addLabel="Add user"
        onAdd={() => list.setDialog({ kind: 'create' })}
      />
      <UsersTable<InternalUser>
        users={users.data?.content}
        total={users.data?.page.total ?? 0}
        page={list.page}
        pageSize={PAGE_SIZE}
        loading={users.isPending || users.isPlaceholderData}
        failed={users.isError}
        searched={list.settled !== ''}
        extraActions={['reset-password', 'resend-invitation', 'identity']}
        onPage={list.setPage}
        onAction={(kind, user) => list.setDialog({ kind, user })}
        onRetry={() => void users.refetch()}
      />
      <InternalUserDialogs dialog={list.dialog} onClose={() => list.setDialog(null)} />
    </Flex>
  );
}
