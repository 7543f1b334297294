import { ADMIN_ROLES, ADMINISTRATION_ROLES, INTERNAL_ROLES, type Role } from '@beacon/shared';

export type ProfileMenuItem = 'profile' | 'userManagement' | 'administration' | 'demoMode' | 'signOut';

// The role lists are the server's (server/src/api/enumerations.ts): the menu offers what the API allows.
const USER_MANAGEMENT: readonly Role[] = ADMIN_ROLES;
const ADMINISTRATION: readonly Role[] = ADMINISTRATION_ROLES;
const DEMO_MODE: readonly Role[] = INTERNAL_ROLES;

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
