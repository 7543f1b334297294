import { CONTRACT_VERSION, defineManifest, reportReact } from '@beacon/shared';
import React from 'react';

reportReact('analytics', React);

/** Analytics workspaces and data connections, and the AI assistant; reached from the reporting suite. */
export const manifest = defineManifest({
  remote: 'analytics',
  title: 'Analytics and assistant',
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      scope: 'client',
      path: 'reporting-suite/:advertiserId/data-connections',
      title: 'Data connections',
      requires: { forLimitedRoles: true },
    },
    {
      scope: 'client',
      path: 'reporting-suite/:advertiserId/assistant/:campaignId?',
      title: 'Assistant',
      requires: { forLimitedRoles: true },
    },
    { scope: 'root', path: 'oauth-redirect', title: 'Connecting your account', requires: { forLimitedRoles: true } },
  ],
  nav: [],
});
