import { expectNone, reflowProblems, violations, WIDTHS } from '../accessibility/accessibility-scan';
import { settled } from '../support/motion';
import { resumeSession, storedIdToken } from '../support/session';
import { expect, test } from '../support/test';

// White-labelling without a release (issue 48): a BeaconAdmin saves a client's brand for a host name in
// Administration › Brands, and a new page load on that host name shows it. Stark Home Goods is no other spec's client,
// and its brand is removed afterwards.

const HOST = 'stark-brand.localhost';

test('a BeaconAdmin saves a brand for a host name, and the next page load on that host shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await resumeSession(page, 'admin@beacon.test', '/admin/brands');
  await expect(page.getByRole('heading', { name: 'Brands' })).toBeVisible();
  const client = page.getByRole('combobox', { name: 'Client' });
  await client.click();
  await client.fill('Stark');
  await page.getByTitle('Stark Home Goods').click();

  await page.getByLabel('Name', { exact: true }).fill('Stark Studio');
  const primary = page.getByRole('group', { name: 'Colour 1 (primary)' });
  const primaryHex = primary.getByLabel('Colour 1 (primary) hex value');
  await primaryHex.fill('#ffff00');
  await expect(primary.getByText('1.07:1 for white text on the primary colour: fails AA (4.5:1 needed)')).toBeVisible();
  await primaryHex.fill('#7b2d8b');
  await expect(primary.getByText(/passes AA/)).toBeVisible();
  await page.getByLabel('Ink hex value').fill('#2b1b3f');
  await page.getByRole('button', { name: /Add host name/ }).click();
  await page.getByLabel('Host name 1', { exact: true }).fill(HOST);
  await page.mouse.move(0, 0);
  expectNone(await violations(page, 'the Brands page'));
  // At a phone's width too: nothing for axe, and nothing wider than the screen.
  await page.setViewportSize(WIDTHS.phone);
  await settled(page);
  expectNone(await reflowProblems(page, 'the Brands page'));
  await page.setViewportSize(WIDTHS.desktop);

  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/brand'));
  await page.getByRole('button', { name: 'Save brand' }).click();
  const { data } = (await (await saved).json()) as { data: { clientId: number } };
  await expect(page.getByText('Brand saved. Its host names show it on their next page load.')).toBeVisible();

  const context = await browser.newContext({ baseURL: baseURL!.replace('localhost', HOST) });
  try {
    const visitor = await context.newPage();
    await visitor.goto('/auth/login');
    await expect(visitor.getByRole('complementary', { name: 'Stark Studio' })).toBeVisible();
    await expect(visitor).toHaveTitle(/Stark Studio/);
    await expect(visitor.getByRole('link', { name: 'Request a demo' })).toHaveCount(0);
    expectNone(await violations(visitor, 'the sign-in page in the saved brand'));
    await visitor.setViewportSize(WIDTHS.phone);
    await settled(visitor);
    await expect(visitor.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
    expectNone(await reflowProblems(visitor, 'the sign-in page in the saved brand'));
  } finally {
    await context.close();
    const token = await storedIdToken(page);
    const removed = await page.request.delete(`/api/clients/${data.clientId}/brand`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(204);
  }
});
