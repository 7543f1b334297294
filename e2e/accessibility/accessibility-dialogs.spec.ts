import { opened } from '../support/motion';
import { openInApp } from '../support/routes';
import { expect, test, type Locator, type Page } from '../support/test';
import { firstAdvertiser, linkOn } from './acme-routes';
import { expectNone, settled, violations, visitorFor, WIDTHS } from './accessibility-scan';

// WCAG 2.2 AA (axe-core) with a client admin's dialogs and drawers open, at 1366 and 320 px, and the keyboard's focus
// back on the control that opened each once it closes. The switcher, the menus and the phone drawer are
// scanned open in the agency and client files. The two tests only read (each dialog is closed unsaved), so the two
// workers may share them.

test.describe.configure({ mode: 'parallel' });

const admin = visitorFor('admin@acme.test');

/**
 * At a phone's width and then a laptop's: opens a page's dialog as a person does (`open` clicks what opens it and
 * answers the control the focus belongs to afterwards: the button, or the menu's button for a menu's entry), scans it
 * open, closes it with Escape: the focus is back. Opened afresh at each width: a list's rows become cards on a phone,
 * and the control that opened a dialog at one width is not the one at the other.
 */
async function scanDialog(
  page: Page,
  path: string,
  open: (page: Page) => Promise<Locator>,
  dialog: string | RegExp,
): Promise<string[]> {
  await openInApp(page, path);
  const found: string[] = [];
  for (const width of ['phone', 'desktop'] as const) {
    await page.setViewportSize(WIDTHS[width]);
    await settled(page);
    const opener = await open(page);
    await opened(page.getByRole('dialog', { name: dialog }));
    await settled(page);
    found.push(...(await violations(page, `${path}, ${dialog} open (${WIDTHS[width].width} px)`)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
    await expect(opener, `the focus is back on what opened "${dialog}" once it closes`).toBeFocused();
  }
  return found;
}

/** Clicks a button by its name (the first, for a row's): it opens the dialog, and the focus comes back to it. */
function button(name: string | RegExp): (page: Page) => Promise<Locator> {
  return async (page) => {
    const opener = page.getByRole('button', { name }).first();
    await opener.click();
    return opener;
  };
}

/** Chooses an entry of a row's actions menu: the dialog opens, and the focus comes back to the menu's button. */
function rowAction(menu: string, entry: string): (page: Page) => Promise<Locator> {
  return async (page) => {
    const opener = page.getByRole('button', { name: menu });
    await opener.click();
    // The menu that holds the entry (the drawer's navigation is a menu too).
    const item = page.getByRole('menuitem', { name: entry });
    await opened(page.getByRole('menu').filter({ visible: true, has: item }));
    await item.click();
    return opener;
  };
}

test('billing and user management: the contact, create, edit and notification dialogs pass, and give the focus back', async () => {
  const { page } = admin();
  const users = '/clients/1/user-management';
  const found = [
    ...(await scanDialog(
      page,
      '/clients/1/billing',
      button('Contact your account manager'),
      'Contact your account manager',
    )),
    ...(await scanDialog(page, users, button('Create user'), 'Create user')),
    ...(await scanDialog(page, users, rowAction('Actions for admin@acme.test', 'Edit'), /^Edit /)),
    ...(await scanDialog(
      page,
      users,
      rowAction('Actions for admin@acme.test', 'Manage notifications'),
      /^Notifications of /,
    )),
  ];
  expectNone(found);
});

test("a campaign's updates and custom report, a new schedule and a manual connection pass, and give the focus back", async () => {
  test.setTimeout(240_000);
  const { page } = admin();
  const campaign = await linkOn(page, '/clients/1/campaigns?filter=all', /\/clients\/1\/campaigns\/\d+/);
  const advertiser = await firstAdvertiser(page);
  const suite = `/clients/1/reporting-suite/${advertiser}`;
  const found = [
    ...(await scanDialog(page, campaign, button('Updates'), 'Campaign updates')),
    ...(await scanDialog(
      page,
      campaign,
      async (page) => {
        await page.getByRole('tab', { name: 'Custom reports' }).click();
        return button('Add report')(page);
      },
      'Add a custom report',
    )),
    ...(await scanDialog(page, `${suite}/builder/schedules`, button('New schedule'), 'New schedule')),
    ...(await scanDialog(page, '/clients/1/reporting-suite/all/alerts', button('New alert'), 'New alert')),
    ...(await scanDialog(
      page,
      `${suite}/data-connections`,
      button('Add manual connection'),
      'Add a manual connection',
    )),
  ];
  expectNone(found);
});

/** Opens the bell's menu, then its preferences: the focus comes back to the bell. */
async function bellPreferences(page: Page): Promise<Locator> {
  const bell = await button(/^Notifications/)(page);
  const menu = await opened(page.getByRole('dialog', { name: 'Notifications' }));
  await menu.getByRole('button', { name: 'Preferences' }).click();
  await expect(menu.getByText('Preferences', { exact: true })).toBeVisible();
  return bell;
}

test("the bell's inbox and preferences, a schedule's history, a user's identity account and the disable question pass", async () => {
  test.setTimeout(240_000);
  const { page } = admin();
  const advertiser = await firstAdvertiser(page);
  const users = '/clients/1/user-management';
  const found = [
    ...(await scanDialog(page, '/clients/1/campaigns', button(/^Notifications/), 'Notifications')),
    ...(await scanDialog(page, '/clients/1/campaigns', bellPreferences, 'Notifications')),
    ...(await scanDialog(
      page,
      `/clients/1/reporting-suite/${advertiser}/builder/schedules`,
      button(/^History of /),
      /^History: /,
    )),
    ...(await scanDialog(page, users, rowAction('Actions for reports@acme.test', 'Disable'), /^Disable /)),
    ...(await scanDialog(
      page,
      users,
      rowAction('Actions for reports@acme.test', 'Identity provider account'),
      / at the identity provider$/,
    )),
  ];
  expectNone(found);
});
