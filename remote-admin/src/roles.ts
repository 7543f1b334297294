// Only what the contract carries: the release reads the manifest with `@beacon/shared` mapped to the contract alone.
import { ADMIN_ROLES, ADMINISTRATION_ROLES as ADMINISTRATION, INTERNAL_ROLES, type Role } from '@beacon/shared';

/** Spec section 6, from the server's one list of roles: who reaches each administration page. */
export const ADMINISTRATION_ROLES: Role[] = [...ADMINISTRATION];
export const USER_MANAGEMENT_ROLES: Role[] = [...ADMIN_ROLES];
/** The demo-mode controller is for internal roles; the page itself sends anyone else to / (spec section 2). */
export const DEMO_CONTROLLER_ROLES: Role[] = [...INTERNAL_ROLES];
