import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import { CLIENT_ROUTE, ROUTES, type RemoteOutline } from '@beacon/shared/contract';
import { paths } from '@beacon/shared/paths';
import { importFrontEndModule, readManifest } from './manifest-source';
import { REMOTE_NAMES, root } from './places';

type Route = Pick<RemoteOutline['routes'][number], 'scope' | 'path'>;

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

describe('the links of `paths` and the routes of the manifests', () => {
  let routes: Route[] = [];

  before(async () => {
    const manifests = await Promise.all(REMOTE_NAMES.map((name) => readManifest(name)));
    const host = await importFrontEndModule<{ HOST_ROUTES: readonly Route[] }>(
      join(root, 'host', 'src', 'app', 'host-routes.ts'),
    );
    // The host's own client route, `/clients/:clientId`, whose index sends a client's home on to its landing page.
    routes = [
      ...manifests.flatMap((manifest) => manifest.routes),
      ...host.HOST_ROUTES,
      { scope: 'root', path: CLIENT_ROUTE },
    ];
  });

  it('lead every builder of `paths` to a route a manifest (or the host) declares', () => {
    for (const [builder, links] of Object.entries(LINKS)) {
      for (const link of links) {
        const pathname = link.split('?')[0]!;
        const matched = routes.filter((route) => matchPath(fullPattern(route), pathname));
        assert.ok(matched.length > 0, `paths.${builder} gives ${link}, which no route matches`);
      }
    }
  });

  it('are the patterns of `ROUTES`, written nowhere else', () => {
    const declared = new Set([...Object.values(ROUTES).flatMap((group) => Object.values(group)), CLIENT_ROUTE]);
    for (const route of routes) assert.ok(declared.has(route.path), `${route.path} is not one of ROUTES`);
  });
});
