import { isAdminTypeRole, type Role } from '@beacon/shared';

/** Spec section 4: an advertiser-scoped page is PENDING while unknown, then ALLOW or DENY. */
export type AdvertiserAccess = 'PENDING' | 'ALLOW' | 'DENY';

export interface AdvertiserAccessSubject {
  role: Role;
  advertiserIds: readonly number[];
  advertiserGroups: readonly { advertiserIds: readonly number[] }[];
}

/**
 * Admin-type roles always ALLOW. A standard user is allowed only the advertisers assigned directly or through
 * their groups. PENDING while the user is unknown or while the loaded advertiser is not yet the route's.
 */
export function advertiserAccess(
  subject: AdvertiserAccessSubject | null,
  routeAdvertiserId: number | null,
  loadedAdvertiserId: number | null,
): AdvertiserAccess {
  if (routeAdvertiserId === null) return 'DENY';
  if (!subject) return 'PENDING';
  if (isAdminTypeRole(subject.role)) return 'ALLOW';
  const allowed =
    subject.advertiserIds.includes(routeAdvertiserId) ||
    subject.advertiserGroups.some((group) => group.advertiserIds.includes(routeAdvertiserId));
  if (!allowed) return 'DENY';
  return loadedAdvertiserId === routeAdvertiserId ? 'ALLOW' : 'PENDING';
}
