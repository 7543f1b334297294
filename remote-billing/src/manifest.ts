import { CONTRACT_VERSION, clientRoute, defineManifest, reportReact, ROUTES } from '@beacon/shared/contract';
import React from 'react';

reportReact('billing', React);

const { billing } = ROUTES;

const servicesPage = () => import('./pages/services-page');

/** Billing and services: invoices, products by category, the account manager. Spec section 2. */
export const manifest = defineManifest({
  remote: 'billing',
  title: 'Billing and services',
  contractVersion: CONTRACT_VERSION,
  routes: [
    clientRoute(billing.invoices, 'Billing', {
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
    }),
    clientRoute(billing.services, 'Services', { redirectTo: 'all' }),
    clientRoute(billing.allServices, 'All services', {
      page: servicesPage,
      nav: { key: 'services', label: 'Services', icon: 'AppstoreOutlined', order: 10 },
    }),
    clientRoute(billing.serviceCategory, 'Services', { page: servicesPage }),
  ],
});
