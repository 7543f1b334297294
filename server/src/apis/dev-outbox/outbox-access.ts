import { resolveUser } from '../../kernel/auth/resolve-user';
import type { VerifyToken } from '../../kernel/auth/verifier';
import type { Database } from '../../kernel/db/database';
import type { OutboxAuthorizer } from './outbox-routes';

/** The product's rule for the dev outbox: the token is checked as the API checks it, and the user is a BeaconAdmin. */
export function beaconAdminOnly(db: Database, verifyToken: VerifyToken): OutboxAuthorizer {
  return async (token) => {
    const user = await resolveUser(db, await verifyToken(token));
    if (!user) throw new Error('unknown or disabled user');
    return user.type === 'INTERNAL' && user.role === 'BeaconAdmin';
  };
}
