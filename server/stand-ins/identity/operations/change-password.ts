import { setPassword, takePasswordAttempt } from '../accounts';
import { attemptsExceeded, incorrectCredentials, requireString } from '../errors';
import type { Identity } from '../identity';
import { assertPasswordPolicy } from '../password-policy';
import type { RequestBody } from '../requests';
import { verifierFor } from '../srp';
import { accountOfAccessToken } from './get-user';

/**
 * ChangePassword (updatePassword): the previous password is checked by recomputing the verifier from it with the
 * stored salt; it is never kept. Wrong guesses count towards the same lockout as sign-in.
 */
export async function changePassword(identity: Identity, body: RequestBody) {
  const account = await accountOfAccessToken(identity, requireString(body, 'AccessToken'));
  const previous = requireString(body, 'PreviousPassword');
  const proposed = requireString(body, 'ProposedPassword');
  assertPasswordPolicy(proposed);
  if (!(await takePasswordAttempt(identity.db, account.sub, identity.limits))) throw attemptsExceeded();
  if (verifierFor(identity.poolName, account.username, previous, account.srpSalt) !== account.srpVerifier)
    throw incorrectCredentials();
  await setPassword(identity.db, identity.poolName, account, proposed);
  return {};
}
