/**
 * The route patterns that more than one area uses: the manifests (and the host's own routes) declare their `path`
 * with these, and `paths` (`../paths.ts`) builds every link into another area from the same patterns with
 * react-router's `generatePath`, so a route and the links to it cannot drift apart. A page only its own remote links
 * to writes its pattern in that remote's manifest: this file is the host's copy in the browser, so a pattern added
 * here waits for a host release. Data only: the release tooling reads it in Node with the rest of the contract.
 *
 * A client route's pattern sits under `/clients/:clientId/` (the host owns that part: `CLIENT_ROUTE`); a root
 * route's under `/`. The scope is the manifest's (`scope: 'client' | 'root'`), and each group below says which.
 */
export const CLIENT_ROUTE = 'clients/:clientId';

export const ROUTES = {
  /** The host's own pages that sit in a menu (root routes). */
  host: {
    notifications: 'notifications',
    profile: 'profile',
  },
  /** remote-campaigns (client routes). */
  campaigns: {
    campaigns: 'campaigns',
    campaign: 'campaigns/:campaignId/:campaignActiveTab?',
    advertisers: 'advertisers',
    advertiser: 'advertisers/:advertiserId/:activeTab?',
    audiences: 'audiences',
    audienceTaxonomy: 'audiences/:advertiserId/taxonomy',
    segmentAnalysis: 'audiences/:advertiserId/segment-analysis',
    webInsights: 'audiences/:advertiserId/segment-analysis/:audienceId/web-insights',
    audienceComposition: 'audiences/:advertiserId/segment-analysis/:audienceId/audience-composition',
  },
  /**
   * remote-reporting (client routes): the suite for every advertiser (`all`) and for one (`:advertiserId`).
   * `dashboards/dap/:dashboardKey`, `data-connections` and `assistant` under an advertiser are analytics' routes.
   */
  reporting: {
    suite: 'reporting-suite',
    all: 'reporting-suite/all',
    dashboards: 'reporting-suite/all/dashboards',
    customReports: 'reporting-suite/all/dashboards/custom-report',
    report: 'reporting-suite/all/dashboards/reports/:reportName',
    campaignList: 'reporting-suite/all/campaign-reporting',
    campaignReport: 'reporting-suite/all/campaign-reporting/:campaignId/:activeTab?',
    alerts: 'reporting-suite/all/alerts',
    /** Dashboards of one's own: the list, and one dashboard's grid of widgets. */
    myDashboards: 'reporting-suite/all/my-dashboards',
    myDashboard: 'reporting-suite/all/my-dashboards/:dashboardId',
    goals: 'reporting-suite/all/goals',
    advertiser: 'reporting-suite/:advertiserId',
    advertiserDashboards: 'reporting-suite/:advertiserId/dashboards',
    advertiserCustomReports: 'reporting-suite/:advertiserId/dashboards/custom-report',
    advertiserDashboard: 'reporting-suite/:advertiserId/dashboards/:dashboardName',
    advertiserMyDashboards: 'reporting-suite/:advertiserId/my-dashboards',
    advertiserMyDashboard: 'reporting-suite/:advertiserId/my-dashboards/:dashboardId',
    advertiserCampaignList: 'reporting-suite/:advertiserId/campaign-reporting',
    advertiserCampaignReport: 'reporting-suite/:advertiserId/campaign-reporting/:campaignId/:tab?',
    builder: 'reporting-suite/:advertiserId/builder',
    schedules: 'reporting-suite/:advertiserId/builder/schedules',
    /** A share link's page (a public root route): a campaign's report, read-only, for anyone with the link. */
    shared: 'shared/:token',
  },
  /** remote-analytics: client routes under an advertiser's reporting suite, and the root `oauthRedirect`. */
  analytics: {
    dataConnections: 'reporting-suite/:advertiserId/data-connections',
    dashboard: 'reporting-suite/:advertiserId/dashboards/dap/:dashboardKey',
    assistant: 'reporting-suite/:advertiserId/assistant/:campaignId?',
    oauthRedirect: 'oauth-redirect',
  },
  /** remote-billing (client routes). */
  billing: {
    invoices: 'billing',
    services: 'services',
    allServices: 'services/all',
    serviceCategory: 'services/:productCategory',
  },
  /** remote-admin: root routes, and the client route `clientUsers`. */
  admin: {
    agencyOverview: 'agency-overview',
    internalUsers: 'admin/user-management',
    adminChecks: 'admin/cc-dash-check',
    releases: 'admin/releases',
    apiKeys: 'admin/api-keys',
    brands: 'admin/brands',
    demoModeController: 'demo-mode-controller',
    clientUsers: 'user-management',
  },
} as const;

/**
 * The root routes anyone may open without signing in: the routes a manifest marks `public: true` (a share link's
 * page). The page's first script reads this list before any manifest is here, and gives a visitor without a
 * session the app on these addresses instead of the sign-in screens.
 */
export const PUBLIC_ROUTES: readonly string[] = [ROUTES.reporting.shared];
