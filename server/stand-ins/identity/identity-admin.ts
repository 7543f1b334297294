import * as admin from './admin';
import { CognitoError } from './errors';
import type { Identity } from './identity';
import { HttpError, notFound } from '../../src/kernel/http/errors';
import type { IdentityAdmin } from '../../src/domains/users/identity-admin';

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

/** User management's port, served in-process by the local identity service. */
export function identityAdminOf(identity: Identity): IdentityAdmin {
  return {
    createUser: (email) =>
      translated(async () => {
        await admin.adminCreateUser(identity, { email });
      }),
    getUser: (email) =>
      translated(async () => {
        const a = await admin.adminGetUser(identity, { email });
        return {
          username: a.username,
          email: a.email,
          status: a.status,
          enabled: a.enabled,
          createdAt: a.createdAt.toISOString(),
          updatedAt: a.updatedAt.toISOString(),
        };
      }),
    resetPassword: (email) => translated(() => admin.adminResetUserPassword(identity, { email })),
    resendInvitation: (email) =>
      translated(async () => {
        await admin.adminResendInvitation(identity, { email });
      }),
    disableUser: (email) => translated(() => admin.adminDisableUser(identity, { email })),
    enableUser: (email) => translated(() => admin.adminEnableUser(identity, { email })),
  };
}
