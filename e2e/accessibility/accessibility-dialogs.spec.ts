import { opened } from '../support/motion';
import { openInApp } from '../support/routes';
import { expect, test, type Page } from '../support/test';
import { expectNone, settled, violations, visitorFor, WIDTHS } from './accessibility-scan';

// WCAG 2.2 AA (axe-core) with a client admin's dialogs open, at 1366 and 320 px, and the keyboard's focus back on
// the button that opened each once it closes (issue 25). The switcher, the menus and the phone drawer are scanned
// open in the agency and client files.

const admin = visitorFor('admin@acme.test');

/** Opens a page's dialog by its button, scans it open at both widths, closes it with Escape: focus is back. */
async function scanDialog(page: Page, path: string, button: string, dialog: string): Promise<string[]> {
  await page.setViewportSize(WIDTHS.desktop);
  await openInApp(page, path);
  await settled(page);
  const opener = page.getByRole('button', { name: button });
  await opener.click();
  const found: string[] = [];
  for (const width of ['phone', 'desktop'] as const) {
    await page.setViewportSize(WIDTHS[width]);
    await opened(page.getByRole('dialog', { name: dialog }));
    found.push(...(await violations(page, `${path}, ${dialog} open (${WIDTHS[width].width} px)`)));
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
  await expect(opener, `the focus is back on "${button}" after "${dialog}" closes`).toBeFocused();
  return found;
}

test('the contact dialog and the create-user dialog pass WCAG 2.2 AA open, and give the focus back', async () => {
  const { page } = admin();
  const found = [
    ...(await scanDialog(page, '/clients/1/billing', 'Contact your account manager', 'Contact your account manager')),
    ...(await scanDialog(page, '/clients/1/user-management', 'Create user', 'Create user')),
  ];
  expectNone(found);
});
