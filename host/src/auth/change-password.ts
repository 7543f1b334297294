import { isValidPassword } from './password';
import { identityErrorName, isAttemptLimitError, SIGN_IN_ALERTS, type SignInAlert } from './sign-in/sign-in-errors';

/** /profile, change password: the current password, and a new one typed twice. */
export interface ChangePasswordForm {
  current: string;
  password: string;
  confirmation: string;
  busy: boolean;
}

/** Submit is enabled once the current password is typed and the new one meets the spec's rules and matches. */
export function canChangePassword({ current, password, confirmation, busy }: ChangePasswordForm): boolean {
  return !busy && current !== '' && isValidPassword(password, confirmation);
}

export const PASSWORD_CHANGED = 'Your password has been changed.';
/** A refused change: the password stays as it was, for the reason given. */
const notChanged = (detail: string): SignInAlert => ({ title: 'Password not changed', detail });

/** The identity service's answer to ChangePassword, as the alert above the form says it. */
export function changePasswordErrorAlert(error: unknown): SignInAlert {
  if (isAttemptLimitError(error)) return SIGN_IN_ALERTS.tooManyAttempts;
  const name = identityErrorName(error);
  if (name === 'NotAuthorizedException') return notChanged('Your current password is incorrect.');
  if (name === 'InvalidPasswordException' || name === 'InvalidParameterException')
    return notChanged(
      'The new password does not meet the rules: 8 characters w/ uppercase, lowercase, number, special.',
    );
  return notChanged('Something went wrong on our side. Please try again later');
}
