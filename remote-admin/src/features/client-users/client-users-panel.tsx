import { isOutOfReach } from '@beacon/shared/api';
import { OutOfReach } from '@beacon/shared/ui';
import { USERS_PAGE_SIZE, UsersPanel } from '../../user-forms/users-panel';
import { useUsersList } from '../../user-forms/users-toolbar';
import { ClientUserDialogs } from './client-user-dialogs';
import { useClientUsers, type ClientUser } from './get-client-users';

const LABELS = { search: 'Search users', disabled: 'Show disabled', add: 'Create user' };

/** The client's users: search, "show disabled", and every dialog of client user management. */
export function ClientUsersPanel({ clientId }: { clientId: number }) {
  const list = useUsersList<ClientUser>();
  const users = useClientUsers(clientId, list.settled, list.disabled, list.page, USERS_PAGE_SIZE);
  if (users.isError && isOutOfReach(users.error)) return <OutOfReach />;
  return (
    <UsersPanel
      list={list}
      users={users}
      shown={users.data && { rows: users.data.data, total: users.data.page.total }}
      labels={LABELS}
      table={{
        showAssignments: true,
        extraActions: ['reset-password', 'resend-invitation', 'identity', 'manage-notifications'],
      }}
    >
      <ClientUserDialogs clientId={clientId} dialog={list.dialog} onClose={() => list.setDialog(null)} />
    </UsersPanel>
  );
}
