import { CONTRACT_VERSION, defineManifest, reportReact } from '@beacon/shared';
import React from 'react';

reportReact('admin', React);

/** Internal and client user administration, the demo-mode controller, admin checks. Spec sections 2 and 6. */
export const manifest = defineManifest({
  remote: 'admin',
  title: 'Administration',
  contractVersion: CONTRACT_VERSION,
  routes: [
    { scope: 'root', path: 'admin/user-management', title: 'Administration', requires: { roles: ['BeaconAdmin'] } },
    { scope: 'root', path: 'admin/cc-dash-check', title: 'Dashboard check', requires: { roles: ['BeaconAdmin'] } },
    {
      scope: 'root',
      path: 'demo-mode-controller',
      title: 'Demo mode controller',
      page: () => import('./pages/demo-mode-controller-page'),
      requires: { roles: ['BeaconStandard', 'BeaconAdmin', 'PartnerSolutions'] },
    },
    {
      scope: 'client',
      path: 'user-management',
      title: 'User management',
      requires: { roles: ['Admin', 'BeaconAdmin', 'BeaconStandard', 'PartnerSolutions'] },
    },
  ],
  nav: [],
});
