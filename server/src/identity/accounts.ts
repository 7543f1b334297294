import type { Database } from '../db/database';

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

interface AccountRow {
  sub: string;
  username: string;
  email: string;
  status: AccountStatus;
  enabled: boolean;
  srp_salt: string;
  srp_verifier: string;
  temporary_password_expires_at: Date | null;
  failed_sign_ins: number;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

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
  const rows = await db.query<AccountRow>('SELECT * FROM identity_accounts WHERE username = $1', [
    normalizeUsername(username),
  ]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function findAccountBySub(db: Database, sub: string): Promise<Account | null> {
  const rows = await db.query<AccountRow>('SELECT * FROM identity_accounts WHERE sub = $1', [sub]);
  return rows[0] ? fromRow(rows[0]) : null;
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
  const rows = await db.query<AccountRow>(
    `INSERT INTO identity_accounts (sub, username, email, status, srp_salt, srp_verifier, temporary_password_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (username) DO NOTHING RETURNING *`,
    [
      account.sub,
      normalizeUsername(account.email),
      account.email.trim(),
      account.status,
      account.srpSalt,
      account.srpVerifier,
      account.temporaryPasswordExpiresAt,
    ],
  );
  if (rows[0]) return { account: fromRow(rows[0]), created: true };
  const existing = await findAccount(db, account.email);
  if (!existing) throw new Error(`Account ${account.email} neither inserted nor found`);
  return { account: existing, created: false };
}

/** A new verifier; a successful password change also ends any lockout. */
export async function setPasswordVerifier(
  db: Database,
  sub: string,
  change: { srpSalt: string; srpVerifier: string; status: AccountStatus; temporaryPasswordExpiresAt: Date | null },
): Promise<void> {
  await db.query(
    `UPDATE identity_accounts SET srp_salt = $2, srp_verifier = $3, status = $4, temporary_password_expires_at = $5,
       failed_sign_ins = 0, locked_until = NULL, updated_at = now() WHERE sub = $1`,
    [sub, change.srpSalt, change.srpVerifier, change.status, change.temporaryPasswordExpiresAt],
  );
}

export async function setStatus(db: Database, sub: string, status: AccountStatus): Promise<void> {
  await db.query('UPDATE identity_accounts SET status = $2, updated_at = now() WHERE sub = $1', [sub, status]);
}

export async function setEnabled(db: Database, sub: string, enabled: boolean): Promise<void> {
  await db.query('UPDATE identity_accounts SET enabled = $2, updated_at = now() WHERE sub = $1', [sub, enabled]);
}

/**
 * Counts a wrong password. Once the count reaches the limit the account is locked for a while, and every wrong
 * password after the lock lapses locks it again at once (Cognito escalates likewise until a success).
 */
export async function recordFailedSignIn(
  db: Database,
  sub: string,
  limits: { maxFailedSignIns: number; lockoutSeconds: number },
): Promise<void> {
  await db.query(
    `UPDATE identity_accounts SET failed_sign_ins = failed_sign_ins + 1,
       locked_until = CASE WHEN failed_sign_ins + 1 >= $2 THEN now() + make_interval(secs => $3) ELSE locked_until END
     WHERE sub = $1`,
    [sub, limits.maxFailedSignIns, limits.lockoutSeconds],
  );
}

export async function clearFailedSignIns(db: Database, sub: string): Promise<void> {
  await db.query('UPDATE identity_accounts SET failed_sign_ins = 0, locked_until = NULL WHERE sub = $1', [sub]);
}

export const isLocked = (account: Account, now = new Date()): boolean =>
  !!account.lockedUntil && account.lockedUntil > now;
