import { USERS_PAGE_SIZE, UsersPanel } from '../../user-forms/users-panel';
import { useUsersList } from '../../user-forms/users-toolbar';
import { useInternalUsers, type InternalUser } from './get-internal-users';
import { InternalUserDialogs } from './internal-user-dialogs';

const LABELS = { search: 'Search internal users', disabled: 'Archived', add: 'Add user' };

/**
 * Internal users: search, the archived (disabled) toggle, and the Add, Edit, Disable, Enable, Reset password,
 * Resend invitation and identity provider dialogs.
 */
export function InternalUsersPanel() {
  const list = useUsersList<InternalUser>();
  const users = useInternalUsers(list.settled, list.disabled, list.page, USERS_PAGE_SIZE);
  return (
    <UsersPanel
      list={list}
      users={users}
      shown={users.data && { rows: users.data.content, total: users.data.page.total }}
      labels={LABELS}
      table={{ extraActions: ['reset-password', 'resend-invitation', 'identity'] }}
    >
      <InternalUserDialogs dialog={list.dialog} onClose={() => list.setDialog(null)} />
    </UsersPanel>
  );
}
