import { expect, test, type Page } from '../support/test';
import { dialogViolations, expectNone, reflowProblems, violations, WIDTHS } from '../accessibility/accessibility-scan';
import { opened, settled } from '../support/motion';
import { resumeSession } from '../support/session';
import { apiGet, bearer, liveWithItsOwnName } from '../support/hub';

// Share links against the real server: a client admin shares a campaign's report, someone without an account opens
// the link in a browser of their own, sees the report's figures at a laptop's and a phone's width (axe at both, and
// nothing wider than the phone's screen), and is refused once the link is revoked.

/** The Impressions tile's figure, as the page shows it. */
const impressions = async (page: Page) => {
  const tile = page.getByRole('region', { name: 'Impressions' });
  await expect(tile).toContainText(/\d/);
  return (await tile.innerText()).split('\n').find((line) => /^\d[\d,]*$/.test(line.trim()));
};

test('a client admin shares a report by link; anyone opens it without an account and sees its figures, until it is revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await resumeSession(page, 'admin@acme.test');
  const campaigns = await apiGet<{ id: number; name: string; status: string }[]>(
    page,
    '/clients/1/campaign-reports/campaigns',
  );
  const live = liveWithItsOwnName(campaigns);
  await page.goto(`/clients/1/reporting-suite/all/campaign-reporting/${live.id}`);
  await expect(page.getByRole('heading', { name: live.name })).toBeVisible();
  await settled(page);
  const figure = await impressions(page);
  expect(figure).toBeTruthy();

  await page.getByRole('button', { name: /Share$/ }).click();
  const dialog = await opened(page.getByRole('dialog', { name: `Share ${live.name}` }));
  await dialog.getByText('30 days', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Link created: anyone with it can view this report for 30 days.')).toBeVisible();
  const url = await dialog.getByRole('textbox', { name: 'New share link' }).inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText('Not opened yet').first()).toBeVisible();
  // Read as a person reads it: the pointer off the button it pressed (a hovered button is drawn lighter).
  await page.mouse.move(0, 0);
  expectNone(await dialogViolations(page, dialog, 'the Share dialog'));

  // Someone without an account, in a browser of their own.
  // At the laptop's width the accessibility checks name (WIDTHS.desktop), then at the phone's reflow width.
  const stranger = await browser.newContext({ viewport: WIDTHS.desktop });
  const viewer = await stranger.newPage();
  await viewer.goto(url);
  await expect(viewer.getByRole('heading', { level: 1, name: live.name })).toBeVisible();
  await expect(viewer.getByText(/^Shared by .+ · Acme Outdoor/)).toBeVisible();
  await expect(viewer.getByText(/This link works until/)).toBeVisible();
  await settled(viewer);
  expect(await impressions(viewer)).toBe(figure);
  await expect(viewer.getByRole('button', { name: /Export PDF|Share$/ })).toHaveCount(0);
  expectNone(await violations(viewer, `the shared report (${WIDTHS.desktop.width} px)`));
  await viewer.setViewportSize(WIDTHS.phone);
  await settled(viewer);
  expect(await impressions(viewer)).toBe(figure);
  expectNone(await reflowProblems(viewer, 'the shared report'));

  // The view is counted in the list; then the link is revoked and refused.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /Share$/ }).click();
  const again = await opened(page.getByRole('dialog', { name: `Share ${live.name}` }));
  await expect(again.getByText(/\d+ views?, last /).first()).toBeVisible();
  await again
    .getByRole('button', { name: /^Revoke the link made/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('Link revoked: it no longer opens.')).toBeVisible();

  await viewer.reload();
  await expect(viewer.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(viewer.getByText(/revoked by the person who shared it/)).toBeVisible();
  expectNone(await violations(viewer, 'the revoked link (320 px)'));
  await stranger.close();
});

/** The Spend tile's figure, as the page shows it. */
const spend = async (page: Page) => {
  const tile = page.getByRole('region', { name: 'Spend' });
  await expect(tile).toContainText(/\$\d/);
  return (await tile.innerText()).split('\n').find((line) => /^\$[\d,.]+$/.test(line.trim()));
};

test("a client admin shares a dashboard of their own by link; anyone opens it and sees its widgets' figures, until it is revoked", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await resumeSession(page, 'admin@acme.test');
  // Named for this run: the dashboard is this test's whatever ran before on the same server.
  const name = `Board pack ${Date.now().toString(36)}`;
  const made = await page.request.post('/api/clients/1/dashboards-custom', {
    headers: await bearer(page),
    data: { name, template: 'overview' },
  });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  await page.goto(`/clients/1/reporting-suite/all/my-dashboards/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await settled(page);
  const figure = await spend(page);
  expect(figure).toBeTruthy();

  await page.getByRole('button', { name: /Share$/ }).click();
  const dialog = await opened(page.getByRole('dialog', { name: `Share ${name}` }));
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Link created: anyone with it can view this dashboard for 7 days.')).toBeVisible();
  const url = await dialog.getByRole('textbox', { name: 'New share link' }).inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await page.mouse.move(0, 0);
  expectNone(await dialogViolations(page, dialog, "the dashboard's Share dialog"));

  const stranger = await browser.newContext({ viewport: WIDTHS.desktop });
  const viewer = await stranger.newPage();
  await viewer.goto(url);
  await expect(viewer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(viewer.getByText(/^Shared by .+ · Acme Outdoor/)).toBeVisible();
  await settled(viewer);
  expect(await spend(viewer)).toBe(figure);
  await expect(viewer.getByRole('button', { name: /Save|Share$|Download PDF|Arrange/ })).toHaveCount(0);
  expectNone(await violations(viewer, `the shared dashboard (${WIDTHS.desktop.width} px)`));
  await viewer.setViewportSize(WIDTHS.phone);
  await settled(viewer);
  expect(await spend(viewer)).toBe(figure);
  expectNone(await reflowProblems(viewer, 'the shared dashboard'));

  const links = await apiGet<{ id: number }[]>(page, `/clients/1/share-links?dashboardId=${id}`);
  // A fresh token: the run's identity tokens live 15 s.
  const revoked = await page.request.delete(`/api/clients/1/share-links/${links[0]!.id}`, {
    headers: await bearer(page),
  });
  expect(revoked.status()).toBe(200);
  await viewer.reload();
  await expect(viewer.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await stranger.close();
});
