import type { ComponentType } from 'react';
import type { AccessRequirement } from './access';
import { requirementOf, type HubOperation } from './operation-requirements';
import type { HubPathWith } from '../api/hub-types';
import type { NavIconName } from '../ui/nav-icons';
import type { PageShape } from '../ui/page-loading';
import { CONTRACT_VERSION, majorOf } from './version';

/**
 * A remote's name: its folder is `remote-<name>`. The workspace, the lint boundaries, the tests and the
 * release tooling find remotes by that folder, so a new remote is added in its own folder and nowhere else.
 */
export type RemoteName = string;

/** A page module: loaded lazily, its default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * One route of a remote. `scope: 'client'` paths sit under `/clients/:clientId/`, which the host owns;
 * `scope: 'root'` paths sit under `/`. A route without `page` is declared but not built yet: the host shows
 * its title and says so.
 */
export interface RemoteRoute {
  path: string;
  scope: 'client' | 'root';
  title: string;
  /**
   * The line under the page's title when neither depends on data: the page's header shows the route's title and
   * this line, and the host draws them before the page's code arrives.
   */
  description?: string;
  /** What the page is shaped like while its code arrives (its skeleton): a list, a report, or cards (the default). */
  loading?: PageShape;
  page?: PageLoader;
  /** Where an index path sends the user (relative to this route's own path). */
  redirectTo?: string;
  /**
   * The hub operation the page is built on (its operationId): the route requires what the operation requires, as
   * the server declares it (`x-beacon-requires`), so that a page never repeats the server's roles or privileges.
   * `defineManifest` fills `requires` from it.
   */
  operation?: HubOperation;
  /** Who may open the route, for a route that no one operation guards (most say `forLimitedRoles` only). */
  requires?: AccessRequirement;
  /**
   * A root route anyone may open, signed in or not, outside the portal's frame (a share link's page): the host
   * mounts it beside the sign-in pages. Its page reads only public operations.
   */
  public?: true;
  /** The route's entry in the navigation drawer: it leads to this route, for whoever may open it. */
  nav?: RouteNav;
  /** The route's entry in the profile menu (User management, Administration, Demo Mode). */
  profileMenu?: RouteMenuEntry;
}

/** A route under the selected client (`scope: 'client'`): its path and title, then whatever else it declares. */
export const clientRoute = (path: string, title: string, declared: Partial<RemoteRoute> = {}): RemoteRoute => ({
  scope: 'client',
  path,
  title,
  ...declared,
});

/** A route under `/` (`scope: 'root'`): its path and title, then whatever else it declares. */
export const rootRoute = (path: string, title: string, declared: Partial<RemoteRoute> = {}): RemoteRoute => ({
  scope: 'root',
  path,
  title,
  ...declared,
});

/** A drawer entry, declared on the route it leads to (the route's path has no required parameter). */
export interface RouteNav {
  key: string;
  label: string;
  icon: NavIconName;
  /** Place in the drawer: Services 10, Advertisers 20, Campaigns 30, Audiences 40, Reporting Suite 50, Billing 60. */
  order: number;
  badge?: NavBadge;
  /** Another route of the same scope it leads to when an advertiser id is in the current address (filled in). */
  toWithAdvertiser?: string;
}

/** A profile-menu entry, declared on the route it opens. */
export interface RouteMenuEntry {
  key: string;
  label: string;
  icon: NavIconName;
  /** Place in the menu: Your profile 10, User management 20, Administration 30, Demo Mode 40; Sign out is last. */
  order: number;
  /** Who sees the entry, when fewer may use it than may open the route (the route's `requires` otherwise). */
  requires?: AccessRequirement;
  /** `demoMode`: the entry turns demo mode on or off, and opens the route in its own tab when turning it on. */
  toggles?: 'demoMode';
}

/**
 * A drawer badge, as data: the hub operation that counts (a GET under the selected client) and the number
 * field of its answer. The host asks through the shared cache with the operation's own key, so the page that
 * shows the same figures shares the request and the badge follows the page.
 */
export interface NavBadge {
  operation: HubPathWith<'get'>;
  field: string;
  /** What the number counts, for screen readers: '3 overdue'. */
  noun: string;
  /** 'alert' draws it in the error colour (overdue invoices). */
  tone?: 'alert';
}

/**
 * One entry of a menu (the drawer or the profile menu), read from its route: `to` is relative to the selected
 * client for a client route, and starts with `/` for a root route.
 */
export type MenuEntry<Entry extends RouteNav | RouteMenuEntry> = Omit<Entry, 'requires'> & {
  to: string;
  requires?: AccessRequirement;
};

/** One entry of the navigation drawer. */
export type NavEntry = MenuEntry<RouteNav>;
/** One entry of the profile menu. */
export type ProfileMenuEntry = MenuEntry<RouteMenuEntry>;

type DeclaredRoute = Omit<RemoteRoute, 'page'>;

function toOf(route: DeclaredRoute): string {
  return route.scope === 'root' ? `/${route.path}` : route.path;
}

/** The drawer entries a list of routes declares, each leading to its route. */
export function navEntriesOf(routes: readonly DeclaredRoute[]): NavEntry[] {
  return routes.flatMap((route) =>
    route.nav ? [{ ...route.nav, to: toOf(route), ...(route.requires ? { requires: route.requires } : {}) }] : [],
  );
}

/** The profile-menu entries a list of routes declares, each opening its route. */
export function profileMenuEntriesOf(routes: readonly DeclaredRoute[]): ProfileMenuEntry[] {
  return routes.flatMap((route) => {
    if (!route.profileMenu) return [];
    const requires = route.profileMenu.requires ?? route.requires;
    return [{ ...route.profileMenu, to: toOf(route), ...(requires ? { requires } : {}) }];
  });
}

export interface RemoteManifest {
  remote: RemoteName;
  title: string;
  contractVersion: string;
  /** `parcel` mounts the remote in its own React root (for a remote built against another React major). */
  mount?: 'tree' | 'parcel';
  /** Every route, with its drawer and profile-menu entries: the one list of what the remote offers. */
  routes: RemoteRoute[];
  /** What the area needs as a whole; routes and entries may need more. */
  requires?: AccessRequirement;
}

/** The manifest without its code: what the release store and the registry keep about a remote. */
export type RemoteOutline = Omit<RemoteManifest, 'routes'> & { routes: Omit<RemoteRoute, 'page'>[] };

/**
 * A remote's manifest, each route that names its operation requiring what the operation requires. A route that
 * names an operation and also says `requires` is refused: the two would drift.
 */
export function defineManifest(manifest: RemoteManifest): RemoteManifest {
  return { ...manifest, routes: withRequirements(manifest.routes) };
}

/** Routes (a manifest's, or the host's own) with `requires` filled in from the operation each names. */
export function withRequirements<Route extends Pick<RemoteRoute, 'path' | 'operation' | 'requires'>>(
  routes: readonly Route[],
): Route[] {
  return routes.map((route) => {
    if (!route.operation) return route;
    if (route.requires)
      throw new Error(`The route ${route.path} names ${route.operation} and its own requires: name one of them`);
    return { ...route, requires: requirementOf(route.operation) };
  });
}

export function outlineOf(manifest: RemoteManifest): RemoteOutline {
  return JSON.parse(JSON.stringify(manifest)) as RemoteOutline;
}

export type ManifestCheck = { ok: true } | { ok: false; problem: string };

/** Whether this host can mount a manifest: right shape, and a contract of the same major as ours. */
export function checkManifest(value: unknown, expected?: RemoteName): ManifestCheck {
  if (!value || typeof value !== 'object') return { ok: false, problem: 'The manifest is empty.' };
  const manifest = value as Partial<RemoteManifest>;
  if (expected && manifest.remote !== expected) {
    return { ok: false, problem: `The manifest names "${String(manifest.remote)}" instead of "${expected}".` };
  }
  if (typeof manifest.contractVersion !== 'string') {
    return { ok: false, problem: 'The manifest does not say which contract version it was built against.' };
  }
  const theirs = majorOf(manifest.contractVersion);
  const ours = majorOf(CONTRACT_VERSION);
  if (theirs === null || theirs !== ours) {
    return {
      ok: false,
      problem: `It was built for contract ${manifest.contractVersion}, and this Beacon supports contract ${ours}.x.`,
    };
  }
  if (!Array.isArray(manifest.routes)) {
    return { ok: false, problem: 'The manifest lists no routes.' };
  }
  return { ok: true };
}
