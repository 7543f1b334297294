import { CONTRACT_VERSION, defineManifest, reportReact, ROUTES, type RemoteRoute } from '@beacon/shared/contract';
import React from 'react';

reportReact('reporting', React);

const { reporting } = ROUTES;

const open = { forLimitedRoles: true } as const;
const route = (path: string, title: string, extra: Partial<RemoteRoute> = {}): RemoteRoute => ({
  scope: 'client',
  path,
  title,
  requires: open,
  ...extra,
});

const campaignReport = () => import('./pages/campaign-report-page');
const myDashboards = () => import('./pages/my-dashboards-page');
const myDashboard = () => import('./pages/my-dashboard-page');
const MY_DASHBOARDS = 'Dashboards of your own: widgets of your choosing, kept for you or shared with your team.';

/** The reporting suite: dashboards, custom reports, campaign reporting by channel, builder and schedules. */
export const manifest = defineManifest({
  remote: 'reporting',
  title: 'Reporting Suite',
  contractVersion: CONTRACT_VERSION,
  routes: [
    route(reporting.suite, 'Reporting Suite', { redirectTo: 'all/dashboards' }),
    route(reporting.all, 'Reporting Suite', { redirectTo: 'dashboards' }),
    route(reporting.dashboards, 'Dashboards', {
      loading: 'report',
      page: () => import('./pages/dashboards-page'),
      nav: {
        key: 'reporting-suite',
        label: 'Reporting Suite',
        icon: 'BarChartOutlined',
        order: 50,
        toWithAdvertiser: reporting.advertiserDashboards,
      },
    }),
    route(reporting.customReports, 'Custom reports', {
      description: 'Links to reports kept elsewhere, shown on the dashboards you choose.',
      page: () => import('./pages/custom-report-page'),
    }),
    route(reporting.report, 'Report', { page: () => import('./pages/report-link-page') }),
    route(reporting.campaignList, 'Campaign reporting', {
      description: 'Choose a campaign to see its delivery by channel.',
      loading: 'list',
      page: () => import('./pages/campaign-list-page'),
    }),
    route(reporting.campaignReport, 'Campaign report', {
      loading: 'report',
      page: campaignReport,
    }),
    route(reporting.alerts, 'Alerts', {
      description: 'Tell me when a figure crosses a line: in the inbox, by email, or in Slack or Teams.',
      loading: 'list',
      page: () => import('./pages/alerts-page'),
    }),
    route(reporting.myDashboards, 'My dashboards', { description: MY_DASHBOARDS, loading: 'list', page: myDashboards }),
    route(reporting.myDashboard, 'Dashboard', { loading: 'report', page: myDashboard }),
    route(reporting.goals, 'Goals', {
      description: 'Targets for a figure of a campaign, an advertiser or the whole client, and whether each is met.',
      loading: 'list',
      page: () => import('./pages/goals-page'),
    }),
    // A share link's page: anyone with the link, signed in or not, outside the portal's frame.
    {
      scope: 'root',
      path: reporting.shared,
      title: 'Shared report',
      public: true,
      loading: 'report',
      page: () => import('./pages/shared-report-page'),
    },
    route(reporting.advertiser, 'Reporting Suite', { redirectTo: 'dashboards' }),
    route(reporting.advertiserDashboards, 'Dashboards', {
      loading: 'report',
      page: () => import('./pages/dashboards-page'),
    }),
    route(reporting.advertiserMyDashboards, 'My dashboards', {
      description: MY_DASHBOARDS,
      loading: 'list',
      page: myDashboards,
    }),
    route(reporting.advertiserMyDashboard, 'Dashboard', { loading: 'report', page: myDashboard }),
    route(reporting.advertiserCustomReports, 'Custom reports', {
      description: 'Links to reports kept elsewhere, shown on the dashboards you choose.',
      page: () => import('./pages/custom-report-page'),
    }),
    route(reporting.advertiserDashboard, 'Dashboard', { page: () => import('./pages/report-link-page') }),
    // dashboards/dap/:dashboardKey, data-connections and assistant are the analytics remote's routes.
    route(reporting.advertiserCampaignList, 'Campaign reporting', {
      description: 'Choose a campaign to see its delivery by channel.',
      loading: 'list',
      page: () => import('./pages/campaign-list-page'),
    }),
    route(reporting.advertiserCampaignReport, 'Campaign report', {
      loading: 'report',
      page: campaignReport,
    }),
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
