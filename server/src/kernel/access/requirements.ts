import type { AccessRequirement } from '@beacon/shared/contract';
import { ADMIN_ROLES, ADMINISTRATION_ROLES, INTERNAL_ROLES } from './roles';

/**
 * What a route requires of its caller, in the words of the front end's access rule (`canAccess` of
 * `@beacon/shared/contract`): each hub and analytics route names one of these as its `config.requires`, the
 * requirement hook checks it (route-requirements.ts), and the OpenAPI documents publish it as the operation's
 * `x-beacon-requires`. What depends on the rows read (this client, these advertisers) stays in the queries.
 */
export type Requirement = AccessRequirement;

/** Every signed-in user, whatever their role, on what is no client's: their own profile and inbox, the catalogue. */
export const SIGNED_IN = { forLimitedRoles: true } as const satisfies Requirement;

/**
 * Every role, on the client's data it reaches (a REPORTING_ONLY or FRANCHISEE user: their advertisers'), once the
 * terms of use are accepted: reading, and what the reporting suite does for everyone (queries, schedules).
 */
export const CLIENT_DATA = { forLimitedRoles: true, clientData: true } as const satisfies Requirement;

/**
 * Changes what a client shares (custom reports, files, imports, analytics workspaces and connections): the client's
 * Admin and agency staff. REPORTING_ONLY and FRANCHISEE users read, and are told "Your role can view this but not
 * change it". An internal user acting for someone (X-Impersonated-By) has that user's role.
 */
export const WRITERS = { clientData: true } as const satisfies Requirement;

/** A client's users and what they are sent: the roles that see every advertiser (spec section 6, User management). */
export const USER_MANAGERS = { roles: ADMIN_ROLES, clientData: true } as const satisfies Requirement;

/** Administration: the agency's own users, Activity, admin checks, releases, API keys. BeaconAdmin only. */
export const ADMINISTRATION = { roles: ADMINISTRATION_ROLES } as const satisfies Requirement;

/** A client's brand in Administration › Brands: BeaconAdmin only, on a client reached by its path. */
export const BRAND_ADMINISTRATION = { roles: ADMINISTRATION_ROLES, clientData: true } as const satisfies Requirement;

/** What only agency staff see, across every client (the agency overview): the internal roles. */
export const STAFF = { roles: INTERNAL_ROLES, clientData: true } as const satisfies Requirement;

/** Billing: invoices and their figures need INVOICES_READ (spec section 6). */
export const BILLING = { privileges: ['INVOICES_READ'], clientData: true } as const satisfies Requirement;

/** The notification inbox: NOTIFICATIONS_READ. */
export const NOTIFICATIONS = {
  privileges: ['NOTIFICATIONS_READ'],
  forLimitedRoles: true,
} as const satisfies Requirement;

/** Marking all as read and the notification preferences: NOTIFICATION_PREFERENCES_WRITE. */
export const NOTIFICATION_PREFERENCES = {
  privileges: ['NOTIFICATION_PREFERENCES_WRITE'],
  forLimitedRoles: true,
} as const satisfies Requirement;
