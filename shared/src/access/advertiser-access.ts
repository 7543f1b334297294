import { useCurrentUser } from '@beacon/shared/session';
import { isAdminTypeRole, type Role } from '@beacon/shared/contract';

/** Spec section 4: the advertiser access check. */
export type AdvertiserAccess = 'PENDING' | 'ALLOW' | 'DENY';

/** What the check reads of the user: the role, and for standard users their advertisers, direct and by group. */
export interface AdvertiserAccessSubject {
  role: Role;
  advertiserIds?: readonly number[];
  advertiserGroups?: readonly { advertiserIds: readonly number[] }[];
}

export interface AdvertiserAccessInput {
  /** null while the signed-in user is not known yet. */
  user: AdvertiserAccessSubject | null;
  /** The route's advertiserId, parsed as a base-10 integer (null: not an id). */
  advertiserId: number | null;
  /** The id of the advertiser the page has loaded (undefined: none yet). */
  loadedAdvertiserId?: number | null;
}

/**
 * PENDING while the user is unknown or while the route id and the loaded advertiser differ; admin-type roles
 * always ALLOW; a standard user ALLOW only for an advertiser that is theirs directly or through a group, else
 * DENY. A route value that is not an integer is no advertiser at all: DENY.
 */
export function advertiserAccess({ user, advertiserId, loadedAdvertiserId }: AdvertiserAccessInput): AdvertiserAccess {
  if (!user) return 'PENDING';
  if (advertiserId === null) return 'DENY';
  if (isAdminTypeRole(user.role)) return 'ALLOW';
  if (loadedAdvertiserId !== advertiserId) return 'PENDING';
  const mine = new Set([
    ...(user.advertiserIds ?? []),
    ...(user.advertiserGroups ?? []).flatMap((g) => g.advertiserIds),
  ]);
  return mine.has(advertiserId) ? 'ALLOW' : 'DENY';
}

/** The check for the signed-in user (the session holds the user as `GET /users/me` sends it). */
export function useAdvertiserAccess(advertiserId: number | null, loadedAdvertiserId?: number | null): AdvertiserAccess {
  const user = useCurrentUser() as AdvertiserAccessSubject | null;
  return advertiserAccess({ user, advertiserId, loadedAdvertiserId });
}
