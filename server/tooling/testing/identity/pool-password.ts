import type { Database } from '../../../src/kernel/db/database';
import { findAccount, setPasswordVerifier } from '../../../stand-ins/identity/accounts';
import { createVerifier } from '../../../stand-ins/identity/srp';

/**
 * Gives a seeded account its password in another user pool: an SRP verifier hashes the pool's name in, so a copy
 * seeded for the test pool cannot sign in to a server started with its own (`beaconlocal`) until this runs.
 */
export async function givePoolPassword(db: Database, email: string, poolName: string, password: string) {
  const account = await findAccount(db, email);
  if (!account) throw new Error(`no account ${email} to give a password`);
  const { salt, verifier } = createVerifier(poolName, account.username, password);
  await setPasswordVerifier(db, account.sub, {
    srpSalt: salt,
    srpVerifier: verifier,
    status: 'CONFIRMED',
    temporaryPasswordExpiresAt: null,
  });
}
