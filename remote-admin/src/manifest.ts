// Only the contract's entry: the release reads the manifest in Node, where no UI may load.
import {
  CONTRACT_VERSION,
  clientRoute,
  defineManifest,
  INTERNAL_ROLES,
  reportReact,
  rootRoute,
  ROUTES,
} from '@beacon/shared/contract';
import React from 'react';

reportReact('admin', React);

const { admin } = ROUTES;

/**
 * Internal and client user administration, the demo-mode controller, admin checks. Spec sections 2 and 6. Each page
 * requires what its hub operation requires (BeaconAdmin for Administration, the managing roles for User management).
 */
export const manifest = defineManifest({
  remote: 'admin',
  title: 'Administration',
  contractVersion: CONTRACT_VERSION,
  routes: [
    rootRoute(admin.agencyOverview, 'Agency overview', {
      description: "Every client's spend, pacing risks, overdue balance and alerts on one page.",
      loading: 'list',
      page: () => import('./pages/agency-overview-page'),
      operation: 'getAgencyOverview',
      nav: { key: 'agency-overview', label: 'Agency overview', icon: 'ClusterOutlined', order: 5 },
    }),
    rootRoute(admin.internalUsers, 'Administration', {
      description: "The agency's own users, and who changed which user when.",
      page: () => import('./pages/internal-users-page'),
      operation: 'listInternalUsers',
      profileMenu: { key: 'administration', label: 'Administration', icon: 'SettingOutlined', order: 30 },
    }),
    rootRoute(admin.adminChecks, 'Admin checks', {
      page: () => import('./pages/admin-checks-page'),
      operation: 'checkDashboards',
    }),
    rootRoute(admin.releases, 'Releases', {
      description: "Each remote's version in service and in canary, their errors per page view, and their history.",
      page: () => import('./pages/releases-page'),
      operation: 'listRemoteReleases',
    }),
    rootRoute(admin.apiKeys, 'API keys', {
      description:
        "The keys the agency's own pipelines load data into Beacon with (the ingestion API): for the whole agency or one client.",
      loading: 'list',
      page: () => import('./pages/api-keys-page'),
      operation: 'listApiKeys',
      nav: { key: 'api-keys', label: 'API keys', icon: 'KeyOutlined', order: 90 },
    }),
    rootRoute(admin.brands, 'Brands', {
      description:
        "Each client's logo, colours, login background and host names, on its sites from their next page load.",
      page: () => import('./pages/brands-page'),
      operation: 'getClientBrand',
      nav: { key: 'brands', label: 'Brands', icon: 'BgColorsOutlined', order: 91 },
    }),
    rootRoute(admin.demoModeController, 'Demo mode controller', {
      page: () => import('./pages/demo-mode-controller-page'),
      // Open to every signed-in role at the host, so that the page can redirect instead of the host's 404.
      requires: { forLimitedRoles: true },
      // The menu entry is the internal roles' only, and turns demo mode on or off (spec section 6).
      profileMenu: {
        key: 'demo-mode',
        label: 'Demo Mode',
        icon: 'ExperimentOutlined',
        order: 40,
        requires: { roles: INTERNAL_ROLES },
        toggles: 'demoMode',
      },
    }),
    clientRoute(admin.clientUsers, 'User management', {
      description: 'Who at this client can sign in, and what each of them sees.',
      page: () => import('./pages/client-users-page'),
      operation: 'listStandardUsers',
      profileMenu: { key: 'user-management', label: 'User management', icon: 'IdcardOutlined', order: 20 },
    }),
  ],
});
