import { INTERNAL_ROLES } from '@beacon/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { IdentityAccountDialog } from '../../user-forms/identity-account-dialog';
import { AccountActionDialog } from '../../user-forms/account-actions';
import type { UserDialog } from '../../user-forms/dialog-rules';
import type { UserFormValues } from '../../user-forms/user-form-dialog';
import { CreateUserDialog, EditUserDialog } from '../../user-forms/user-save-dialogs';
import { roleOptions } from '../../user-forms/user-labels';
import { useCreateInternalUser } from './create-internal-user';
import { useInternalUserIdentity } from './get-internal-user-identity';
import type { InternalUser } from './get-internal-users';
import { useResendInternalUserInvitation } from './resend-internal-user-invitation';
import { useResetInternalUserPassword } from './reset-internal-user-password';
import { useSetInternalUserEnabled } from './set-internal-user-enabled';
import { fetchInternalUser, useUpdateInternalUser } from './update-internal-user';

const ROLES = roleOptions(INTERNAL_ROLES);
type Role = (typeof INTERNAL_ROLES)[number];

const changesOf = ({ firstName, lastName, role }: UserFormValues) => ({ firstName, lastName, role: role as Role });

function AddDialog({ onClose }: { onClose: () => void }) {
  return (
    <CreateUserDialog
      title="Add internal user"
      okText="Add"
      roles={ROLES}
      create={useCreateInternalUser()}
      request={(values) => ({ email: values.email.trim(), ...changesOf(values) })}
      onClose={onClose}
    />
  );
}

function EditDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const client = useQueryClient();
  return (
    <EditUserDialog
      read={() => fetchInternalUser(client, username)}
      update={useUpdateInternalUser()}
      roles={ROLES}
      request={changesOf}
      onClose={onClose}
    />
  );
}

function IdentityDialog({ user, onClose }: { user: InternalUser; onClose: () => void }) {
  return <IdentityAccountDialog user={user} account={useInternalUserIdentity(user.username)} onClose={onClose} />;
}

/** The dialog open on the internal users page, if any. */
export function InternalUserDialogs({
  dialog,
  onClose,
}: {
  dialog: UserDialog<InternalUser> | null;
  onClose: () => void;
}) {
  const calls = {
    setEnabled: useSetInternalUserEnabled(),
    reset: useResetInternalUserPassword(),
    resend: useResendInternalUserInvitation(),
  };
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'create':
      return <AddDialog onClose={onClose} />;
    case 'update':
      return <EditDialog username={dialog.user.username} onClose={onClose} />;
    case 'disable':
    case 'enable':
    case 'reset-password':
    case 'resend-invitation':
      return (
        <AccountActionDialog
          action={dialog.kind}
          user={dialog.user}
          calls={calls}
          disabledAlso=" The user moves to the archived list."
          onClose={onClose}
        />
      );
    case 'identity':
      return <IdentityDialog user={dialog.user} onClose={onClose} />;
    default:
      return null;
  }
}
