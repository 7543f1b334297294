import { CONTRACT_VERSION, defineManifest, reportReact } from '@beacon/shared';
import React from 'react';

reportReact('billing', React);

/** Billing and services: invoices, products by category, the account manager. Spec section 2. */
export const manifest = defineManifest({
  remote: 'billing',
  title: 'Billing and services',
  contractVersion: CONTRACT_VERSION,
  routes: [
    { scope: 'client', path: 'billing', title: 'Billing' },
    { scope: 'client', path: 'services', title: 'Services' },
    { scope: 'client', path: 'services/all', title: 'All services' },
    { scope: 'client', path: 'services/:productCategory', title: 'Services' },
  ],
  nav: [
    { key: 'services', label: 'Services', icon: 'services', to: 'services/all', order: 10 },
    { key: 'billing', label: 'Billing', icon: 'billing', to: 'billing', order: 60, badge: 'invoices.overdue' },
  ],
});
