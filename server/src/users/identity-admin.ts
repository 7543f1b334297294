import {
  adminCreateUser,
  adminDisableUser,
  adminEnableUser,
  adminGetUser,
  adminResendInvitation,
  adminResetUserPassword,
} from '../identity/admin';
import { CognitoError } from '../identity/errors';
import type { Identity } from '../identity/identity';
import { HttpError, notFound } from '../api/errors';

/** A user's account at the identity provider, as user management shows it. */
export interface IdentityAccount {
  username: string;
  email: string;
  status: string;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * What user management asks of the identity provider. The local identity service implements it in-process
 * (`identityAdminOf`); production against a real Cognito pool would implement it with the AWS SDK.
 */
export interface IdentityAdmin {
  /** Creates the sign-in and mails the invitation with a temporary password. */
  createUser(email: string): Promise<void>;
  getUser(email: string): Promise<IdentityAccount>;
  resetPassword(email: string): Promise<void>;
  resendInvitation(email: string): Promise<void>;
  disableUser(email: string): Promise<void>;
  enableUser(email: string): Promise<void>;
}

/** Cognito's errors in the hub's words: unknown account 404, a state that forbids the action 409. */
async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    if (error.type === 'UserNotFoundException') throw notFound();
    throw new HttpError(409, error.message);
  }
}

export function identityAdminOf(identity: Identity): IdentityAdmin {
  return {
    createUser: (email) =>
      translated(async () => {
        await adminCreateUser(identity, { email });
      }),
    getUser: (email) =>
      translated(async () => {
        const a = await adminGetUser(identity, { email });
        return {
          username: a.username,
          email: a.email,
          status: a.status,
          enabled: a.enabled,
          createdAt: a.createdAt.toISOString(),
          updatedAt: a.updatedAt.toISOString(),
        };
      }),
    resetPassword: (email) => translated(() => adminResetUserPassword(identity, { email })),
    resendInvitation: (email) =>
      translated(async () => {
        await adminResendInvitation(identity, { email });
      }),
    disableUser: (email) => translated(() => adminDisableUser(identity, { email })),
    enableUser: (email) => translated(() => adminEnableUser(identity, { email })),
  };
}
