import { responseStatus } from '@beacon/shared/api';
import { describeRefusal } from '@beacon/shared/errors';
import { showError } from '@beacon/shared/session';
import type { UseMutationResult } from '@tanstack/react-query';
import { App } from 'antd';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { IDENTITY_RULES, type UserDialogKind } from './dialog-rules';
import { savedMessage } from './saved-messages';
import { fullName } from './user-labels';

/** The provider's rule in the server's words ('... has already accepted the invitation ...'), in the banner. */
const explainRule = (error: unknown) => {
  if (IDENTITY_RULES.includes(responseStatus(error) ?? 0)) showError(describeRefusal(error));
};

type AccountAction = Extract<UserDialogKind, 'disable' | 'enable' | 'reset-password' | 'resend-invitation'>;
type User = { username: string; email: string; firstName: string; lastName: string; role: string };

/** What each question asks, what its button says, what is said once done, and what it does to the user. */
const QUESTIONS: Record<AccountAction, (user: User, disabledAlso: string) => [string, string, string, string]> = {
  disable: (user, disabledAlso) => [
    `Disable ${fullName(user)}?`,
    'Disable',
    savedMessage.disabled(user),
    `${user.email} will be signed out and will not be able to sign in.${disabledAlso}`,
  ],
  enable: (user) => [
    `Enable ${fullName(user)}?`,
    'Enable',
    savedMessage.enabled(user),
    `${user.email} will be able to sign in again.`,
  ],
  // The identity service mails a code; the user chooses a new password at the next sign-in.
  'reset-password': (user) => [
    `Reset the password of ${fullName(user)}?`,
    'Reset password',
    `A reset code was sent to ${user.email}.`,
    `${user.email} will receive a code by email and must choose a new password at the next sign-in.`,
  ],
  // A new temporary password, by mail.
  'resend-invitation': (user) => [
    `Resend the invitation to ${fullName(user)}?`,
    'Resend invitation',
    `A new invitation was sent to ${user.email}.`,
    `${user.email} will receive a new temporary password by email.`,
  ],
};

interface Props {
  action: AccountAction;
  user: User;
  /** The page's own calls (a client user's or an internal user's), each taking the username. */
  calls: {
    setEnabled: UseMutationResult<unknown, Error, { username: string; enabled: boolean }>;
    reset: UseMutationResult<unknown, Error, string>;
    resend: UseMutationResult<unknown, Error, string>;
  };
  /** What disabling does beyond signing the user out, where the page has more to say. */
  disabledAlso?: string;
  onClose: () => void;
}

/** Disable, Enable, Reset password or Resend invitation: one question about one user; closes however it ends. */
export function AccountActionDialog({ action, user, calls, disabledAlso = '', onClose }: Props) {
  const { message } = App.useApp();
  const [title, okText, done, says] = QUESTIONS[action](user, disabledAlso);
  const onSuccess = () => void message.success(done);
  const enabling = action === 'enable' || action === 'disable';
  const identity = action === 'reset-password' ? calls.reset : calls.resend;
  return (
    <ConfirmDialog
      title={title}
      okText={okText}
      danger={action === 'disable'}
      busy={enabling ? calls.setEnabled.isPending : identity.isPending}
      onConfirm={() =>
        enabling
          ? calls.setEnabled.mutate(
              { username: user.username, enabled: action === 'enable' },
              { onSuccess, onSettled: onClose },
            )
          : identity.mutate(user.username, { onSuccess, onError: explainRule, onSettled: onClose })
      }
      onCancel={onClose}
    >
      {says}
    </ConfirmDialog>
  );
}
