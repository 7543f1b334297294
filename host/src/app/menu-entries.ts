import { generatePath } from 'react-router';
import { canAccess, type AccessSubject } from '@beacon/shared/access';
import {
  CLIENT_ROUTE,
  navEntriesOf,
  profileMenuEntriesOf,
  type NavEntry,
  type ProfileMenuEntry,
  type RemoteOutline,
} from '@beacon/shared/contract';
import type { Area } from '../federation/areas-store';
import { HOST_ROUTES } from './host-routes';

export interface DrawerEntry extends NavEntry {
  href: string | null;
  /** The area is down: the entry stays so the user can reach its Retry. */
  unavailable: boolean;
}

export interface ProfileMenuLink extends ProfileMenuEntry {
  /** Null while a client route has no client to open it for. */
  href: string | null;
}

interface Place {
  clientId: string | null;
  advertiserId: string | null;
}

/** An entry's link, from its route's pattern: a root route as it is, a client route under the place's client. */
function hrefOf(entry: NavEntry | ProfileMenuEntry, place: Place): string | null {
  if (entry.to.startsWith('/')) return entry.to;
  if (!place.clientId) return null;
  const withAdvertiser = 'toWithAdvertiser' in entry ? entry.toWithAdvertiser : undefined;
  const to = place.advertiserId && withAdvertiser ? withAdvertiser : entry.to;
  return generatePath(`/${CLIENT_ROUTE}/${to}`, { clientId: place.clientId, advertiserId: place.advertiserId });
}

type DeclaredRoutes = RemoteOutline['routes'];

/** Every area's routes (from its manifest, or its registry outline while it is down), the host's own last. */
function routesOf(areas: Area[]): { routes: DeclaredRoutes; unavailable: boolean }[] {
  return [
    ...areas.map((area) => ({
      routes: area.manifest?.routes ?? area.outline?.routes ?? [],
      // An area still loading (known from its outline) is not unavailable: its code arrives on the first visit.
      unavailable: area.status === 'unavailable' || area.status === 'incompatible',
    })),
    { routes: HOST_ROUTES as unknown as DeclaredRoutes, unavailable: false },
  ];
}

/**
 * The drawer: the entries every route declares, in the spec's order, only those the user may see. Without a
 * client, client entries are disabled.
 */
export function drawerEntries(areas: Area[], subject: AccessSubject | null, place: Place): DrawerEntry[] {
  return routesOf(areas)
    .flatMap(({ routes, unavailable }) => navEntriesOf(routes).map((entry) => ({ entry, unavailable })))
    .filter(({ entry }) => canAccess(subject, entry.requires))
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ entry, unavailable }) => ({ ...entry, href: hrefOf(entry, place), unavailable }));
}

/**
 * The profile menu above Sign out: the entries routes declare (Your profile, User management, Administration,
 * Demo Mode), by role (spec section 6). A client route opens under the selected client, or the user's own.
 */
export function profileMenuLinks(
  areas: Area[],
  subject: AccessSubject | null,
  place: Pick<Place, 'clientId'>,
): ProfileMenuLink[] {
  return routesOf(areas)
    .flatMap(({ routes }) => profileMenuEntriesOf(routes))
    .filter((entry) => canAccess(subject, entry.requires))
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ ...entry, href: hrefOf(entry, { ...place, advertiserId: null }) }));
}
