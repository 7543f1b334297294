/** Alerts of the sign-in, password-reset and new-password screens, mapped from identity-provider errors. */

export interface SignInAlert {
  title: string;
  detail: string;
}

const alert = (title: string, detail: string): SignInAlert => ({ title, detail });

/** The alerts, by what went wrong. */
export const SIGN_IN_ALERTS = {
  loginFailed: alert('Login failed', 'Incorrect username or password'),
  tooManyAttempts: alert('Too many attempts', 'The attempt limit was exceeded. Wait a few hours and try again.'),
  unexpected: alert('Unexpected Error', 'Something went wrong on our side. Please try again later'),
  passwordResetFailed: alert('Password reset failed', "Make sure you're using the last code you received."),
  temporaryPasswordMismatch: alert("Temporary password doesn't match our records", 'Try again later'),
  newPasswordFailed: alert('New password procedure failed', 'We apologize, something went wrong on our end.'),
  // Shown when the new-password page is reached but the sign-in asks for no new password.
  newPasswordNotNeeded: alert("We couldn't create a new password", "The user doesn't need a new password."),
};

/** The identity provider's error name (Amplify v6 sets `name`, older clients `code`), e.g. 'NotAuthorizedException'. */
export function identityErrorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, code } = error as Record<string, unknown>;
  for (const candidate of [name, code]) {
    if (typeof candidate === 'string' && candidate.endsWith('Exception')) return candidate;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * The pool locks an account after too many wrong passwords or codes, and throttles an address that tries too
 * often (TooManyRequestsException).
 */
export function isAttemptLimitError(error: unknown): boolean {
  const name = identityErrorName(error);
  if (name && ['LimitExceededException', 'TooManyFailedAttemptsException', 'TooManyRequestsException'].includes(name))
    return true;
  return name === 'NotAuthorizedException' && /password attempts exceeded/i.test(messageOf(error));
}

/** Sign-in found a session already open: continue it instead of showing an error. */
export function isAlreadySignedInError(error: unknown): boolean {
  return identityErrorName(error) === 'UserAlreadyAuthenticatedException';
}

export function loginErrorAlert(error: unknown): SignInAlert {
  if (isAttemptLimitError(error)) return SIGN_IN_ALERTS.tooManyAttempts;
  const name = identityErrorName(error);
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') return SIGN_IN_ALERTS.loginFailed;
  return SIGN_IN_ALERTS.unexpected;
}

export function passwordResetErrorAlert(error: unknown): SignInAlert {
  return isAttemptLimitError(error) ? SIGN_IN_ALERTS.tooManyAttempts : SIGN_IN_ALERTS.passwordResetFailed;
}

export function newPasswordErrorAlert(error: unknown): SignInAlert {
  return identityErrorName(error) === 'NotAuthorizedException'
    ? SIGN_IN_ALERTS.temporaryPasswordMismatch
    : SIGN_IN_ALERTS.newPasswordFailed;
}
