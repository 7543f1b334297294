import { readFile } from 'node:fs/promises';
import { BRANDS, brandPrimary } from '@beacon/shared/brand';
import { expectCleanAndReflowing, WIDTHS } from '../accessibility/accessibility-scan';
import { linkOn } from '../accessibility/acme-routes';
import { privateAccount } from '../support/accounts';
import { settled } from '../support/motion';
import { openInApp } from '../support/routes';
import { newestMail, signIn } from '../support/session';
import { expect, test, type Download, type Page } from '../support/test';
import { pdfText } from '../../server/tooling/testing/pdf-text';

// What a client of a white-labelled host reads (issue 48's "Northwind reads Northwind everywhere"): a client admin of
// Northwind Fitness on northwind.localhost, from the tab's title to what is downloaded and mailed. The pages' axe
// scans in this brand are accessibility-northwind.spec.ts's; the page of an address that leads nowhere is scanned here.

const NORTHWIND = '/clients/3';

/** `rgb(r, g, b)`, as the browser computes a colour, of a `#rrggbb`. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

async function pdfTextOf(download: Promise<Download>): Promise<string> {
  return pdfText(await readFile((await (await download).path())!));
}

/** Opens a page through the app's links, as a person moves between pages, and waits for it to be drawn. */
async function visit(page: Page, path: string): Promise<void> {
  await openInApp(page, path);
  await settled(page);
}

test('a Northwind client admin reads Northwind in tab titles, Not found, the Data as of chip, the PDFs and the reset mail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await privateAccount(page, { role: 'Admin', clientId: 3 });
  const origin = baseURL!.replace('localhost', 'northwind.localhost');
  const context = await browser.newContext({ baseURL: origin, viewport: WIDTHS.desktop });
  try {
    const northwind = await context.newPage();
    await signIn(northwind, admin.email, admin.password);
    await expect(northwind.getByRole('link', { name: 'Northwind Fitness home' })).toBeVisible();

    // Each page's tab names Northwind, never Beacon.
    for (const [path, title] of [
      [`${NORTHWIND}/campaigns`, 'Campaigns'],
      [`${NORTHWIND}/billing`, 'Billing'],
      ['/profile', 'Profile'],
    ] as const) {
      await visit(northwind, path);
      await expect(northwind, path).toHaveTitle(`Northwind Fitness - ${title}`);
    }

    // An address that leads nowhere, and a campaign of another client's, are titled Not found in Northwind's name,
    // not by the page before them; the page passes axe at a laptop's width and a phone's.
    await visit(northwind, `${NORTHWIND}/no-such-page`);
    await expect(northwind.getByText('Oops. Nothing here...')).toBeVisible();
    await expect(northwind).toHaveTitle('Northwind Fitness - Not found');
    await expectCleanAndReflowing(northwind, 'Not found in Northwind');
    await visit(northwind, `${NORTHWIND}/campaigns`);
    await visit(northwind, `${NORTHWIND}/campaigns/1`);
    await expect(northwind.getByText('Not found', { exact: true })).toBeVisible();
    await expect(northwind).toHaveTitle('Northwind Fitness - Not found');

    // A campaign's report: its "Data as of" chip in Northwind's colour (its leading colour made to read as text),
    // and its PDF under Northwind's letterhead.
    const report = await linkOn(
      northwind,
      `${NORTHWIND}/reporting-suite/all/campaign-reporting`,
      /\/campaign-reporting\/\d+/,
    );
    await visit(northwind, report);
    const chip = northwind.getByText(/^Data as of \d\d\/\d\d\/\d{4}$/);
    await expect(chip).toBeVisible();
    await expect(chip).toHaveCSS('color', rgbOf(brandPrimary(BRANDS.northwind)));
    expect(rgbOf(brandPrimary(BRANDS.northwind))).not.toBe(rgbOf(brandPrimary(BRANDS.beacon)));
    await expect(northwind).toHaveTitle(/^Northwind Fitness - /);
    const reportText = await pdfTextOf(
      Promise.all([
        northwind.waitForEvent('download'),
        northwind.getByRole('button', { name: 'Export PDF' }).click(),
      ]).then(([download]) => download),
    );
    expect(reportText).toMatch(/^NorthwindReport/);
    expect(reportText).not.toContain('Beacon');

    // An invoice's PDF: Northwind's letterhead, billed to Northwind Fitness.
    await visit(northwind, `${NORTHWIND}/billing`);
    const number = (await northwind
      .getByRole('table')
      .locator('tbody tr[data-row-key] td:first-child strong')
      .first()
      .textContent())!.trim();
    const invoiceText = await pdfTextOf(
      Promise.all([
        northwind.waitForEvent('download'),
        northwind.getByRole('button', { name: `Download invoice ${number} as PDF` }).click(),
      ]).then(([download]) => download),
    );
    expect(invoiceText).toMatch(/^NorthwindINVOICE/);
    expect(invoiceText).toContain(number);
    expect(invoiceText).toMatch(/Bill toNorthwind Fitness/);

    // A password reset asked on Northwind's sign-in page: the mail is Northwind's, and its link goes back there.
    const signedOut = await context.browser()!.newContext({ baseURL: origin });
    try {
      const visitor = await signedOut.newPage();
      await visitor.goto('/auth/forgot-password');
      await expect(visitor).toHaveTitle(/^Northwind Fitness - /);
      await visitor.getByLabel('Email').fill(admin.email);
      await visitor.getByRole('button', { name: 'Submit' }).click();
      await expect(visitor.getByText('This code was sent to your email.')).toBeVisible();
    } finally {
      await signedOut.close();
    }
    const mail = (await newestMail(page, admin.email)) as { subject: string; text: string; html: string };
    expect(mail.subject).toBe('Your verification code');
    expect(mail.text).toContain(`${origin}/auth/forgot-password?user=${encodeURIComponent(admin.email)}&code=`);
    expect(mail.html).toContain('Sent by Northwind Fitness.');
    expect(`${mail.text}\n${mail.html}`).not.toContain('Beacon');
  } finally {
    await context.close();
  }
});
