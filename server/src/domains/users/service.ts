import type { FastifyRequest } from 'fastify';
import { accessOf, scopeOf } from '../../kernel/access/path-guard';
import { HttpError } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { changedFields, recordChange } from '../../kernel/audit/record';
import { userInvited } from '../notifications/events';
import { assertCanGrant, assertCanManage } from './grants';
import type { IdentityAdmin } from './identity-admin';
import { atIdentityProvider } from './identity-calls';
import {
  assign,
  insertUser,
  inviteOrUndo,
  setEnabled,
  updateUser,
  userById,
  userIdByUsername,
  type UserRecord,
} from './queries';
import { defaultPrivileges } from './schemas';

/**
 * Which users a flow acts on: a client's standard users (`/clients/{id}/users`, in the caller's client scope), or
 * the agency's internal users (`/internal-users`).
 */
export type UserKind = 'STANDARD' | 'INTERNAL';

export interface NewUserBody {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  privileges?: string[];
  advertiserIds?: number[];
  advertiserGroupIds?: number[];
}

export type UserChanges = {
  firstName: string;
  lastName: string;
  role: string;
  privileges?: string[];
  /** The version the dialog read: a save over someone else's is refused (409) and writes nothing. */
  version?: number;
  advertiserIds?: number[];
  advertiserGroupIds?: number[];
};

/**
 * The user flows, once for both kinds of user. The routes decide who may call (an administrator, a client's
 * manager); the service does the rest in one order: the user in reach (else 404), nobody who outranks the caller,
 * no grant beyond the caller's own, the write, the identity provider, and the record in Activity.
 */
export function usersService({ db, identityAdmin }: { db: Database; identityAdmin?: IdentityAdmin }) {
  const scopeFor = (request: FastifyRequest, kind: UserKind) => (kind === 'STANDARD' ? scopeOf(request) : null);

  async function idOf(request: FastifyRequest, kind: UserKind, username: string) {
    return userIdByUsername(db, username, scopeFor(request, kind)?.clientId ?? null);
  }

  return {
    async find(request: FastifyRequest, kind: UserKind, username: string): Promise<UserRecord> {
      return userById(db, await idOf(request, kind, username));
    },

    async create(request: FastifyRequest, kind: UserKind, body: NewUserBody): Promise<UserRecord> {
      const scope = scopeFor(request, kind);
      assertCanGrant(accessOf(request).user, { role: body.role, privileges: body.privileges });
      const privileges = body.privileges ?? defaultPrivileges(body.role);
      const id = await db.transaction(async (tx) => {
        const newId = await insertUser(tx, { ...body, type: kind, clientId: scope?.clientId ?? null, privileges });
        if (scope) await assign(tx, newId, scope, body.advertiserIds ?? [], body.advertiserGroupIds ?? []);
        return newId;
      });
      await inviteOrUndo(db, identityAdmin, id, body.email);
      if (scope) await userInvited(db, id);
      const user = await userById(db, id);
      await recordChange(db, request, {
        action: 'user.created',
        target: user.username,
        clientId: scope?.clientId ?? null,
        details: scope
          ? { role: user.role, advertiserIds: user.advertiserIds, advertiserGroupIds: user.advertiserGroupIds }
          : { role: user.role, firstName: user.firstName, lastName: user.lastName },
      });
      return user;
    },

    /** Throws StaleVersionError (409) when someone else saved the user since `changes.version`. */
    async update(request: FastifyRequest, kind: UserKind, username: string, changes: UserChanges) {
      const scope = scopeFor(request, kind);
      const manager = accessOf(request).user;
      const id = await idOf(request, kind, username);
      const before = await userById(db, id);
      assertCanManage(manager, before);
      assertCanGrant(manager, changes);
      await db.transaction(async (tx) => {
        await updateUser(tx, id, changes);
        if (scope && (changes.advertiserIds || changes.advertiserGroupIds))
          await assign(
            tx,
            id,
            scope,
            changes.advertiserIds ?? before.advertiserIds,
            changes.advertiserGroupIds ?? before.advertiserGroupIds,
          );
      });
      const user = await userById(db, id);
      await recordChange(db, request, {
        action: 'user.updated',
        target: user.username,
        clientId: scope?.clientId ?? null,
        details: changedFields(before, changes),
      });
      return user;
    },

    /**
     * Disabling also revokes the user's sessions at the identity provider; nobody changes their own access. The
     * provider is asked first (its calls cannot share the row's transaction: it has its own connection to the database,
     * and PGlite runs one transaction at a time), so a refusal leaves the user as they were.
     */
    async setEnabled(request: FastifyRequest, kind: UserKind, username: string, enabled: boolean) {
      const scope = scopeFor(request, kind);
      const manager = accessOf(request).user;
      const id = await idOf(request, kind, username);
      if (id === manager.id) throw new HttpError(409, 'You cannot change your own access');
      const target = await userById(db, id);
      assertCanManage(manager, target);
      const { email } = target;
      const atProvider = async (on: boolean) => {
        await (on ? identityAdmin?.enableUser(email) : identityAdmin?.disableUser(email));
      };
      // The identity provider first: when it refuses, the row is as it was and nothing is half done.
      await atIdentityProvider(email, `they cannot be ${enabled ? 'enabled' : 'disabled'}`, () => atProvider(enabled));
      try {
        await setEnabled(db, id, enabled);
      } catch (error) {
        // The row could not follow: the provider is put back as it was, and the request fails as a whole.
        await atProvider(!enabled).catch(() => undefined);
        throw error;
      }
      const user = await userById(db, id);
      await recordChange(db, request, {
        action: enabled ? 'user.enabled' : 'user.disabled',
        target: user.username,
        clientId: scope?.clientId ?? null,
      });
      return user;
    },
  };
}
