import { INTERNAL_ROLES } from '@beacon/shared/contract';
import { describeFieldErrors } from '@beacon/shared/errors';
import { useQueryClient } from '@tanstack/react-query';
import { App, Spin } from 'antd';
import { ConfirmUserDialog } from '../../user-forms/confirm-user-dialog';
import { IdentityAccountDialog } from '../../user-forms/identity-account-dialog';
import { ResendInvitationDialog, ResetPasswordDialog } from '../../user-forms/identity-actions';
import { staysOpenAfter, type UserDialog } from '../../user-forms/dialog-rules';
import { savedMessage } from '../../user-forms/saved-messages';
import { useUserSnapshot } from '../../user-forms/use-user-snapshot';
import { UserFormDialog, type UserFormValues } from '../../user-forms/user-form-dialog';
import { fullName, roleOptions } from '../../user-forms/user-labels';
import { useCreateInternalUser } from './create-internal-user';
import { useInternalUserIdentity } from './get-internal-user-identity';
import type { InternalUser } from './get-internal-users';
import { useResendInternalUserInvitation } from './resend-internal-user-invitation';
import { useResetInternalUserPassword } from './reset-internal-user-password';
import { useSetInternalUserEnabled } from './set-internal-user-enabled';
import { fetchInternalUser, useUpdateInternalUser } from './update-internal-user';

const ROLES = roleOptions(INTERNAL_ROLES);
type Role = (typeof INTERNAL_ROLES)[number];

function AddDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateInternalUser();
  const { message } = App.useApp();
  const submit = ({ email, firstName, lastName, role }: UserFormValues) =>
    create.mutate(
      { email: email.trim(), firstName, lastName, role: role as Role },
      {
        onSuccess: (user) => {
          void message.success(savedMessage.created(user));
          onClose();
        },
        onError: (error) => !staysOpenAfter('create', error) && onClose(),
      },
    );
  return (
    <UserFormDialog
      title="Add internal user"
      okText="Add"
      editing={false}
      roles={ROLES}
      busy={create.isPending}
      fieldMessages={describeFieldErrors(create.error)}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}

function EditDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const client = useQueryClient();
  const update = useUpdateInternalUser();
  const { message } = App.useApp();
  const user = useUserSnapshot(() => fetchInternalUser(client, username), onClose);
  if (!user) return <Spin fullscreen aria-label="Loading the user" />;
  const submit = ({ firstName, lastName, role }: UserFormValues) =>
    update.mutate(
      { username, version: user.version, changes: { firstName, lastName, role: role as Role } },
      {
        onSuccess: (saved) => {
          void message.success(savedMessage.updated(user, saved));
          onClose();
        },
        onError: (error) => !staysOpenAfter('update', error) && onClose(),
      },
    );
  return (
    <UserFormDialog
      title={`Edit ${fullName(user)}`}
      okText="Save"
      editing
      initial={user}
      roles={ROLES}
      busy={update.isPending}
      fieldMessages={describeFieldErrors(update.error)}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}

function EnabledDialog({ user, enabled, onClose }: { user: InternalUser; enabled: boolean; onClose: () => void }) {
  const change = useSetInternalUserEnabled();
  const { message } = App.useApp();
  const done = () => void message.success(enabled ? savedMessage.enabled(user) : savedMessage.disabled(user));
  return (
    <ConfirmUserDialog
      title={`${enabled ? 'Enable' : 'Disable'} ${fullName(user)}?`}
      okText={enabled ? 'Enable' : 'Disable'}
      danger={!enabled}
      busy={change.isPending}
      onConfirm={() => change.mutate({ username: user.username, enabled }, { onSuccess: done, onSettled: onClose })}
      onCancel={onClose}
    >
      {enabled
        ? `${user.email} will be able to sign in again.`
        : `${user.email} will be signed out and will not be able to sign in. The user moves to the archived list.`}
    </ConfirmUserDialog>
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
  const reset = useResetInternalUserPassword();
  const resend = useResendInternalUserInvitation();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'create':
      return <AddDialog onClose={onClose} />;
    case 'update':
      return <EditDialog username={dialog.user.username} onClose={onClose} />;
    case 'disable':
    case 'enable':
      return <EnabledDialog user={dialog.user} enabled={dialog.kind === 'enable'} onClose={onClose} />;
    case 'reset-password':
      return <ResetPasswordDialog user={dialog.user} mutation={reset} onClose={onClose} />;
    case 'resend-invitation':
      return <ResendInvitationDialog user={dialog.user} mutation={resend} onClose={onClose} />;
    case 'identity':
      return <IdentityDialog user={dialog.user} onClose={onClose} />;
    default:
      return null;
  }
}
