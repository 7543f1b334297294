import { openInApp } from '../support/routes';
import { expect, type Page } from '../support/test';
import { firstLink, settled, type Route } from './accessibility-scan';

// Every route of every area a client admin of Acme Outdoor reaches, in two halves (one file each, so that the two
// workers share the scan): the campaigns' areas, then the reporting suite and the rest.

const CLIENT = '/clients/1';

/** The first link of a page whose address matches, once the page has loaded. */
async function linkOn(page: Page, path: string, pattern: RegExp): Promise<string | null> {
  await openInApp(page, path);
  await settled(page);
  return firstLink(page, pattern);
}

/** The id of Acme's first advertiser. */
async function firstAdvertiser(page: Page): Promise<string> {
  const advertiser = (await linkOn(page, `${CLIENT}/advertisers`, /\/clients\/1\/advertisers\/\d+/))?.match(
    /advertisers\/(\d+)/,
  )?.[1];
  expect(advertiser, 'an advertiser to open').toBeTruthy();
  return advertiser!;
}

/** Campaigns, a campaign and its tabs, advertisers, an advertiser and its tabs, audiences and an audience's insights. */
export async function campaignAreaRoutes(page: Page): Promise<Route[]> {
  const campaign = await linkOn(page, `${CLIENT}/campaigns?filter=all`, /\/clients\/1\/campaigns\/\d+/);
  expect(campaign, 'a campaign to open').toBeTruthy();
  const advertiser = await firstAdvertiser(page);
  const audience = await linkOn(
    page,
    `${CLIENT}/audiences/${advertiser}/segment-analysis`,
    /segment-analysis\/\d+\/web-insights/,
  );
  return [
    { path: `${CLIENT}/campaigns` },
    { path: `${CLIENT}/campaigns?filter=all` },
    { path: `${CLIENT}/campaigns?filter=proposals` },
    { path: campaign!, tabs: true },
    { path: `${CLIENT}/advertisers` },
    { path: `${CLIENT}/advertisers/${advertiser}/overview`, tabs: true },
    { path: `${CLIENT}/audiences` },
    { path: `${CLIENT}/audiences/${advertiser}/taxonomy` },
    { path: `${CLIENT}/audiences/${advertiser}/segment-analysis` },
    ...(audience ? [{ path: audience }, { path: audience.replace(/web-insights$/, 'audience-composition') }] : []),
  ];
}

/** The reporting suite (a report and its tabs, a dashboard, builder, schedules, data connections, assistant), billing,
 * services and a category, user management, the profile and the inbox. */
export async function suiteAreaRoutes(page: Page): Promise<Route[]> {
  const advertiser = await firstAdvertiser(page);
  const suite = `${CLIENT}/reporting-suite/${advertiser}`;
  const dashboard = await linkOn(page, `${suite}/dashboards`, /\/dashboards\/dap\//);
  const report = await linkOn(page, `${CLIENT}/reporting-suite/all/campaign-reporting`, /\/campaign-reporting\/\d+/);
  const category = await linkOn(page, `${CLIENT}/services/all`, /\/services\/(?!all)[^/]+$/);
  return [
    { path: `${CLIENT}/reporting-suite/all/dashboards` },
    { path: `${CLIENT}/reporting-suite/all/dashboards/custom-report` },
    { path: `${CLIENT}/reporting-suite/all/campaign-reporting` },
    ...(report ? [{ path: report, tabs: true }] : []),
    { path: `${suite}/dashboards` },
    ...(dashboard ? [{ path: dashboard }] : []),
    { path: `${suite}/builder` },
    { path: `${suite}/builder/schedules` },
    { path: `${suite}/data-connections` },
    { path: `${suite}/assistant` },
    { path: `${CLIENT}/billing` },
    { path: `${CLIENT}/services/all` },
    ...(category ? [{ path: category }] : []),
    { path: `${CLIENT}/user-management` },
    { path: '/profile' },
    { path: '/notifications' },
  ];
}
