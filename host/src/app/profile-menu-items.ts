import type { Role } from '@beacon/shared';

export type ProfileMenuItem = 'profile' | 'userManagement' | 'administration' | 'demoMode' | 'signOut';

const USER_MANAGEMENT: Role[] = ['Admin', 'BeaconAdmin', 'BEACON_ADMIN', 'BeaconStandard', 'PartnerSolutions'];
const ADMINISTRATION: Role[] = ['BeaconAdmin', 'BEACON_ADMIN'];
const DEMO_MODE: Role[] = ['BeaconStandard', 'BeaconAdmin', 'BEACON_ADMIN', 'PartnerSolutions'];

/** The profile menu's entries by role, spec section 6. */
export function profileMenuItems(role: Role): ProfileMenuItem[] {
  return [
    'profile',
    ...(USER_MANAGEMENT.includes(role) ? (['userManagement'] as const) : []),
    ...(ADMINISTRATION.includes(role) ? (['administration'] as const) : []),
    ...(DEMO_MODE.includes(role) ? (['demoMode'] as const) : []),
    'signOut',
  ];
}
