/**
 * The user types, roles and privileges access is decided by. The wire speaks the same lists: the enumerations the
 * hub API declares (semantic/enumerations.ts) re-export these, and `pnpm api:types` copies them to the front end.
 */
export const USER_TYPES = ['STANDARD', 'INTERNAL'] as const;
export const INTERNAL_ROLES = ['BeaconAdmin', 'BeaconStandard', 'PartnerSolutions'] as const;
export const STANDARD_ROLES = ['Admin', 'REPORTING_ONLY', 'FRANCHISEE'] as const;
/** Roles that see every advertiser of the clients they reach. */
export const ADMIN_ROLES = ['BeaconAdmin', 'BeaconStandard', 'Admin', 'PartnerSolutions'] as const;
/** Roles that administer internal users (the profile menu's Administration link leads there). */
export const ADMINISTRATION_ROLES = ['BeaconAdmin'] as const;
/** Roles that live in the reporting suite only and are never sent to a requested deep path. */
export const LIMITED_ROLES = ['REPORTING_ONLY', 'FRANCHISEE'] as const;

/** The privileges a page or a badge may require (spec section 6). */
export const PRIVILEGES = ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE', 'INVOICES_READ'] as const;
