import { CONTRACT_VERSION, defineManifest, reportReact } from '@beacon/shared/contract';
import React from 'react';

reportReact('updates', React);

/**
 * The agency's updates to its clients, a remote kept outside Beacon's repository. Its route is its own: the pattern
 * is written here, not in @beacon/shared's ROUTES, so the host needs no release for it.
 */
export const manifest = defineManifest({
  remote: 'updates',
  title: 'Agency updates',
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      scope: 'client',
      path: 'updates',
      title: 'Agency updates',
      description: 'What your agency team has shipped for you lately.',
      page: () => import('./pages/updates-page'),
      nav: { key: 'updates', label: 'Agency updates', icon: 'NotificationOutlined', order: 70 },
    },
  ],
});
