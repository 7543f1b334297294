import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../../src/kernel/db/database';
import { insertAccount, type Account } from './accounts';
import { poolName, type IdentityConfig } from './config';
import { passwordPolicyProblem } from './password-policy';
import { createVerifier } from './srp';

export interface CreateAccountInput {
  email: string;
  password: string;
  /** The password is an invitation's: the first sign-in must choose a new one (FORCE_CHANGE_PASSWORD). */
  temporary?: boolean;
  /** A fixed sub, so that seeded hub users can point at their account. */
  sub?: string;
  /** When a temporary password lapses; none for seeding. */
  temporaryPasswordExpiresAt?: Date | null;
}

/**
 * Creates an account server-side (seeding, the hub's admin screens), idempotent by email: an existing account is
 * returned untouched, password included. The pool id is needed because Cognito's SRP hashes the pool's name into
 * the verifier, so accounts must be made for the pool that will check them.
 */
export async function createAccount(
  db: Database,
  input: CreateAccountInput,
  pool: Pick<IdentityConfig, 'poolId'>,
): Promise<{ account: Account; created: boolean }> {
  const problem = passwordPolicyProblem(input.password);
  if (problem) throw new Error(`Password for ${input.email} does not meet the policy: ${problem}`);
  if (!/^[^@\s]+@[^@\s]+$/.test(input.email.trim())) throw new Error(`Not an email address: ${input.email}`);
  const username = input.email.trim().toLowerCase();
  const { salt, verifier } = createVerifier(poolName(pool), username, input.password);
  return insertAccount(db, {
    sub: input.sub ?? randomUUID(),
    email: input.email,
    status: input.temporary ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
    srpSalt: salt,
    srpVerifier: verifier,
    temporaryPasswordExpiresAt: input.temporary ? (input.temporaryPasswordExpiresAt ?? null) : null,
  });
}

const ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_=+?'];

/** A temporary password that meets the policy: one of each kind, then random, shuffled. */
export function generateTemporaryPassword(length = 14): string {
  const all = ALPHABETS.join('');
  const pick = (alphabet: string) => alphabet.charAt(randomInt(alphabet.length));
  const chars = [...ALPHABETS.map(pick), ...Array.from({ length: length - ALPHABETS.length }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
