import type { ComponentType } from 'react';
import type { AccessRequirement } from '../access/access';
import type { HubPathWith } from '../api/hub-types';
import type { NavIconName } from '../ui/nav-icons';
import type { PageShape } from '../ui/page-loading';
import { CONTRACT_VERSION, majorOf } from './version';

/**
 * A remote's name: its folder is `remote-<name>`. The workspace, the lint boundaries, the tests and the
 * release tooling find remotes by that folder, so a new remote is added in its own folder and nowhere else.
 */
export type RemoteName = string;
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;

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
  requires?: AccessRequirement;
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

/** One entry of the navigation drawer. `to` is relative to the selected client. */
export interface NavEntry {
  key: string;
  label: string;
  icon: NavIconName;
  to: string;
  /** Place in the drawer: Services 10, Advertisers 20, Campaigns 30, Audiences 40, Reporting Suite 50, Billing 60. */
  order: number;
  badge?: NavBadge;
  /** Where the entry leads when an advertiser id is in the current route (`:advertiserId` is filled in). */
  toWithAdvertiser?: string;
  requires?: AccessRequirement;
}

export interface RemoteManifest {
  remote: RemoteName;
  title: string;
  contractVersion: string;
  /** `parcel` mounts the remote in its own React root (for a remote built against another React major). */
  mount?: 'tree' | 'parcel';
  routes: RemoteRoute[];
  nav: NavEntry[];
  /** What the area needs as a whole; routes and entries may need more. */
  requires?: AccessRequirement;
}

/** The manifest without its code: what the release store and the registry keep about a remote. */
export type RemoteOutline = Omit<RemoteManifest, 'routes'> & { routes: Omit<RemoteRoute, 'page'>[] };

export function defineManifest(manifest: RemoteManifest): RemoteManifest {
  return manifest;
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
  if (!Array.isArray(manifest.routes) || !Array.isArray(manifest.nav)) {
    return { ok: false, problem: 'The manifest lists no routes or navigation entries.' };
  }
  return { ok: true };
}
