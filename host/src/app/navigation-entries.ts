import { canAccess, type AccessSubject, type NavEntry } from '@beacon/shared';
import type { Area } from '../federation/areas-store';

/** Entries the host owns itself; the rest come from the remotes' manifests. */
export const HOST_NAV: NavEntry[] = [
  {
    key: 'notifications',
    label: 'Notifications',
    icon: 'BellOutlined',
    to: '/notifications',
    order: 70,
    requires: { privileges: ['NOTIFICATIONS_READ'], forLimitedRoles: true },
  },
  {
    key: 'profile',
    label: 'Profile',
    icon: 'UserOutlined',
    to: '/profile',
    order: 80,
    requires: { forLimitedRoles: true },
  },
];

export interface DrawerEntry extends NavEntry {
  href: string | null;
  /** The area is down: the entry stays so the user can reach its Retry. */
  unavailable: boolean;
}

interface Place {
  clientId: string | null;
  advertiserId: string | null;
}

function hrefOf(entry: NavEntry, place: Place): string | null {
  if (entry.to.startsWith('/')) return entry.to;
  if (!place.clientId) return null;
  const to =
    place.advertiserId && entry.toWithAdvertiser
      ? entry.toWithAdvertiser.replace(':advertiserId', place.advertiserId)
      : entry.to;
  return `/clients/${place.clientId}/${to}`;
}

/**
 * The drawer: every area's entries (from its manifest, or its registry outline while it is down) and the
 * host's own, in the spec's order, only those the user may see. Without a client, client entries are disabled.
 */
export function drawerEntries(areas: Area[], subject: AccessSubject | null, place: Place): DrawerEntry[] {
  const fromAreas = areas.flatMap((area) => {
    const nav = area.manifest?.nav ?? area.outline?.nav ?? [];
    // An area still loading (known from its outline) is not unavailable: its code arrives on the first visit.
    const unavailable = area.status === 'unavailable' || area.status === 'incompatible';
    return nav.map((entry) => ({ entry, unavailable }));
  });
  return [...fromAreas, ...HOST_NAV.map((entry) => ({ entry, unavailable: false }))]
    .filter(({ entry }) => canAccess(subject, entry.requires))
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ entry, unavailable }) => ({ ...entry, href: hrefOf(entry, place), unavailable }));
}
