import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import { CLIENT_ROUTE, ROUTES, type RemoteOutline } from '@beacon/shared/contract';
import { paths } from '@beacon/shared/paths';
import { importFrontEndModule, readManifest } from './manifest-source';
import { REMOTE_NAMES, root } from './places';

type Route = Pick<RemoteOutline['routes'][number], 'scope' | 'path'>;
/** A route with the area that declares it (a remote, or the host). */
type Declared = Route & { area: string };

/** One or more addresses from each builder of `paths`: a builder added without a line here fails to compile. */
const LINKS: { [Builder in keyof typeof paths]: string[] } = {
  profile: [paths.profile()],
  client: [paths.client(7)],
  campaigns: [paths.campaigns(7)],
  campaign: [paths.campaign(7, 12), paths.campaign('7', '12', 'documents')],
  advertiser: [paths.advertiser(7, 3), paths.advertiser(7, 3, 'documents')],
  audiences: [paths.audiences(7), paths.audiences(7, 3)],
  audienceTaxonomy: [paths.audienceTaxonomy(7, 3)],
  segmentAnalysis: [paths.segmentAnalysis(7, 3)],
  webInsights: [paths.webInsights(7, 3, 40)],
  audienceComposition: [paths.audienceComposition(7, 3, 40)],
  reportingSuiteRoot: [paths.reportingSuiteRoot(7), paths.reportingSuiteRoot(7, 3)],
  reportingSuite: [paths.reportingSuite(7), paths.reportingSuite(7, 3)],
  campaignReportingList: [paths.campaignReportingList(7)],
  alerts: [paths.alerts(7)],
  myDashboards: [paths.myDashboards(7), paths.myDashboards(7, 3)],
  myDashboard: [paths.myDashboard(7, 12), paths.myDashboard(7, 12, 3)],
  goals: [paths.goals(7)],
  sharedReport: [paths.sharedReport('abc_DEF-123')],
  campaignReporting: [paths.campaignReporting(7, 12), paths.campaignReporting(7, 12, 3)],
  dataConnections: [paths.dataConnections(7, 3)],
  analyticsDashboard: [paths.analyticsDashboard(7, 3, 5)],
  assistant: [paths.assistant(7, 3), paths.assistant(7, 3, 12)],
  billing: [paths.billing(7)],
  services: [paths.services(7), paths.services(7, 'search')],
  agencyOverview: [paths.agencyOverview()],
  adminChecks: [paths.adminChecks()],
  releases: [paths.releases()],
  apiKeys: [paths.apiKeys()],
};

const fullPattern = (route: Route) => (route.scope === 'client' ? `/${CLIENT_ROUTE}/${route.path}` : `/${route.path}`);
const CONTRACT_PATTERNS = new Set([...Object.values(ROUTES).flatMap((group) => Object.values(group)), CLIENT_ROUTE]);

describe('the links of `paths` and the routes of the manifests', () => {
  let routes: Declared[] = [];

  before(async () => {
    const manifests = await Promise.all(REMOTE_NAMES.map((name) => readManifest(name)));
    const host = await importFrontEndModule<{ HOST_ROUTES: readonly Route[] }>(
      join(root, 'host', 'src', 'app', 'host-routes.ts'),
    );
    // The host's own client route, `/clients/:clientId`, whose index sends a client's home on to its landing page.
    routes = [
      ...manifests.flatMap((manifest) => manifest.routes.map((route) => ({ ...route, area: manifest.remote }))),
      ...[...host.HOST_ROUTES, { scope: 'root' as const, path: CLIENT_ROUTE }].map((route) => ({
        ...route,
        area: 'host',
      })),
    ];
  });

  // A builder of `paths` runs in every area from the host's copy of @beacon/shared, so it leads to a pattern of the
  // contract (`ROUTES`), never to one a remote wrote in its own manifest and may change in its next release.
  it('lead every builder of `paths` to a route declared with a pattern of `ROUTES`', () => {
    for (const [builder, links] of Object.entries(LINKS)) {
      for (const link of links) {
        const pathname = link.split('?')[0]!;
        const matched = routes.filter(
          (route) => CONTRACT_PATTERNS.has(route.path) && matchPath(fullPattern(route), pathname),
        );
        assert.ok(matched.length > 0, `paths.${builder} gives ${link}, which no route of a pattern of ROUTES matches`);
      }
    }
  });

  // A remote may write a page's pattern in its own manifest (the host needs no release for it); that pattern is the
  // remote's alone: no other area declares the same address.
  it('are the patterns of `ROUTES` or a remote’s own, each declared by one area', () => {
    for (const route of routes) {
      const others = routes.filter((other) => other.area !== route.area && fullPattern(other) === fullPattern(route));
      assert.deepEqual(
        others.map((other) => other.area),
        [],
        `${route.area} writes ${fullPattern(route)}, which another area also declares`,
      );
    }
  });
});
