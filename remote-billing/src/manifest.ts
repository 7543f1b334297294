import { CONTRACT_VERSION, defineManifest, reportReact, ROUTES } from '@beacon/shared/contract';
import React from 'react';

reportReact('billing', React);

const { billing } = ROUTES;

/** Billing and services: invoices, products by category, the account manager. Spec section 2. */
export const manifest = defineManifest({
  remote: 'billing',
  title: 'Billing and services',
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      scope: 'client',
      path: billing.invoices,
      title: 'Billing',
      // What listing invoices requires (INVOICES_READ, spec section 6): REPORTING_ONLY and FRANCHISEE never see it.
      operation: 'listInvoices',
      description: 'Invoices, balances and PDF copies for this client.',
      loading: 'list',
      page: () => import('./pages/invoices-page'),
      nav: {
        key: 'billing',
        label: 'Billing',
        icon: 'DollarOutlined',
        order: 60,
        badge: {
          operation: '/clients/{clientId}/invoices/metrics',
          field: 'countOverdue',
          noun: 'overdue',
          tone: 'alert',
        },
      },
    },
    { scope: 'client', path: billing.services, title: 'Services', redirectTo: 'all' },
    {
      scope: 'client',
      path: billing.allServices,
      title: 'All services',
      page: () => import('./pages/services-page'),
      nav: { key: 'services', label: 'Services', icon: 'AppstoreOutlined', order: 10 },
    },
    {
      scope: 'client',
      path: billing.serviceCategory,
      title: 'Services',
      page: () => import('./pages/services-page'),
    },
  ],
});
