import { findAccount, setPassword } from '../accounts';
import { consumeCode, issueCode } from '../codes';
import { codeMismatch, CognitoError, requireString } from '../errors';
import type { Identity } from '../identity';
import { maskedEmail, sendResetCode } from '../mails';
import { assertPasswordPolicy } from '../password-policy';
import { assertClient, type RequestBody } from '../requests';

const delivery = (email: string) => ({
  CodeDeliveryDetails: { Destination: maskedEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
});

/**
 * ForgotPassword (resetPassword): mails a six-digit code. An unknown or disabled username answers as if a code
 * had been sent, so the form cannot be used to learn who has an account.
 */
export async function forgotPassword(identity: Identity, body: RequestBody) {
  assertClient(identity, body);
  const username = requireString(body, 'Username');
  const account = await findAccount(identity.db, username);
  if (!account || !account.enabled) return delivery(username);
  if (account.status === 'FORCE_CHANGE_PASSWORD') {
    // The invitation's temporary password is the way in; Cognito refuses a reset until it is used.
    throw new CognitoError('NotAuthorizedException', 'User password cannot be reset in the current state.');
  }
  await sendCode(identity, account.sub, account.email);
  return delivery(account.email);
}

export async function sendCode(identity: Identity, sub: string, email: string): Promise<void> {
  const code = await issueCode(identity.db, sub, identity.limits);
  await sendResetCode(identity, email, code);
}

/** ConfirmForgotPassword (confirmResetPassword): the last code sent, within its hour, sets the new password. */
export async function confirmForgotPassword(identity: Identity, body: RequestBody) {
  assertClient(identity, body);
  const username = requireString(body, 'Username');
  const code = requireString(body, 'ConfirmationCode');
  const password = requireString(body, 'Password');
  assertPasswordPolicy(password);
  const account = await findAccount(identity.db, username);
  if (!account || !account.enabled) throw codeMismatch();
  await consumeCode(identity.db, account.sub, code, identity.limits);
  await setPassword(identity.db, identity.poolName, account, password);
  return {};
}
