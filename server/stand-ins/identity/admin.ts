import { findAccount, setEnabled, setPassword, setStatus, type Account } from './accounts';
import { createAccount, generateTemporaryPassword } from './create-account';
import { CognitoError, userNotFound } from './errors';
import type { Identity } from './identity';
import { sendInvitation } from './mails';
import { sendCode } from './operations/forgot-password';
import { assertPasswordPolicy } from './password-policy';
import { revokeAllSessions } from './sessions';

/**
 * What the admin screens need, as functions the hub calls in-process (no HTTP, no secret). The Admin* operations
 * of the HTTP protocol are thin wrappers over these. Errors are Cognito's, so both paths report the same.
 */

async function existing(identity: Identity, email: string): Promise<Account> {
  const account = await findAccount(identity.db, email);
  if (!account) throw userNotFound();
  return account;
}

const temporaryExpiry = (identity: Identity) =>
  new Date(Date.now() + identity.limits.temporaryPasswordDays * 86_400_000);

/** AdminCreateUser: a FORCE_CHANGE_PASSWORD account and an invitation mail with its temporary password. */
export async function adminCreateUser(
  identity: Identity,
  input: { email: string; temporaryPassword?: string; sub?: string; suppressMail?: boolean },
): Promise<Account> {
  const temporaryPassword = input.temporaryPassword ?? generateTemporaryPassword();
  assertPasswordPolicy(temporaryPassword);
  if (await findAccount(identity.db, input.email))
    throw new CognitoError('UsernameExistsException', 'User account already exists');
  const { account, created } = await createAccount(
    identity.db,
    {
      email: input.email,
      password: temporaryPassword,
      temporary: true,
      sub: input.sub,
      temporaryPasswordExpiresAt: temporaryExpiry(identity),
    },
    identity.config,
  );
  if (!created) throw new CognitoError('UsernameExistsException', 'User account already exists');
  if (!input.suppressMail) await sendInvitation(identity, account.email, temporaryPassword);
  return account;
}

/** AdminCreateUser with MessageAction RESEND: a new temporary password, mailed again, for one not yet used. */
export async function adminResendInvitation(
  identity: Identity,
  input: { email: string; temporaryPassword?: string },
): Promise<Account> {
  const account = await existing(identity, input.email);
  if (account.status !== 'FORCE_CHANGE_PASSWORD') {
    throw new CognitoError(
      'UnsupportedUserStateException',
      `Resend not possible. ${account.username} status is not FORCE_CHANGE_PASSWORD.`,
    );
  }
  const temporaryPassword = input.temporaryPassword ?? generateTemporaryPassword();
  assertPasswordPolicy(temporaryPassword);
  const change = await setPassword(
    identity.db,
    identity.poolName,
    account,
    temporaryPassword,
    temporaryExpiry(identity),
  );
  await sendInvitation(identity, account.email, temporaryPassword);
  return { ...account, ...change };
}

/** AdminSetUserPassword: permanent (CONFIRMED) or temporary (FORCE_CHANGE_PASSWORD, no mail, as at Cognito). */
export async function adminSetUserPassword(
  identity: Identity,
  input: { email: string; password: string; permanent: boolean },
): Promise<void> {
  const account = await existing(identity, input.email);
  assertPasswordPolicy(input.password);
  const temporaryUntil = input.permanent ? null : temporaryExpiry(identity);
  await setPassword(identity.db, identity.poolName, account, input.password, temporaryUntil);
}

/**
 * AdminResetUserPassword: sign-in is refused with PasswordResetRequiredException (Amplify's RESET_PASSWORD step)
 * and a code is mailed for ConfirmForgotPassword.
 */
export async function adminResetUserPassword(identity: Identity, input: { email: string }): Promise<void> {
  const account = await existing(identity, input.email);
  await setStatus(identity.db, account.sub, 'RESET_REQUIRED');
  await sendCode(identity, account.sub, account.email);
}

/** AdminDisableUser: sign-in and refresh are refused and, as at Cognito, every token issued is revoked. */
export async function adminDisableUser(identity: Identity, input: { email: string }): Promise<void> {
  const account = await existing(identity, input.email);
  await setEnabled(identity.db, account.sub, false);
  await revokeAllSessions(identity.db, account.sub);
}

export async function adminEnableUser(identity: Identity, input: { email: string }): Promise<void> {
  const account = await existing(identity, input.email);
  await setEnabled(identity.db, account.sub, true);
}

export async function adminGetUser(identity: Identity, input: { email: string }): Promise<Account> {
  return existing(identity, input.email);
}
