import type { Database } from '../../src/kernel/db/database';
import { setEnabled } from '../../stand-ins/identity/accounts';
import { createAccount } from '../../stand-ins/identity/create-account';

/**
 * The accounts every fresh database has. The user rows come from here, and the identity service reads the same
 * list to create the credentials, so the two never drift apart.
 */
export type UserType = 'STANDARD' | 'INTERNAL';
export type Role = 'BeaconAdmin' | 'BeaconStandard' | 'PartnerSolutions' | 'Admin' | 'REPORTING_ONLY' | 'FRANCHISEE';
export type Privilege = 'NOTIFICATIONS_READ' | 'NOTIFICATION_PREFERENCES_WRITE' | 'INVOICES_READ';

export interface SeededAccount {
  email: string;
  username: string;
  password: string;
  /** A temporary password: the first sign-in must set a new one. */
  temporary?: boolean;
  firstName: string;
  lastName: string;
  type: UserType;
  role: Role;
  /** The client's name for STANDARD users. */
  clientName?: string;
  termsOfUseAccepted: boolean;
  privileges: Privilege[];
  /** How many of the client's advertisers (first by id) and groups are assigned directly. */
  assignedAdvertisers?: number;
  assignedGroups?: number;
}

export const DEMO_PASSWORD = 'Beacon-Demo-2026!';
export const TEMPORARY_PASSWORD = 'Temp-Pass-2026!';

const ALL: Privilege[] = ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE', 'INVOICES_READ'];

function account(a: Omit<SeededAccount, 'username' | 'password'> & { password?: string }): SeededAccount {
  return { password: DEMO_PASSWORD, ...a, username: a.email };
}

export const SEEDED_ACCOUNTS: readonly SeededAccount[] = [
  account({
    email: 'admin@beacon.test',
    firstName: 'Avery',
    lastName: 'Lang',
    type: 'INTERNAL',
    role: 'BeaconAdmin',
    termsOfUseAccepted: true,
    privileges: ALL,
  }),
  account({
    email: 'staff@beacon.test',
    firstName: 'Sam',
    lastName: 'Ortega',
    type: 'INTERNAL',
    role: 'BeaconStandard',
    termsOfUseAccepted: true,
    privileges: ALL,
  }),
  account({
    email: 'partner@beacon.test',
    firstName: 'Priya',
    lastName: 'Nair',
    type: 'INTERNAL',
    role: 'PartnerSolutions',
    termsOfUseAccepted: true,
    privileges: ['NOTIFICATIONS_READ', 'INVOICES_READ'],
  }),
  account({
    email: 'admin@acme.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    type: 'STANDARD',
    role: 'Admin',
    clientName: 'Acme Outdoor',
    termsOfUseAccepted: true,
    privileges: ALL,
  }),
  account({
    email: 'reports@acme.test',
    firstName: 'Riley',
    lastName: 'Chen',
    type: 'STANDARD',
    role: 'REPORTING_ONLY',
    clientName: 'Acme Outdoor',
    termsOfUseAccepted: true,
    privileges: ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE'],
    assignedAdvertisers: 2,
  }),
  account({
    email: 'franchise@northwind.test',
    firstName: 'Frankie',
    lastName: 'Doyle',
    type: 'STANDARD',
    role: 'FRANCHISEE',
    clientName: 'Northwind Fitness',
    termsOfUseAccepted: true,
    privileges: ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE'],
    assignedGroups: 1,
  }),
  account({
    email: 'invited@acme.test',
    password: TEMPORARY_PASSWORD,
    temporary: true,
    firstName: 'Ivy',
    lastName: 'Brooks',
    type: 'STANDARD',
    role: 'Admin',
    clientName: 'Acme Outdoor',
    termsOfUseAccepted: false,
    privileges: ALL,
  }),
  account({
    email: 'newterms@globex.test',
    firstName: 'Noah',
    lastName: 'Patel',
    type: 'STANDARD',
    role: 'Admin',
    clientName: 'Globex Retail',
    termsOfUseAccepted: false,
    privileges: ALL,
  }),
];

/**
 * Gives every seeded user a sign-in at the local identity service, as a Cognito pool holds one for each of a
 * portal's users: the accounts above with their passwords, every other person the seed made up with the demo
 * password, and a disabled user's disabled. So user management can disable, enable, reset and re-invite any of
 * them. Idempotent: an account that exists is kept as it is.
 */
export async function createSeededSignIns(db: Database, pool: { poolId: string }): Promise<void> {
  const listed = new Map(SEEDED_ACCOUNTS.map((a) => [a.email, a]));
  const users = await db.query<{ email: string; enabled: boolean }>('SELECT email, enabled FROM users ORDER BY id');
  for (const { email, enabled } of users) {
    const known = listed.get(email);
    const input = { email, password: known?.password ?? DEMO_PASSWORD, temporary: known?.temporary };
    const { account, created } = await createAccount(db, input, pool);
    if (created && !enabled) await setEnabled(db, account.sub, false);
  }
}
