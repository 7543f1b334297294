import { STANDARD_ROLES } from '@beacon/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { IdentityAccountDialog } from '../../user-forms/identity-account-dialog';
import { AccountActionDialog } from '../../user-forms/account-actions';
import type { UserDialog } from '../../user-forms/dialog-rules';
import type { UserFormValues } from '../../user-forms/user-form-dialog';
import { CreateUserDialog, EditUserDialog } from '../../user-forms/user-save-dialogs';
import { roleOptions } from '../../user-forms/user-labels';
import { AssignmentFields } from './assignment-fields';
import { useCreateClientUser } from './create-client-user';
import { fetchClientUser } from './get-client-user';
import { useClientUserIdentity } from './get-client-user-identity';
import type { ClientUser } from './get-client-users';
import { NotificationPreferencesDialog } from './notification-preferences-dialog';
import { useResendClientUserInvitation } from './resend-client-user-invitation';
import { useResetClientUserPassword } from './reset-client-user-password';
import { useSetClientUserEnabled } from './set-client-user-enabled';
import { useUpdateClientUser } from './update-client-user';

const ROLES = roleOptions(STANDARD_ROLES);
type Role = (typeof STANDARD_ROLES)[number];

const changesOf = ({ firstName, lastName, role, advertiserIds, advertiserGroupIds }: UserFormValues) => ({
  firstName,
  lastName,
  role: role as Role,
  advertiserIds: advertiserIds ?? [],
  advertiserGroupIds: advertiserGroupIds ?? [],
});

function CreateDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  return (
    <CreateUserDialog
      title="Create user"
      okText="Create"
      initial={{ role: 'REPORTING_ONLY' }}
      roles={ROLES}
      create={useCreateClientUser(clientId)}
      request={(values) => ({ email: values.email.trim(), ...changesOf(values) })}
      onClose={onClose}
    >
      <AssignmentFields clientId={clientId} />
    </CreateUserDialog>
  );
}

function UpdateDialog({ clientId, username, onClose }: { clientId: number; username: string; onClose: () => void }) {
  const client = useQueryClient();
  return (
    <EditUserDialog
      read={() => fetchClientUser(client, clientId, username)}
      update={useUpdateClientUser(clientId)}
      roles={ROLES}
      request={changesOf}
      onClose={onClose}
    >
      <AssignmentFields clientId={clientId} />
    </EditUserDialog>
  );
}

interface ActionProps {
  clientId: number;
  user: ClientUser;
  onClose: () => void;
}

function IdentityDialog({ clientId, user, onClose }: ActionProps) {
  const account = useClientUserIdentity(clientId, user.username);
  return <IdentityAccountDialog user={user} account={account} onClose={onClose} />;
}

/** The dialog open on the client user management page, if any, with its target user. */
export function ClientUserDialogs({
  clientId,
  dialog,
  onClose,
}: {
  clientId: number;
  dialog: UserDialog<ClientUser> | null;
  onClose: () => void;
}) {
  const calls = {
    setEnabled: useSetClientUserEnabled(clientId),
    reset: useResetClientUserPassword(clientId),
    resend: useResendClientUserInvitation(clientId),
  };
  if (!dialog) return null;
  if (dialog.kind === 'create') return <CreateDialog clientId={clientId} onClose={onClose} />;
  const props = { clientId, user: dialog.user, onClose };
  switch (dialog.kind) {
    case 'update':
      return <UpdateDialog clientId={clientId} username={dialog.user.username} onClose={onClose} />;
    case 'disable':
    case 'enable':
    case 'reset-password':
    case 'resend-invitation':
      return <AccountActionDialog action={dialog.kind} user={dialog.user} calls={calls} onClose={onClose} />;
    case 'identity':
      return <IdentityDialog {...props} />;
    case 'manage-notifications':
      return <NotificationPreferencesDialog {...props} />;
  }
}
