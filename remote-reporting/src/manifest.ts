import { CONTRACT_VERSION, defineManifest, reportReact, type RemoteRoute } from '@beacon/shared';
import React from 'react';

reportReact('reporting', React);

const open = { forLimitedRoles: true } as const;
const route = (path: string, title: string, extra: Partial<RemoteRoute> = {}): RemoteRoute => ({
  scope: 'client',
  path: `reporting-suite/${path}`,
  title,
  requires: open,
  ...extra,
});

const campaignReport = () => import('./pages/campaign-report-page');

/** The reporting suite: dashboards, custom reports, campaign reporting by channel, builder and schedules. */
export const manifest = defineManifest({
  remote: 'reporting',
  title: 'Reporting Suite',
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      scope: 'client',
      path: 'reporting-suite',
      title: 'Reporting Suite',
      redirectTo: 'all/dashboards',
      requires: open,
    },
    route('all', 'Reporting Suite', { redirectTo: 'dashboards' }),
    route('all/dashboards', 'Dashboards', {
      loading: 'report',
      page: () => import('./pages/dashboards-page'),
      nav: {
        key: 'reporting-suite',
        label: 'Reporting Suite',
        icon: 'BarChartOutlined',
        order: 50,
        toWithAdvertiser: 'reporting-suite/:advertiserId/dashboards',
      },
    }),
    route('all/dashboards/custom-report', 'Custom reports', {
      description: 'Links to reports kept elsewhere, shown on the dashboards you choose.',
      page: () => import('./pages/custom-report-page'),
    }),
    route('all/dashboards/reports/:reportName', 'Report', { page: () => import('./pages/report-link-page') }),
    route('all/campaign-reporting', 'Campaign reporting', {
      description: 'Choose a campaign to see its delivery by channel.',
      loading: 'list',
      page: () => import('./pages/campaign-list-page'),
    }),
    route('all/campaign-reporting/:campaignId/:activeTab?', 'Campaign report', {
      loading: 'report',
      page: campaignReport,
    }),
    route(':advertiserId', 'Reporting Suite', { redirectTo: 'dashboards' }),
    route(':advertiserId/dashboards', 'Dashboards', {
      loading: 'report',
      page: () => import('./pages/dashboards-page'),
    }),
    route(':advertiserId/dashboards/custom-report', 'Custom reports', {
      description: 'Links to reports kept elsewhere, shown on the dashboards you choose.',
      page: () => import('./pages/custom-report-page'),
    }),
    route(':advertiserId/dashboards/:dashboardName', 'Dashboard', { page: () => import('./pages/report-link-page') }),
    // dashboards/dap/:dashboardKey, data-connections and assistant are the analytics remote's routes.
    route(':advertiserId/campaign-reporting', 'Campaign reporting', {
      description: 'Choose a campaign to see its delivery by channel.',
      loading: 'list',
      page: () => import('./pages/campaign-list-page'),
    }),
    route(':advertiserId/campaign-reporting/:campaignId/:tab?', 'Campaign report', {
      loading: 'report',
      page: campaignReport,
    }),
    route(':advertiserId/builder', 'Report builder', {
      description: "Build a table from this advertiser's delivery, then export it or schedule it.",
      page: () => import('./pages/builder-page'),
    }),
    route(':advertiserId/builder/schedules', 'Report schedules', {
      description: 'Builder reports mailed on a cadence, each covering a date range relative to the day it runs.',
      page: () => import('./pages/schedules-page'),
    }),
  ],
});
