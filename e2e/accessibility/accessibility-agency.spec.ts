import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { opened } from '../support/motion';
import { openInApp } from '../support/routes';
import {
  dialogViolations,
  expectEveryRouteClean,
  expectNone,
  settled,
  violations,
  visitorFor,
  WIDTHS,
} from './accessibility-scan';

// WCAG 2.2 AA (axe-core) for agency staff: the client picker, the administration pages, a client's user
// management, and the client switcher dialog, at a laptop's and a phone's width; and the switch made with the
// keyboard alone.

const agency = visitorFor('admin@beacon.test');

const ROUTES = [
  { path: '/client-select' },
  { path: '/agency-overview' },
  { path: '/admin/user-management', tabs: true },
  { path: '/admin/cc-dash-check', tabs: true },
  { path: '/admin/releases' },
  { path: '/admin/api-keys' },
  { path: '/demo-mode-controller' },
  { path: '/clients/2/user-management' },
  { path: '/clients/2/campaigns' },
  { path: '/profile' },
];

test('every agency page passes WCAG 2.2 AA at 1366 and 320 px', async () => {
  test.setTimeout(300_000);
  await expectEveryRouteClean(agency().page, ROUTES);
});

test('switching client with the keyboard alone: the shortcut, the search, Enter on the only match', async () => {
  const { page } = agency();
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto('/clients/1/campaigns');
  await settled(page);
  await page.keyboard.press('Control+Alt+P');
  const dialog = await opened(page.getByRole('dialog', { name: 'Switch client' }));
  const search = dialog.getByRole('searchbox', { name: 'Search clients' });
  await expect(search).toBeFocused();
  await search.pressSequentially('Globex');
  await expect(dialog.getByRole('link')).toHaveCount(1);
  expectNone(await violations(page, 'client switcher open'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/clients\/2\//);
});

/**
 * An error of the reporting suite with its session replay, reported to the product's own intake as @sentry/react
 * reports them (two envelopes: the replay's first segment, rrweb's page header and snapshot of a page; then the error
 * naming the replay), on a release of the test's own (`0.0.0-a11y…`, served to nobody, so no canary reads it).
 */
async function reportErrorWithReplay(page: Page, message: string): Promise<void> {
  const config = (await (await page.request.get('/config.json')).json()) as { observability: { sentryDsn: string } };
  const dsn = new URL(config.observability.sentryDsn);
  const url = `${dsn.origin}${dsn.pathname.replace(/\/(\d+)$/, '/api/$1/envelope/')}?sentry_key=${dsn.username}`;
  const replayId = randomBytes(16).toString('hex');
  const at = Date.now();
  const text = (id: number, textContent: string) => ({ type: 3, textContent, id });
  const element = (id: number, tagName: string, childNodes: object[], attributes = {}) => ({
    type: 2,
    tagName,
    attributes,
    childNodes,
    id,
  });
  const events = [
    { type: 4, data: { href: `${dsn.origin}/clients/1/reporting-suite`, width: 1024, height: 640 }, timestamp: at },
    {
      type: 2,
      data: {
        node: {
          type: 0,
          id: 1,
          childNodes: [
            { type: 1, name: 'html', publicId: '', systemId: '', id: 2 },
            element(
              3,
              'html',
              [
                element(4, 'head', [element(5, 'title', [text(6, 'Beacon')])]),
                element(7, 'body', [element(8, 'main', [element(9, 'h1', [text(10, '********* *****')])])]),
              ],
              { lang: 'en' },
            ),
          ],
        },
        initialOffset: { left: 0, top: 0 },
      },
      timestamp: at + 1,
    },
  ];
  const recording = Buffer.from(`{"segment_id":0}\n${JSON.stringify(events)}`);
  const replay = Buffer.concat([
    Buffer.from(`${JSON.stringify({ event_id: replayId, dsn: dsn.href })}\n`),
    Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: recording.length })}\n`),
    recording,
  ]);
  expect((await page.request.post(url, { data: replay })).status()).toBe(200);
  const eventId = randomBytes(16).toString('hex');
  const error = [
    { event_id: eventId, dsn: dsn.href },
    { type: 'event' },
    {
      event_id: eventId,
      release: `reporting@0.0.0-a11y${Date.now().toString(36)}`,
      tags: { route: '/clients/1/reporting-suite', brand: 'beacon' },
      contexts: { replay: { replay_id: replayId } },
      exception: { values: [{ type: 'Error', value: message }] },
    },
  ]
    .map((part) => JSON.stringify(part))
    .join('\n');
  expect((await page.request.post(url, { data: error, headers: { 'content-type': 'text/plain' } })).status()).toBe(200);
}

test("a release's newest errors and an error's session replay pass, and the focus comes back from the replay", async () => {
  const { page } = agency();
  const message = `An error for the accessibility scan ${Date.now().toString(36)}`;
  await reportErrorWithReplay(page, message);
  await page.setViewportSize(WIDTHS.desktop);
  await openInApp(page, '/admin/releases');
  await settled(page);
  const reporting = page.getByRole('region', { name: 'Reporting Suite' });
  await reporting.getByRole('button', { name: /Newest errors/ }).click();
  const error = reporting.getByRole('listitem').filter({ hasText: message });
  const watch = error.getByRole('button', { name: 'Watch replay' });
  await expect(watch).toBeVisible();
  const found: string[] = [];
  for (const width of ['phone', 'desktop'] as const) {
    await page.setViewportSize(WIDTHS[width]);
    await settled(page);
    found.push(...(await violations(page, `the Releases page, newest errors open (${WIDTHS[width].width} px)`)));
  }
  await watch.click();
  const dialog = page.getByRole('dialog', { name: 'Session replay' });
  // The recorded page is drawn (rrweb's player, in a frame of its own, named). What the frame shows is a picture of
  // another page, scripts off (axe cannot run in it): the dialog around it is scanned.
  const frame = (await opened(dialog)).locator('iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('title', 'The recorded page');
  found.push(...(await dialogViolations(page, dialog, 'the session replay open', ['.replayer-wrapper iframe'])));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(watch, 'the focus is back on Watch replay once the replay closes').toBeFocused();
  expectNone(found);
});
