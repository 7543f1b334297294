import { openInApp } from '../support/routes';
import { expect, type Page } from '../support/test';
import { firstLink, settled, type Route } from './accessibility-scan';

// Every route of every area a client admin of Acme Outdoor reaches, in three parts (three tests, so that the two
// workers share the scan): the campaigns' areas, the reporting suite, and billing, services and the account's pages.

const CLIENT = '/clients/1';

/**
 * The first link of a page whose address matches, waited for (a list's rows may arrive after its heading): the seed
 * has one on every page asked, so a missing one fails rather than leaving its route unscanned.
 */
export async function linkOn(page: Page, path: string, pattern: RegExp): Promise<string> {
  await openInApp(page, path);
  await settled(page);
  let link: string | null = null;
  await expect
    .poll(async () => (link = await firstLink(page, pattern)), { message: `a link to ${pattern} on ${path}` })
    .toBeTruthy();
  return link!;
}

/** The id of Acme's first advertiser. */
export async function firstAdvertiser(page: Page): Promise<string> {
  return (await linkOn(page, `${CLIENT}/advertisers`, /\/clients\/1\/advertisers\/\d+/)).match(
    /advertisers\/(\d+)/,
  )![1]!;
}

/** Campaigns, a campaign and its tabs, advertisers, an advertiser and its tabs, audiences and an audience's insights. */
export async function campaignAreaRoutes(page: Page): Promise<Route[]> {
  const campaign = await linkOn(page, `${CLIENT}/campaigns?filter=all`, /\/clients\/1\/campaigns\/\d+/);
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
    { path: campaign, tabs: true },
    { path: `${CLIENT}/advertisers` },
    { path: `${CLIENT}/advertisers/${advertiser}/overview`, tabs: true },
    { path: `${CLIENT}/audiences` },
    { path: `${CLIENT}/audiences/${advertiser}/taxonomy` },
    { path: `${CLIENT}/audiences/${advertiser}/segment-analysis` },
    { path: audience },
    { path: audience.replace(/web-insights$/, 'audience-composition') },
  ];
}

/** The reporting suite: a report and its tabs, a dashboard, the builder, schedules, data connections, the assistant. */
export async function reportingSuiteRoutes(page: Page): Promise<Route[]> {
  const advertiser = await firstAdvertiser(page);
  const suite = `${CLIENT}/reporting-suite/${advertiser}`;
  // An analytics dashboard: the seed's advertiser shows its native dashboards, so its workspace's are listed on
  // its data connections.
  const dashboard = await linkOn(page, `${suite}/data-connections`, /\/dashboards\/dap\//);
  const report = await linkOn(page, `${CLIENT}/reporting-suite/all/campaign-reporting`, /\/campaign-reporting\/\d+/);
  // A custom report of the client's dashboards (the seed gives each client a quarterly business review).
  const customReport = await linkOn(page, `${CLIENT}/reporting-suite/all/dashboards`, /\/dashboards\/reports\//);
  return [
    { path: `${CLIENT}/reporting-suite/all/dashboards` },
    { path: customReport },
    { path: `${CLIENT}/reporting-suite/all/dashboards/custom-report` },
    { path: `${CLIENT}/reporting-suite/all/campaign-reporting` },
    { path: report, tabs: true },
    { path: `${CLIENT}/reporting-suite/all/alerts` },
    { path: `${CLIENT}/reporting-suite/all/goals` },
    { path: `${suite}/dashboards` },
    { path: `${suite}/dashboards/custom-report` },
    { path: dashboard },
    { path: `${suite}/campaign-reporting` },
    { path: `${suite}/builder` },
    { path: `${suite}/builder/schedules` },
    { path: `${suite}/data-connections` },
    { path: `${suite}/assistant` },
  ];
}

/** Billing, services and each category, user management, the profile and the inbox. */
export const ACCOUNT_AREA_ROUTES: readonly Route[] = [
  { path: `${CLIENT}/billing` },
  // Each category is a tab of the services page (its own address): scanned as the tabs are.
  { path: `${CLIENT}/services/all`, tabs: true },
  { path: `${CLIENT}/user-management` },
  { path: '/profile' },
  { path: '/notifications' },
];
