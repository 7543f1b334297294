/** A user as lists and dialogs name them. */
export const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** Role values as people read them. */
export const ROLE_LABELS: Record<string, string> = {
  BeaconAdmin: 'Beacon admin',
  BeaconStandard: 'Beacon standard',
  PartnerSolutions: 'Partner solutions',
  Admin: 'Admin',
  REPORTING_ONLY: 'Reporting only',
  FRANCHISEE: 'Franchisee',
};

export const roleOptions = (roles: readonly string[]) =>
  roles.map((value) => ({ value, label: ROLE_LABELS[value] ?? value }));
