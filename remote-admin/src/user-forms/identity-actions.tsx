import { responseStatus } from '@beacon/shared/api';
import { describeRefusal } from '@beacon/shared/errors';
import { showError } from '@beacon/shared/session';
import type { UseMutationResult } from '@tanstack/react-query';
import { App } from 'antd';
import { ConfirmUserDialog } from './confirm-user-dialog';
import { IDENTITY_RULES } from './dialog-rules';
import { fullName } from './user-labels';

/** The provider's rule in the server's words ('... has already accepted the invitation ...'), in the banner. */
const explainRule = (error: unknown) => {
  if (IDENTITY_RULES.includes(responseStatus(error) ?? 0)) showError(describeRefusal(error));
};

interface Props {
  user: { username: string; email: string; firstName: string; lastName: string };
  /** The page's own call (a client user's or an internal user's), taking the username. */
  mutation: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
}

/** Reset password: the identity service mails a code; the user chooses a new password at the next sign-in. */
export function ResetPasswordDialog({ user, mutation, onClose }: Props) {
  const { message } = App.useApp();
  return (
    <ConfirmUserDialog
      title={`Reset the password of ${fullName(user)}?`}
      okText="Reset password"
      busy={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(user.username, {
          onSuccess: () => void message.success(`A reset code was sent to ${user.email}.`),
          onError: explainRule,
          onSettled: onClose,
        })
      }
      onCancel={onClose}
    >
      {`${user.email} will receive a code by email and must choose a new password at the next sign-in.`}
    </ConfirmUserDialog>
  );
}

/** Resend invitation: a new temporary password, by mail. */
export function ResendInvitationDialog({ user, mutation, onClose }: Props) {
  const { message } = App.useApp();
  return (
    <ConfirmUserDialog
      title={`Resend the invitation to ${fullName(user)}?`}
      okText="Resend invitation"
      busy={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(user.username, {
          onSuccess: () => void message.success(`A new invitation was sent to ${user.email}.`),
          onError: explainRule,
          onSettled: onClose,
        })
      }
      onCancel={onClose}
    >
      {`${user.email} will receive a new temporary password by email.`}
    </ConfirmUserDialog>
  );
}
