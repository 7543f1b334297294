import {
  ADMIN_ROLES,
  LIMITED_ROLES,
  type InternalRole,
  type Privilege as DeclaredPrivilege,
  type StandardRole,
  type UserType as DeclaredUserType,
} from '../api/generated/enumerations';

/**
 * Access is a pure function from the signed-in user to yes or no, so that the drawer, the routes and the
 * menus all answer the same question the same way. Spec section 6.
 */
export type UserType = DeclaredUserType;

/** The roles the hub declares (server/src/semantic/enumerations.ts); the spec's other spellings never reach us. */
export type Role = InternalRole | StandardRole;

export type Privilege = DeclaredPrivilege;

/** The part of the user that access decisions read. */
export interface AccessSubject {
  type: UserType;
  role: Role;
  privileges: readonly Privilege[];
}

export interface AccessRequirement {
  /** Every one of these must be held. */
  privileges?: readonly Privilege[];
  /** One of these roles must be held. */
  roles?: readonly Role[];
  /** Also open to REPORTING_ONLY and FRANCHISEE users, who otherwise see only what says so. */
  forLimitedRoles?: boolean;
}

/** REPORTING_ONLY and FRANCHISEE: they land on the all-advertisers dashboards and see only the Reporting Suite. */
export function isLimitedRole(role: Role): boolean {
  return (LIMITED_ROLES as readonly Role[]).includes(role);
}

/** The privileged roles, with access to all advertisers of their client(s). */
export function isAdminTypeRole(role: Role): boolean {
  return (ADMIN_ROLES as readonly Role[]).includes(role);
}

/**
 * Whether the subject meets a requirement. `null` is nobody signed in: until the sign-in guards exist every
 * area is open to look at, and guarded pages take care of themselves.
 */
export function canAccess(subject: AccessSubject | null, requirement: AccessRequirement | undefined): boolean {
  if (!subject) return true;
  if (isLimitedRole(subject.role) && !requirement?.forLimitedRoles) return false;
  if (requirement?.roles && !requirement.roles.includes(subject.role)) return false;
  if (requirement?.privileges && !requirement.privileges.every((p) => subject.privileges.includes(p))) return false;
  return true;
}
