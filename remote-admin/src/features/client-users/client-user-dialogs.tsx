import { STANDARD_ROLES } from '@beacon/shared/api';
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
  const create = useCreateClientUser(clientId);
  const { message } = App.useApp();
  const submit = (values: UserFormValues) =>
    create.mutate(
      { email: values.email.trim(), ...changesOf(values) },
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
      title="Create user"
      okText="Create"
      editing={false}
      initial={{ role: 'REPORTING_ONLY' }}
      roles={ROLES}
      busy={create.isPending}
      fieldMessages={describeFieldErrors(create.error)}
      onSubmit={submit}
      onCancel={onClose}
    >
      <AssignmentFields clientId={clientId} />
    </UserFormDialog>
  );
}

function UpdateDialog({ clientId, username, onClose }: { clientId: number; username: string; onClose: () => void }) {
  const client = useQueryClient();
  const update = useUpdateClientUser(clientId);
  const { message } = App.useApp();
  const user = useUserSnapshot(() => fetchClientUser(client, clientId, username), onClose);
  if (!user) return <Spin fullscreen aria-label="Loading the user" />;
  const submit = (values: UserFormValues) =>
    update.mutate(
      { username, version: user.version, changes: changesOf(values) },
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
    >
      <AssignmentFields clientId={clientId} />
    </UserFormDialog>
  );
}

interface ActionProps {
  clientId: number;
  user: ClientUser;
  onClose: () => void;
}

function EnabledDialog({ clientId, user, enabled, onClose }: ActionProps & { enabled: boolean }) {
  const change = useSetClientUserEnabled(clientId);
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
        : `${user.email} will be signed out and will not be able to sign in.`}
    </ConfirmUserDialog>
  );
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
  const reset = useResetClientUserPassword(clientId);
  const resend = useResendClientUserInvitation(clientId);
  if (!dialog) return null;
  if (dialog.kind === 'create') return <CreateDialog clientId={clientId} onClose={onClose} />;
  const props = { clientId, user: dialog.user, onClose };
  switch (dialog.kind) {
    case 'update':
      return <UpdateDialog clientId={clientId} username={dialog.user.username} onClose={onClose} />;
    case 'disable':
    case 'enable':
      return <EnabledDialog {...props} enabled={dialog.kind === 'enable'} />;
    case 'reset-password':
      return <ResetPasswordDialog user={dialog.user} mutation={reset} onClose={onClose} />;
    case 'resend-invitation':
      return <ResendInvitationDialog user={dialog.user} mutation={resend} onClose={onClose} />;
    case 'identity':
      return <IdentityDialog {...props} />;
    case 'manage-notifications':
      return <NotificationPreferencesDialog {...props} />;
  }
}
