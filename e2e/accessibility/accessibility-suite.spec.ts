import { test } from '../support/test';
import { ACCOUNT_AREA_ROUTES, reportingSuiteRoutes } from './acme-routes';
import { expectEveryRouteClean, visitorFor } from './accessibility-scan';

// WCAG 2.2 AA (axe-core) on the reporting suite, billing, services, user management, the profile and the inbox of
// a client admin of Acme Outdoor, in the Beacon brand, at a laptop's and a phone's width. Fails on any
// serious or critical violation, listing them all. The two tests only read, so the two workers may share them.

test.describe.configure({ mode: 'parallel' });

const admin = visitorFor('admin@acme.test');

test('every route of the reporting suite passes WCAG 2.2 AA at 1366 and 320 px', async () => {
  test.setTimeout(600_000);
  await expectEveryRouteClean(admin().page, await reportingSuiteRoutes(admin().page));
});

test('billing, services, user management, the profile and the inbox pass WCAG 2.2 AA at 1366 and 320 px', async () => {
  test.setTimeout(600_000);
  await expectEveryRouteClean(admin().page, ACCOUNT_AREA_ROUTES);
});
