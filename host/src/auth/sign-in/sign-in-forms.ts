/** Rules that enable or block the sign-in, forgot-password and new-password forms (spec section 5). */

export const RECOVERY_CODE_LENGTH = 6;

/** Shown under the recovery code field. */
export const RECOVERY_CODE_HINT = 'This code was sent to your email.';

// A field of spaces is still empty for an email or a username; passwords are taken exactly as typed.
const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** Login: submitting does nothing while the email or the password is empty. */
export function canSubmitLogin({ email, password }: { email: string; password: string }): boolean {
  return !isBlank(email) && password !== '';
}

/** Forgot password, step 1: the request is blocked while busy or while the email is empty. */
export function canRequestResetCode({ email, busy }: { email: string; busy: boolean }): boolean {
  return !busy && !isBlank(email);
}

/** Forgot password, step 2: the password fields stay disabled until a code is typed. */
export function canEnterNewPassword(code: string): boolean {
  return code !== '';
}

export interface ResetPasswordForm {
  code: string;
  password: string;
  confirmation: string;
}

/** Forgot password, step 2: the code has exactly 6 characters and the two passwords match. */
export function canResetPassword({ code, password, confirmation }: ResetPasswordForm): boolean {
  return code.length === RECOVERY_CODE_LENGTH && password === confirmation;
}

export interface NewPasswordForm {
  username: string;
  temporaryPassword: string;
  newPassword: string;
  confirmation: string;
  busy: boolean;
}

/** New password: matching passwords, a username longer than 2, a temporary password longer than 1, not busy. */
export function canSetNewPassword({
  username,
  temporaryPassword,
  newPassword,
  confirmation,
  busy,
}: NewPasswordForm): boolean {
  return !busy && newPassword === confirmation && username.length > 2 && temporaryPassword.length > 1;
}
