import { canAccess, type AccessSubject } from '@beacon/shared/access';
import { navEntriesOf } from '@beacon/shared/contract';
import { expectManifestContract } from '@beacon/shared/testing';
import { manifest } from './manifest';

it('declares the billing and services routes of the spec, as the host expects', () => {
  expectManifestContract(manifest, [
    'clients/:clientId/billing',
    'clients/:clientId/services',
    'clients/:clientId/services/all',
    'clients/:clientId/services/:productCategory',
  ]);
});

it('builds every page, and sends the services index to all services', () => {
  const byPath = Object.fromEntries(manifest.routes.map((route) => [route.path, route]));
  expect(byPath['services']?.redirectTo).toBe('all');
  for (const path of ['billing', 'services/all', 'services/:productCategory'])
    expect(byPath[path]?.page).toEqual(expect.any(Function));
  expect(navEntriesOf(manifest.routes).find((entry) => entry.key === 'services')?.to).toBe('services/all');
});

it('shows Billing only to users with INVOICES_READ, never to REPORTING_ONLY', () => {
  const billingRoute = manifest.routes.find((route) => route.path === 'billing')!;
  const billingEntry = navEntriesOf(manifest.routes).find((entry) => entry.key === 'billing')!;
  const admin: AccessSubject = { type: 'STANDARD', role: 'Admin', privileges: ['INVOICES_READ'] };
  const noInvoices: AccessSubject = { ...admin, privileges: ['NOTIFICATIONS_READ'] };
  const reporting: AccessSubject = { type: 'STANDARD', role: 'REPORTING_ONLY', privileges: ['INVOICES_READ'] };
  for (const requirement of [billingRoute.requires, billingEntry.requires]) {
    expect([admin, noInvoices, reporting].map((user) => canAccess(user, requirement))).toEqual([true, false, false]);
  }
});
