import { generatePath, type PathParam } from 'react-router';
import { CLIENT_ROUTE, ROUTES } from '@beacon/shared/contract';

type Id = number | string;
type Params<Pattern extends string> = { [Key in PathParam<Pattern>]?: Id | null };

/** A route's address: its pattern (from `ROUTES`) with the parameters filled in by react-router. */
function build(pattern: string, params: Record<string, Id | null | undefined>): string {
  const values = Object.entries(params).map(([key, value]) => [key, value == null ? null : String(value)]);
  return generatePath(pattern, Object.fromEntries(values) as Record<string, string | null>);
}

const atRoot = (pattern: string) => build(`/${pattern}`, {});

const inClient = <Pattern extends string>(clientId: Id, pattern: Pattern, params: Params<Pattern> = {}) =>
  build(`/${CLIENT_ROUTE}/${pattern}`, { ...params, clientId });

const { host, campaigns, reporting, analytics, billing, admin } = ROUTES;

/**
 * Path builders for links between areas: a remote never imports another remote, it links through these. Each
 * builds the address of one route of `ROUTES`, the patterns the manifests declare
 * (`ops/src/route-links.test.ts` holds every builder to a route of a manifest).
 */
export const paths = {
  profile: () => atRoot(host.profile),
  /** The client's home: the host sends it on to the client's landing page. */
  client: (clientId: Id) => build(`/${CLIENT_ROUTE}`, { clientId }),
  campaigns: (clientId: Id) => inClient(clientId, campaigns.campaigns),
  campaign: (clientId: Id, campaignId: Id, tab = 'overview') =>
    inClient(clientId, campaigns.campaign, { campaignId, campaignActiveTab: tab }),
  advertiser: (clientId: Id, advertiserId: Id, tab = 'overview') =>
    inClient(clientId, campaigns.advertiser, { advertiserId, activeTab: tab }),
  /** The audiences list, with one advertiser's audiences chosen when an advertiser is given. */
  audiences: (clientId: Id, advertiserId?: Id) =>
    inClient(clientId, campaigns.audiences) + (advertiserId === undefined ? '' : `?advertiser=${advertiserId}`),
  audienceTaxonomy: (clientId: Id, advertiserId: Id) =>
    inClient(clientId, campaigns.audienceTaxonomy, { advertiserId }),
  segmentAnalysis: (clientId: Id, advertiserId: Id) => inClient(clientId, campaigns.segmentAnalysis, { advertiserId }),
  webInsights: (clientId: Id, advertiserId: Id, audienceId: Id) =>
    inClient(clientId, campaigns.webInsights, { advertiserId, audienceId }),
  audienceComposition: (clientId: Id, advertiserId: Id, audienceId: Id) =>
    inClient(clientId, campaigns.audienceComposition, { advertiserId, audienceId }),
  /** The reporting suite's own root, for every advertiser (`all`) or one: its pages sit below it. */
  reportingSuiteRoot: (clientId: Id, advertiserId?: Id) =>
    advertiserId === undefined
      ? inClient(clientId, reporting.all)
      : inClient(clientId, reporting.advertiser, { advertiserId }),
  reportingSuite: (clientId: Id, advertiserId?: Id) =>
    advertiserId === undefined
      ? inClient(clientId, reporting.dashboards)
      : inClient(clientId, reporting.advertiserDashboards, { advertiserId }),
  campaignReportingList: (clientId: Id) => inClient(clientId, reporting.campaignList),
  /** The signed-in user's alert rules in a client. */
  alerts: (clientId: Id) => inClient(clientId, reporting.alerts),
  /** Dashboards of one's own: every one the user may open in a client, or (with an advertiser) its own. */
  myDashboards: (clientId: Id, advertiserId?: Id) =>
    advertiserId === undefined
      ? inClient(clientId, reporting.myDashboards)
      : inClient(clientId, reporting.advertiserMyDashboards, { advertiserId }),
  myDashboard: (clientId: Id, dashboardId: Id, advertiserId?: Id) =>
    advertiserId === undefined
      ? inClient(clientId, reporting.myDashboard, { dashboardId })
      : inClient(clientId, reporting.advertiserMyDashboard, { advertiserId, dashboardId }),
  /** A client's goals, met and missed (the scorecard). */
  goals: (clientId: Id) => inClient(clientId, reporting.goals),
  campaignReporting: (clientId: Id, campaignId: Id, advertiserId?: Id) =>
    advertiserId === undefined
      ? inClient(clientId, reporting.campaignReport, { campaignId })
      : inClient(clientId, reporting.advertiserCampaignReport, { advertiserId, campaignId }),
  dataConnections: (clientId: Id, advertiserId: Id) => inClient(clientId, analytics.dataConnections, { advertiserId }),
  analyticsDashboard: (clientId: Id, advertiserId: Id, dashboardId: Id) =>
    inClient(clientId, analytics.dashboard, { advertiserId, dashboardKey: dashboardId }),
  assistant: (clientId: Id, advertiserId: Id, campaignId?: Id) =>
    inClient(clientId, analytics.assistant, { advertiserId, campaignId }),
  billing: (clientId: Id) => inClient(clientId, billing.invoices),
  /** The services of one category, or all of them. */
  services: (clientId: Id, category?: string) =>
    category === undefined
      ? inClient(clientId, billing.allServices)
      : inClient(clientId, billing.serviceCategory, { productCategory: category }),
  /** Every client's spend, pacing risks, overdue balance and alerts: agency staff's page. */
  agencyOverview: () => atRoot(admin.agencyOverview),
  adminChecks: () => atRoot(admin.adminChecks),
  releases: () => atRoot(admin.releases),
  apiKeys: () => atRoot(admin.apiKeys),
  /** A share link's page: the portal's path of a link's address (the server puts its origin in front). */
  sharedReport: (token: string) => build(`/${reporting.shared}`, { token }),
} as const;

/** Route parameters are base-10 integers (spec section 5); anything else is not an id. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number.parseInt(value, 10);
  return Number.isSafeInteger(id) ? id : null;
}
