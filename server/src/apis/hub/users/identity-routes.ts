import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { scopeOf } from '../../../kernel/access/path-guard';
import { HttpError } from '../../../kernel/http/errors';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { ADMINISTRATION, USER_MANAGERS } from '../../../kernel/access/requirements';
import { recordChange } from '../../../kernel/audit/record';
import type { IdentityAdmin } from '../../../domains/users/identity-admin';
import { atIdentityProvider } from '../../../domains/users/identity-calls';
import { reachableUserEmail } from '../../../domains/users/queries';
import { ClientUsernameParams, UsernameParams } from '../../../domains/users/schemas';

const IdentityAccount = Type.Object({
  username: Type.String(),
  email: Type.String(),
  status: Type.String(),
  enabled: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/**
 * Why there is no invitation to resend, in words: only an account still waiting for its first sign-in
 * (FORCE_CHANGE_PASSWORD) gets a new temporary password.
 */
function noInvitationWaiting(email: string, status: string): string {
  if (status === 'CONFIRMED')
    return `${email} has already accepted the invitation and chosen a password, so there is no invitation to resend. If they cannot sign in, reset their password instead.`;
  if (status === 'RESET_REQUIRED')
    return `${email} has a password reset waiting: they sign in with the code mailed to them, so there is no invitation to resend. Reset the password again to send a new code.`;
  return `${email} has no invitation waiting (the account is ${status}), so there is no invitation to resend.`;
}

/** The identity provider's side of user management: look a user up, reset their password, resend the invitation. */
export async function identityRoutes(api: Api, { db, identityAdmin }: ApiDeps) {
  const operation = operations(api, ['Users']);
  const refuses = [403, 409, 503] as const;
  const admin = (): IdentityAdmin => {
    if (!identityAdmin) throw new HttpError(503, 'Identity administration is not configured');
    return identityAdmin;
  };
  // The user row must be in the caller's reach (same client for standard users) before the provider is asked.
  const standard = async (request: FastifyRequest, username: string) =>
    reachableUserEmail(db, username, scopeOf(request).clientId);
  const internal = async (_request: FastifyRequest, username: string) => reachableUserEmail(db, username, null);
  const record = (request: FastifyRequest, action: 'user.password-reset' | 'user.invitation-resent') =>
    recordChange(db, request, {
      action,
      target: (request.params as { username: string }).username.toLowerCase(),
      clientId: request.clientScope?.clientId ?? null,
    });

  // A client's users are its managers'; the agency's own are Administration's.
  for (const [kind, base, params, find, requires] of [
    ['Standard', '/clients/:clientId/users/:username', ClientUsernameParams, standard, USER_MANAGERS],
    ['Internal', '/internal-users/:username', UsernameParams, internal, ADMINISTRATION],
  ] as const) {
    operation.read(
      `${base}/identity`,
      { operationId: `get${kind}UserIdentity`, requires, params, returns: IdentityAccount, refuses },
      async (request) => {
        const email = await find(request, (request.params as { username: string }).username);
        return atIdentityProvider(email, 'it cannot be shown', () => admin().getUser(email));
      },
    );

    operation.post(
      `${base}/reset-password`,
      { operationId: `reset${kind}UserPassword`, requires, params, returns: Type.Null(), status: 204, refuses },
      async (request, reply) => {
        const email = await find(request, (request.params as { username: string }).username);
        await atIdentityProvider(email, 'their password cannot be reset', () => admin().resetPassword(email));
        await record(request, 'user.password-reset');
        return reply.status(204).send(null);
      },
    );

    operation.post(
      `${base}/resend-invitation`,
      { operationId: `resend${kind}UserInvitation`, requires, params, returns: Type.Null(), status: 204, refuses },
      async (request, reply) => {
        const email = await find(request, (request.params as { username: string }).username);
        // The provider refuses with its own words ('status is not FORCE_CHANGE_PASSWORD'): say why in ours.
        const { status } = await atIdentityProvider(email, 'there is no invitation to resend', () =>
          admin().getUser(email),
        );
        if (status !== 'FORCE_CHANGE_PASSWORD') throw new HttpError(409, noInvitationWaiting(email, status));
        await atIdentityProvider(email, 'there is no invitation to resend', () => admin().resendInvitation(email));
        await record(request, 'user.invitation-resent');
        return reply.status(204).send(null);
      },
    );
  }
}
