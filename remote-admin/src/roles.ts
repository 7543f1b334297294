// Only types from @beacon/shared here: the release reads the manifest with the contract alone.
import type { Role } from '@beacon/shared';

/** Spec section 6: who reaches each administration page. */
export const ADMINISTRATION_ROLES: Role[] = ['BeaconAdmin'];
export const USER_MANAGEMENT_ROLES: Role[] = ['Admin', 'BeaconAdmin', 'BeaconStandard', 'PartnerSolutions'];
/** The demo-mode controller is for internal roles; the page itself sends anyone else to / (spec section 2). */
export const DEMO_CONTROLLER_ROLES: Role[] = ['BeaconStandard', 'BeaconAdmin', 'PartnerSolutions'];
