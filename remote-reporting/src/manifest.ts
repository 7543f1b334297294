import {
  CONTRACT_VERSION,
  clientRoute,
  defineManifest,
  reportReact,
  rootRoute,
  ROUTES,
  type RemoteRoute,
} from '@beacon/shared/contract';
import React from 'react';

reportReact('reporting', React);

const { reporting } = ROUTES;

const route = (path: string, title: string, declared: Partial<RemoteRoute> = {}): RemoteRoute =>
  clientRoute(path, title, { requires: { forLimitedRoles: true }, ...declared });

/** A page a client's reporting and an advertiser's both offer: the same page under each address. */
const atBoth = (clientPath: string, advertiserPath: string, title: string, declared: Partial<RemoteRoute>) => [
  route(clientPath, title, declared),
  route(advertiserPath, title, declared),
];

const dashboards: Partial<RemoteRoute> = { loading: 'report', page: () => import('./pages/dashboards-page') };
const reportLink: Partial<RemoteRoute> = { page: () => import('./pages/report-link-page') };
const customReports: Partial<RemoteRoute> = {
  description: 'Links to reports kept elsewhere, shown on the dashboards you choose.',
  page: () => import('./pages/custom-report-page'),
};
const campaignList: Partial<RemoteRoute> = {
  description: 'Choose a campaign to see its delivery by channel.',
  loading: 'list',
  page: () => import('./pages/campaign-list-page'),
};
const campaignReport: Partial<RemoteRoute> = { loading: 'report', page: () => import('./pages/campaign-report-page') };
const myDashboards: Partial<RemoteRoute> = {
  description: 'Dashboards of your own: widgets of your choosing, kept for you or shared with your team.',
  loading: 'list',
  page: () => import('./pages/my-dashboards-page'),
};
const myDashboard: Partial<RemoteRoute> = { loading: 'report', page: () => import('./pages/my-dashboard-page') };

/** The reporting suite: dashboards, custom reports, campaign reporting by channel, builder and schedules. */
export const manifest = defineManifest({
  remote: 'reporting',
  title: 'Reporting Suite',
  contractVersion: CONTRACT_VERSION,
  routes: [
    route(reporting.suite, 'Reporting Suite', { redirectTo: 'all/dashboards' }),
    route(reporting.all, 'Reporting Suite', { redirectTo: 'dashboards' }),
    route(reporting.dashboards, 'Dashboards', {
      ...dashboards,
      nav: {
        key: 'reporting-suite',
        label: 'Reporting Suite',
        icon: 'BarChartOutlined',
        order: 50,
        toWithAdvertiser: reporting.advertiserDashboards,
      },
    }),
    route(reporting.report, 'Report', reportLink),
    route(reporting.alerts, 'Alerts', {
      description: 'Tell me when a figure crosses a line: in the inbox, by email, or in Slack or Teams.',
      loading: 'list',
      page: () => import('./pages/alerts-page'),
    }),
    route(reporting.goals, 'Goals', {
      description: 'Targets for a figure of a campaign, an advertiser or the whole client, and whether each is met.',
      loading: 'list',
      page: () => import('./pages/goals-page'),
    }),
    // A share link's page: anyone with the link, signed in or not, outside the portal's frame.
    rootRoute(reporting.shared, 'Shared report', {
      public: true,
      loading: 'report',
      page: () => import('./pages/shared-report-page'),
    }),
    route(reporting.advertiser, 'Reporting Suite', { redirectTo: 'dashboards' }),
    route(reporting.advertiserDashboards, 'Dashboards', dashboards),
    route(reporting.advertiserDashboard, 'Dashboard', reportLink),
    // dashboards/dap/:dashboardKey, data-connections and assistant are the analytics remote's routes.
    ...atBoth(reporting.customReports, reporting.advertiserCustomReports, 'Custom reports', customReports),
    ...atBoth(reporting.campaignList, reporting.advertiserCampaignList, 'Campaign reporting', campaignList),
    ...atBoth(reporting.campaignReport, reporting.advertiserCampaignReport, 'Campaign report', campaignReport),
    ...atBoth(reporting.myDashboards, reporting.advertiserMyDashboards, 'My dashboards', myDashboards),
    ...atBoth(reporting.myDashboard, reporting.advertiserMyDashboard, 'Dashboard', myDashboard),
    route(reporting.builder, 'Report builder', {
      description: "Build a table from this advertiser's delivery, then export it or schedule it.",
      page: () => import('./pages/builder-page'),
    }),
    route(reporting.schedules, 'Report schedules', {
      description: 'Builder reports mailed on a cadence, each covering a date range relative to the day it runs.',
      page: () => import('./pages/schedules-page'),
    }),
  ],
});
