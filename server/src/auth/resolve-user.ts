import type { Database } from '../db/database';
import type { VerifiedClaims } from './verifier';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  type: 'STANDARD' | 'INTERNAL';
  role: string;
  clientId: number | null;
  enabled: boolean;
  termsOfUseAccepted: boolean;
  privileges: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The columns of a user as the API speaks of them; shared by every query that returns users. */
export const USER_COLUMNS = `u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.type, u.role,
  u.client_id AS "clientId", u.enabled, u.terms_accepted_at IS NOT NULL AS "termsOfUseAccepted", u.privileges, u.version,
  to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
  to_char(u.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`;

/** The user row behind a verified token, found by its email; null when unknown or disabled (both answer 401). */
export async function resolveUser(db: Database, claims: Pick<VerifiedClaims, 'email'>): Promise<SessionUser | null> {
  const [user] = await db.query<SessionUser>(`SELECT ${USER_COLUMNS} FROM users u WHERE lower(u.email) = $1`, [
    claims.email.toLowerCase(),
  ]);
  return user && user.enabled ? user : null;
}
