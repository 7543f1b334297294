import { CONTRACT_VERSION, defineManifest, reportReact, ROUTES, type RemoteRoute } from '@beacon/shared/contract';
import React from 'react';

reportReact('analytics', React);

const { analytics } = ROUTES;

const route = (path: string, title: string, page: RemoteRoute['page'], description?: string): RemoteRoute => ({
  scope: 'client',
  path,
  title,
  description,
  requires: { forLimitedRoles: true },
  page,
});

/**
 * Analytics workspaces and data connections, their dashboards, and the AI assistant; reached from the reporting
 * suite (its drawer entry leads there, so this remote adds none), and `/oauth-redirect`, where an ad platform
 * sends the browser back to complete a connection.
 */
export const manifest = defineManifest({
  remote: 'analytics',
  title: 'Analytics and assistant',
  contractVersion: CONTRACT_VERSION,
  routes: [
    route(analytics.dataConnections, 'Data connections', () => import('./pages/data-connections-page')),
    route(analytics.dashboard, 'Dashboard', () => import('./pages/dashboard-page')),
    route(
      analytics.assistant,
      'Assistant',
      () => import('./pages/assistant-page'),
      'Answers from your own campaigns, delivery, invoices and audiences, with the figures it used.',
    ),
    {
      scope: 'root',
      path: analytics.oauthRedirect,
      title: 'Connecting your account',
      // Whoever started a connection comes back here; the page refuses a return it did not start.
      requires: { forLimitedRoles: true },
      page: () => import('./pages/oauth-redirect-page'),
    },
  ],
});
