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
    route('all/dashboards', 'Dashboards'),
    route('all/dashboards/custom-report', 'Custom report'),
    route('all/dashboards/reports/:reportName', 'Report'),
    route('all/campaign-reporting', 'Campaign reporting'),
    route('all/campaign-reporting/:campaignId/:activeTab?', 'Campaign report'),
    route(':advertiserId', 'Reporting Suite', { redirectTo: 'dashboards' }),
    route(':advertiserId/dashboards', 'Dashboards'),
    route(':advertiserId/dashboards/custom-report', 'Custom report'),
    route(':advertiserId/dashboards/:dashboardName', 'Dashboard'),
    route(':advertiserId/dashboards/dap/:dashboardKey', 'Dashboard'),
    route(':advertiserId/campaign-reporting', 'Campaign reporting'),
    route(':advertiserId/campaign-reporting/:campaignId/:tab?', 'Campaign report'),
    route(':advertiserId/builder', 'Report builder'),
    route(':advertiserId/builder/schedules', 'Report schedules'),
  ],
  nav: [
    {
      key: 'reporting-suite',
      label: 'Reporting Suite',
      icon: 'reporting',
      to: 'reporting-suite/all/dashboards',
      order: 50,
      toWithAdvertiser: 'reporting-suite/:advertiserId/dashboards',
      requires: open,
    },
  ],
});
