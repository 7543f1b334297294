import { findAccountBySub, type Account } from '../accounts';
import { requireString, userDisabled, userNotFound } from '../errors';
import type { Identity } from '../identity';
import type { RequestBody } from '../requests';
import { verifyToken } from '../tokens';

/** The account an access token belongs to, refusing revoked sign-ins and disabled accounts. */
export async function accountOfAccessToken(identity: Identity, accessToken: string): Promise<Account> {
  const { payload } = await verifyToken(identity, accessToken, 'access');
  const account = await findAccountBySub(identity.db, payload.sub);
  if (!account) throw userNotFound();
  if (!account.enabled) throw userDisabled();
  return account;
}

export const userAttributes = (account: Account) => [
  { Name: 'sub', Value: account.sub },
  { Name: 'email_verified', Value: 'true' },
  { Name: 'email', Value: account.email },
];

/** GetUser: Amplify's fetchUserAttributes and getCurrentUser's server check. */
export async function getUser(identity: Identity, body: RequestBody) {
  const account = await accountOfAccessToken(identity, requireString(body, 'AccessToken'));
  return { Username: account.username, UserAttributes: userAttributes(account) };
}
