/** Alerts of the sign-in, password-reset and new-password screens, mapped from identity-provider errors. */

export interface SignInAlert {
  title: string;
  detail: string;
}

export const LOGIN_FAILED: SignInAlert = { title: 'Login failed', detail: 'Incorrect username or password' };
export const TOO_MANY_ATTEMPTS: SignInAlert = {
  title: 'Too many attempts',
  detail: 'The attempt limit was exceeded. Wait a few hours and try again.',
};
export const UNEXPECTED_SIGN_IN_ERROR: SignInAlert = {
  title: 'Unexpected Error',
  detail: 'Something went wrong on our side. Please try again later',
};
export const PASSWORD_RESET_FAILED: SignInAlert = {
  title: 'Password reset failed',
  detail: "Make sure you're using the last code you received.",
};
export const TEMPORARY_PASSWORD_MISMATCH: SignInAlert = {
  title: "Temporary password doesn't match our records",
  detail: 'Try again later',
};
export const NEW_PASSWORD_FAILED: SignInAlert = {
  title: 'New password procedure failed',
  detail: 'We apologize, something went wrong on our end.',
};
/** Shown when the new-password page is reached but the sign-in asks for no new password. */
export const NEW_PASSWORD_NOT_NEEDED: SignInAlert = {
  title: "We couldn't create a new password",
  detail: "The user doesn't need a new password.",
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
  if (isAttemptLimitError(error)) return TOO_MANY_ATTEMPTS;
  const name = identityErrorName(error);
  if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') return LOGIN_FAILED;
  return UNEXPECTED_SIGN_IN_ERROR;
}

export function passwordResetErrorAlert(error: unknown): SignInAlert {
  return isAttemptLimitError(error) ? TOO_MANY_ATTEMPTS : PASSWORD_RESET_FAILED;
}

export function newPasswordErrorAlert(error: unknown): SignInAlert {
  return identityErrorName(error) === 'NotAuthorizedException' ? TEMPORARY_PASSWORD_MISMATCH : NEW_PASSWORD_FAILED;
}
