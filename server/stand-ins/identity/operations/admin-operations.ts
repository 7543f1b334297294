import type { Account } from '../accounts';
import {
  adminCreateUser,
  adminDisableUser,
  adminEnableUser,
  adminGetUser,
  adminResendInvitation,
  adminResetUserPassword,
  adminSetUserPassword,
} from '../admin';
import { invalidParameter, requireString } from '../errors';
import type { Identity } from '../identity';
import { assertPool, type RequestBody } from '../requests';
import { userAttributes } from './get-user';

/** The Admin* operations in Cognito's JSON shapes, over the functions of ../admin.ts. */

const seconds = (date: Date) => date.getTime() / 1000;

function userType(account: Account) {
  return {
    Username: account.username,
    Attributes: userAttributes(account),
    UserCreateDate: seconds(account.createdAt),
    UserLastModifiedDate: seconds(account.updatedAt),
    Enabled: account.enabled,
    UserStatus: account.status,
  };
}

/** The email from UserAttributes, else the Username (this pool's usernames are emails). */
function emailOf(body: RequestBody): string {
  const attributes = Array.isArray(body.UserAttributes)
    ? (body.UserAttributes as { Name?: unknown; Value?: unknown }[])
    : [];
  const email = attributes.find((attribute) => attribute.Name === 'email')?.Value;
  const username = requireString(body, 'Username');
  if (typeof email === 'string' && email.toLowerCase() !== username.toLowerCase()) {
    throw invalidParameter('Username should be an email.');
  }
  return typeof email === 'string' ? email : username;
}

const optionalString = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export async function adminCreateUserOperation(identity: Identity, body: RequestBody) {
  assertPool(identity, body);
  const email = emailOf(body);
  const temporaryPassword = optionalString(body.TemporaryPassword);
  if (body.MessageAction === 'RESEND')
    return { User: userType(await adminResendInvitation(identity, { email, temporaryPassword })) };
  const account = await adminCreateUser(identity, {
    email,
    temporaryPassword,
    suppressMail: body.MessageAction === 'SUPPRESS',
  });
  return { User: userType(account) };
}

export async function adminSetUserPasswordOperation(identity: Identity, body: RequestBody) {
  assertPool(identity, body);
  await adminSetUserPassword(identity, {
    email: requireString(body, 'Username'),
    password: requireString(body, 'Password'),
    permanent: body.Permanent === true,
  });
  return {};
}

/** An operation on the user its `Username` names, answering an empty object as Cognito does. */
const onUser =
  (act: (identity: Identity, user: { email: string }) => Promise<void>) =>
  async (identity: Identity, body: RequestBody) => {
    assertPool(identity, body);
    await act(identity, { email: requireString(body, 'Username') });
    return {};
  };

export const adminResetUserPasswordOperation = onUser(adminResetUserPassword);
export const adminDisableUserOperation = onUser(adminDisableUser);
export const adminEnableUserOperation = onUser(adminEnableUser);

export async function adminGetUserOperation(identity: Identity, body: RequestBody) {
  assertPool(identity, body);
  const { Attributes, ...user } = userType(await adminGetUser(identity, { email: requireString(body, 'Username') }));
  return { ...user, UserAttributes: Attributes };
}
