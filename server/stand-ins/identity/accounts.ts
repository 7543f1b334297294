import { sql, type Selectable } from 'kysely';
import { tables } from '../../src/kernel/access/scoped';
import type { Database } from '../../src/kernel/db/database';
import type { Tables } from '../../src/kernel/db/sql';
import { createVerifier } from './srp';

export type AccountStatus = 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export interface Account {
  sub: string;
  username: string;
  email: string;
  status: AccountStatus;
  enabled: boolean;
  srpSalt: string;
  srpVerifier: string;
  temporaryPasswordExpiresAt: Date | null;
  failedSignIns: number;
  lockedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

type AccountRow = Omit<Selectable<Tables['identity_accounts']>, 'status'> & { status: AccountStatus };

const accounts = (db: Database) => tables(db).selectFrom('identity_accounts').selectAll().$castTo<AccountRow>();

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function fromRow(row: AccountRow): Account {
  return {
    sub: row.sub,
    username: row.username,
    email: row.email,
    status: row.status,
    enabled: row.enabled,
    srpSalt: row.srp_salt,
    srpVerifier: row.srp_verifier,
    temporaryPasswordExpiresAt: date(row.temporary_password_expires_at),
    failedSignIns: row.failed_sign_ins,
    lockedUntil: date(row.locked_until),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Usernames are emails, compared without case (Cognito's case-insensitive pools). */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export async function findAccount(db: Database, username: string): Promise<Account | null> {
  const row = await accounts(db).where('username', '=', normalizeUsername(username)).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function findAccountBySub(db: Database, sub: string): Promise<Account | null> {
  const row = await accounts(db).where('sub', '=', sub).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export interface NewAccount {
  sub: string;
  email: string;
  status: AccountStatus;
  srpSalt: string;
  srpVerifier: string;
  temporaryPasswordExpiresAt: Date | null;
}

/** Inserts unless the username exists; returns the account that is there either way and whether it is new. */
export async function insertAccount(
  db: Database,
  account: NewAccount,
): Promise<{ account: Account; created: boolean }> {
  const inserted = await tables(db)
    .insertInto('identity_accounts')
    .values({
      sub: account.sub,
      username: normalizeUsername(account.email),
      email: account.email.trim(),
      status: account.status,
      srp_salt: account.srpSalt,
      srp_verifier: account.srpVerifier,
      temporary_password_expires_at: account.temporaryPasswordExpiresAt,
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .returningAll()
    .$castTo<AccountRow>()
    .executeTakeFirst();
  if (inserted) return { account: fromRow(inserted), created: true };
  const existing = await findAccount(db, account.email);
  if (!existing) throw new Error(`Account ${account.email} neither inserted nor found`);
  return { account: existing, created: false };
}

/**
 * A new password, kept only as its verifier: permanent, or temporary until `temporaryUntil` (it must then be changed
 * at sign-in). A successful password change also ends any lockout. What the account now holds.
 */
export async function setPassword(
  db: Database,
  poolName: string,
  account: Pick<Account, 'sub' | 'username'>,
  password: string,
  temporaryUntil: Date | null = null,
): Promise<Pick<Account, 'srpSalt' | 'srpVerifier' | 'status' | 'temporaryPasswordExpiresAt'>> {
  const { salt, verifier } = createVerifier(poolName, account.username, password);
  const change = {
    srpSalt: salt,
    srpVerifier: verifier,
    status: temporaryUntil ? ('FORCE_CHANGE_PASSWORD' as const) : ('CONFIRMED' as const),
    temporaryPasswordExpiresAt: temporaryUntil,
  };
  await tables(db)
    .updateTable('identity_accounts')
    .set({
      srp_salt: change.srpSalt,
      srp_verifier: change.srpVerifier,
      status: change.status,
      temporary_password_expires_at: change.temporaryPasswordExpiresAt,
      failed_sign_ins: 0,
      locked_until: null,
      updated_at: sql<Date>`now()`,
    })
    .where('sub', '=', account.sub)
    .execute();
  return change;
}

/** Changes an account's status or whether it is enabled, as of now. */
async function changeAccount(
  db: Database,
  sub: string,
  change: { status: AccountStatus } | { enabled: boolean },
): Promise<void> {
  await tables(db)
    .updateTable('identity_accounts')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('sub', '=', sub)
    .execute();
}

export const setStatus = (db: Database, sub: string, status: AccountStatus) => changeAccount(db, sub, { status });

export const setEnabled = (db: Database, sub: string, enabled: boolean) => changeAccount(db, sub, { enabled });

/**
 * Takes one password attempt before the password is checked, in one statement, so that attempts sent at once are
 * counted one after another (each waits for the row): false when the account is locked, and nothing is checked.
 * The attempt that reaches the limit locks the account (it is still checked, and a right password unlocks it);
 * once a lock lapses, every attempt locks it again at once until one succeeds (Cognito escalates likewise). A
 * success clears the count (`clearFailedSignIns`, a new verifier).
 */
export async function takePasswordAttempt(
  db: Database,
  sub: string,
  limits: { maxFailedSignIns: number; lockoutSeconds: number },
): Promise<boolean> {
  const taken = await tables(db)
    .updateTable('identity_accounts')
    .set((eb) => ({
      failed_sign_ins: eb('failed_sign_ins', '+', 1),
      locked_until: sql<Date | null>`CASE WHEN failed_sign_ins + 1 >= ${limits.maxFailedSignIns}
        THEN now() + make_interval(secs => ${limits.lockoutSeconds}) ELSE locked_until END`,
    }))
    .where('sub', '=', sub)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .returning('sub')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function clearFailedSignIns(db: Database, sub: string): Promise<void> {
  await tables(db)
    .updateTable('identity_accounts')
    .set({ failed_sign_ins: 0, locked_until: null })
    .where('sub', '=', sub)
    .execute();
}
