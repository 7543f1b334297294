import { navEntriesOf } from '@beacon/shared/contract';
import { expectManifestContract } from '@beacon/shared/testing';
import { manifest } from './manifest';

const suite = (path: string) => `clients/:clientId/reporting-suite${path}`;

it('declares the reporting suite routes of the spec, as the host expects', () => {
  expectManifestContract(manifest, [
    suite(''),
    suite('/all'),
    suite('/all/dashboards'),
    suite('/all/dashboards/custom-report'),
    suite('/all/dashboards/reports/:reportName'),
    suite('/all/campaign-reporting'),
    suite('/all/campaign-reporting/:campaignId/:activeTab?'),
    // Beyond the spec's list: the user's alert rules.
    suite('/all/alerts'),
    // Beyond the spec's list: dashboards of one's own (issue 48), for every advertiser and for one.
    suite('/all/my-dashboards'),
    suite('/all/my-dashboards/:dashboardId'),
    suite('/:advertiserId/my-dashboards'),
    suite('/:advertiserId/my-dashboards/:dashboardId'),
    // Beyond the spec's list: the client's goals and their scorecard.
    suite('/all/goals'),
    suite('/:advertiserId'),
    suite('/:advertiserId/dashboards'),
    suite('/:advertiserId/dashboards/custom-report'),
    suite('/:advertiserId/dashboards/:dashboardName'),
    suite('/:advertiserId/campaign-reporting'),
    suite('/:advertiserId/campaign-reporting/:campaignId/:tab?'),
    suite('/:advertiserId/builder'),
    suite('/:advertiserId/builder/schedules'),
    // Beyond the spec's list: a share link's page, at the root, for anyone with the link.
    'shared/:token',
  ]);
});

it('is open to reporting-only and franchisee users, who see only the reporting suite', () => {
  // A share link's page is the one route for anyone, signed in or not.
  expect(manifest.routes.filter((route) => route.public).map((route) => `${route.scope} ${route.path}`)).toEqual([
    'root shared/:token',
  ]);
  expect(manifest.routes.every((route) => route.public || route.requires?.forLimitedRoles)).toBe(true);
  expect(navEntriesOf(manifest.routes).every((entry) => entry.requires?.forLimitedRoles)).toBe(true);
});
