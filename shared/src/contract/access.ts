import {
  ADMIN_ROLES,
  LIMITED_ROLES,
  type InternalRole,
  type Privilege as DeclaredPrivilege,
  type StandardRole,
  type UserType as DeclaredUserType,
} from '../api/generated/enumerations';

/**
 * Access is a pure function from the signed-in user to yes or no, so that the drawer, the routes, the menus and
 * the server's routes all answer the same question the same way (spec section 6). It lives in the contract, which
 * holds no UI, so that the server calls this very function: each hub and analytics route declares an
 * `AccessRequirement` (its `config.requires`, published as the operation's `x-beacon-requires`).
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
  /** Whether the terms of use are accepted; a subject that does not say is not refused for it. */
  termsOfUseAccepted?: boolean;
}

/** What a page, a menu entry or an API operation requires of its user: one vocabulary for all of them. */
export interface AccessRequirement {
  /** Every one of these must be held. */
  privileges?: readonly Privilege[];
  /** One of these roles must be held. */
  roles?: readonly Role[];
  /** Also open to REPORTING_ONLY and FRANCHISEE users, who otherwise see only what says so. */
  forLimitedRoles?: boolean;
  /**
   * A client's data: only once the terms of use are accepted (spec section 4). Which client and advertisers the
   * user reaches is decided row by row (the server's path guard and scoped queries), not here.
   */
  clientData?: boolean;
}

/** Why a subject does not meet a requirement: the server words its 403 by it. */
export type AccessRefusal = 'terms' | 'role' | 'privilege' | 'limited-role';

/** REPORTING_ONLY and FRANCHISEE: they land on the all-advertisers dashboards and see only the Reporting Suite. */
export function isLimitedRole(role: Role): boolean {
  return (LIMITED_ROLES as readonly Role[]).includes(role);
}

/** The privileged roles, with access to all advertisers of their client(s). */
export function isAdminTypeRole(role: Role): boolean {
  return (ADMIN_ROLES as readonly Role[]).includes(role);
}

/** The first rule a subject fails, or null when it meets the requirement. */
export function accessRefusal(
  subject: AccessSubject,
  requirement: AccessRequirement | undefined,
): AccessRefusal | null {
  if (requirement?.clientData && subject.termsOfUseAccepted === false) return 'terms';
  if (requirement?.roles && !requirement.roles.includes(subject.role)) return 'role';
  if (requirement?.privileges && !requirement.privileges.every((p) => subject.privileges.includes(p)))
    return 'privilege';
  if (isLimitedRole(subject.role) && !requirement?.forLimitedRoles) return 'limited-role';
  return null;
}

/**
 * Whether the subject meets a requirement. `null` is nobody signed in: until the sign-in guards exist every
 * area is open to look at, and guarded pages take care of themselves.
 */
export function canAccess(subject: AccessSubject | null, requirement: AccessRequirement | undefined): boolean {
  return !subject || accessRefusal(subject, requirement) === null;
}
