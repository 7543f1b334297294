import { expect, test, type Page } from '../support/test';
import { readFile } from 'node:fs/promises';
import { pageAtRest } from '../support/motion';
import { everyRoute, openInApp } from '../support/routes';
import { resumeSession } from '../support/session';
import { bearer } from '../support/hub';

/**
 * The demo crawler: demo mode turned on as an internal user does, then every route of every area in
 * both brands, each dialog opened, each export downloaded, two questions to the assistant. It fails on an error
 * page, on any real value it saw through the API without demo mode (on a page, in a dialog, in a download or in
 * an answer the app received), and on a broken ratio (one answer's figures scaled by more than one factor).
 */
interface Brand {
  name: string;
  host: string;
  clientId: number;
  /**
   * The site's own white label (its name beside its logo, chosen by host name, not data from the API): a client's
   * branded host shows that client's brand in demo mode too; demos are given on the agency's own host.
   */
  label?: string;
}
const BRANDS: Brand[] = [
  { name: 'Beacon', host: 'localhost', clientId: 1 },
  { name: 'Northwind', host: 'northwind.localhost', clientId: 3, label: 'Northwind Fitness' },
];
/** Buttons that open a dialog or drawer without changing anything: opened, read, closed. */
const DIALOG_BUTTONS =
  /^(?:[a-z-]+ )?(Updates|New schedule|History of |Add manual connection|Add report|Add user|Contact your account manager|Contact us about invoice|Notifications$|Switch client)/;
/** Buttons that download an export or a document: each one's file is read. */
// (A button's name starts with its icon's, "download Export CSV", unless it has a name of its own.)
const DOWNLOAD_BUTTONS = /^(?:download )?(Export CSV|Download invoice .* as PDF|Download .+)$/;
const ERROR_PAGE = 'Oops. Something went wrong';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The API at `base`: the test's own requests go to localhost, which Node resolves (Chromium alone resolves *.localhost). */
function apiOf(page: Page, base: string) {
  return async <T>(path: string) =>
    ((await (await page.request.get(`${base}/api${path}`, { headers: await bearer(page) })).json()) as { data: T })
      .data;
}

/** The real values that must never show: names, emails, phones, websites, from the API without demo mode. */
async function realValues(page: Page, clientId: number, base: string): Promise<string[]> {
  const get = apiOf(page, base);
  const values = new Set<string>();
  const take = (rows: unknown, keys: string[]) => {
    for (const row of (Array.isArray(rows) ? rows : [rows]) as Record<string, unknown>[]) {
      for (const key of keys) {
        const value = row[key];
        if (typeof value !== 'string' || value.length <= 3) continue;
        values.add(value);
        // As a file name writes it (`Acme_Outdoor_Media_Plan.csv`).
        if (value.includes(' ')) values.add(value.replace(/[^A-Za-z0-9._-]+/g, '_'));
      }
    }
  };
  take(await get('/clients?pageSize=100'), ['name']);
  take(await get('/users/me'), ['firstName', 'lastName', 'email']);
  take(await get(`/clients/${clientId}/advertisers?pageSize=100`), ['name', 'website']);
  take(await get(`/clients/${clientId}/campaigns?pageSize=100&filter=all`), ['name', 'advertiserName']);
  take(await get(`/clients/${clientId}/team`), ['name', 'email', 'phone']);
  take(await get(`/clients/${clientId}/users?pageSize=100`), ['firstName', 'lastName', 'email']);
  return [...values];
}

/** Every pair of numbers at the same place in the demo answer and the real one. */
function numberPairs(shown: Json, real: Json, at = ''): [string, number, number][] {
  if (typeof shown === 'number' && typeof real === 'number') return [[at, shown, real]];
  if (Array.isArray(shown) && Array.isArray(real) && shown.length === real.length)
    return shown.flatMap((item, i) => numberPairs(item, real[i]!, `${at}[${i}]`));
  if (shown && real && typeof shown === 'object' && typeof real === 'object' && !Array.isArray(shown))
    return Object.keys(shown).flatMap((key) =>
      key in (real as object) ? numberPairs(shown[key]!, (real as Record<string, Json>)[key]!, `${at}.${key}`) : [],
    );
  return [];
}

/** The one factor a demo answer's changed figures were scaled by, or a message naming the figure that breaks it. */
function factorOf(shown: Json, real: Json): { factor: number | null; broken: string | null } {
  const changed = numberPairs(shown, real).filter(([, s, r]) => s !== r && r !== 0);
  if (!changed.length) return { factor: null, broken: null };
  const [, s0, r0] = changed.reduce((a, b) => (Math.abs(b[2]) > Math.abs(a[2]) ? b : a));
  const factor = Math.round(s0 / r0);
  const broken = changed.find(([, s, r]) => Math.abs(s - r * factor) > 0.01 * factor);
  return { factor, broken: broken ? `${broken[0]}: ${broken[1]} is not ${broken[2]} × ${factor}` : null };
}

/** The text a PDF draws (pdfkit writes it as hex strings, simple PDFs as literal strings). */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/<([0-9a-fA-F]+)>\s*Tj|\[([^\]]*)\]\s*TJ|\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
    .map(([, hex, array, literal]) =>
      hex
        ? Buffer.from(hex, 'hex').toString('latin1')
        : array
          ? [...array.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('')
          : literal!,
    )
    .join('');
}

// The two brands' crawls are the run's longest tests and share nothing (each its own browser context and demo
// session): the two workers take one each, so that neither is left to run alone at the end.
test.describe.configure({ mode: 'parallel' });

for (const brand of BRANDS) {
  test(`demo crawler, ${brand.name}: every route, dialog, export and two assistant questions, nothing real`, async ({
    browser,
    baseURL,
  }) => {
    // About a minute a brand on a quiet machine; the shared machine may be far slower.
    test.setTimeout(900_000);
    const origin = baseURL!.replace('localhost', brand.host);
    const context = await browser.newContext({ baseURL: origin, acceptDownloads: true });
    const page = await context.newPage();
    await resumeSession(page, 'admin@beacon.test', `${origin}/`);
    const real = (await realValues(page, brand.clientId, baseURL!)).filter(
      (value) => value !== brand.label && value !== brand.label?.replace(/ /g, '_'),
    );
    expect(real.length).toBeGreaterThan(30);
    const get = apiOf(page, baseURL!);
    const [campaign] = await get<{ id: number; advertiserId: number }[]>(
      `/clients/${brand.clientId}/campaigns?pageSize=1&filter=all`,
    );
    const ids = { campaignId: String(campaign!.id), advertiserId: String(campaign!.advertiserId) };
    const noRealValue = (text: string, where: string) => {
      expect(
        real.find((value) => text.includes(value)),
        `${where} shows a real value`,
      ).toBeUndefined();
    };

    // Demo Mode from the profile menu: the page reloads with the banner, and the controller opens in a new tab.
    await page.goto(`/clients/${brand.clientId}/campaigns`);
    const controllerOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page
      .getByRole('menuitem', { name: /Demo Mode/ })
      .getByText('Demo Mode')
      .click();
    const controller = await controllerOpened;
    // The controller's tab came to the front: the crawl goes on in this one, so it comes back as a person would click
    // it. A tab behind another gets few frames: each transition, dialog and download waited seconds (3.1 min a brand,
    // 54 s once in front).
    await page.bringToFront();
    // The page reloads into demo mode: the whole app starts again.
    await expect(page.getByText('You are browsing in demo mode. Data has been anonymized.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('DEMO', { exact: true })).toBeVisible();

    // Every JSON answer the app receives: no real value in it, and its figures scaled by the client's one factor.
    const answers: { url: string; ok: boolean; body: string }[] = [];
    page.on('response', async (response) => {
      // The one answer left unscrubbed on purpose: the user's own notification credentials, whose email the
      // notification service's hash signs (server/src/domains/demo/demo-scrub.ts, DEMO_EXEMPT_PATHS).
      if (response.url().includes('/api/users/me/notification-connection')) return;
      if (response.url().includes('/api/') && response.headers()['content-type']?.includes('json'))
        answers.push({ url: response.url(), ok: response.ok(), body: await response.text().catch(() => '') });
    });

    const addresses = [
      ...new Set(['/client-select', '/profile', ...(await everyRoute(page, baseURL!, brand.clientId, ids))]),
    ];
    let downloads = 0;
    let dialogs = 0;
    for (const address of addresses) {
      await openInApp(page, address);
      // Its buttons as they stay (an export is enabled once its rows are in, a dialog's button once it can open).
      await pageAtRest(page);
      await expect(page.getByText(ERROR_PAGE), `${address} crashed`).toHaveCount(0);
      noRealValue(await page.locator('body').innerText(), address);

      // Each dialog this page offers, once.
      const buttons = page.getByRole('button', { name: DIALOG_BUTTONS });
      const names = new Set<string>();
      for (const button of await buttons.all()) {
        const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
        const kind = name.replace(/ (of|about invoice) .*/, '');
        if (names.has(kind) || !(await button.isVisible()) || !(await button.isEnabled())) continue;
        names.add(kind);
        await button.click();
        const dialog = page.getByRole('dialog').or(page.locator('.ant-popover:visible'));
        await expect(dialog.first(), `${address}: ${name} opens`).toBeVisible();
        await page.waitForLoadState('networkidle');
        noRealValue(await dialog.first().innerText(), `${address}, dialog ${name}`);
        await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        dialogs += 1;
      }

      // Each kind of download this page offers, once: its name and its content.
      const kinds = new Set<string>();
      for (const button of await page.getByRole('button', { name: DOWNLOAD_BUTTONS }).all()) {
        const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
        // A document by its file's type ("Download brief.pdf"), an invoice's PDF once for all ("Download invoice
        // INV-100033 as PDF": each row's own button).
        const kind = name.startsWith('Export')
          ? name
          : name.replace(/^Download invoice .* as (\w+)$/, 'invoice $1').replace(/^Download .*\.(\w+)$/, '$1');
        if (kinds.has(kind) || !(await button.isVisible()) || !(await button.isEnabled())) continue;
        kinds.add(kind);
        // A download that has not begun within 30 s will not come: fail naming the button, not at the test's end.
        const download = page.waitForEvent('download', { timeout: 30_000 });
        await button.click();
        const file = await download.catch((error: Error) => {
          throw new Error(`${address}: "${name}" started no download (${error.message})`);
        });
        const bytes = await readFile((await file.path())!);
        const text = /\.pdf$/i.test(file.suggestedFilename()) ? pdfText(bytes) : bytes.toString('utf8');
        noRealValue(file.suggestedFilename(), `${address}: the name of ${name}`);
        noRealValue(text, `${address}: ${file.suggestedFilename()}`);
        downloads += 1;
      }
    }

    // Two questions to the assistant, about all advertisers.
    const assistant = addresses.find((address) => address.endsWith('/assistant'))!;
    await page.goto(assistant);
    await page.getByText('All advertisers', { exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    for (const question of ['How many active campaigns do we have?', 'Which invoices are overdue?']) {
      await page.getByRole('textbox', { name: 'Your question' }).fill(question);
      await page.getByRole('button', { name: 'Ask' }).click();
      const answer = page.getByRole('log', { name: 'Messages' }).getByLabel('Answer').last();
      await expect(answer).toContainText('Answered by the built-in engine', { timeout: 30_000 });
      noRealValue(await answer.innerText(), `the answer to "${question}"`);
    }
    noRealValue(await page.locator('body').innerText(), 'the assistant page');

    expect(downloads, 'exports downloaded').toBeGreaterThan(2);
    expect(dialogs, 'dialogs opened').toBeGreaterThan(2);
    expect(answers.length).toBeGreaterThan(5);
    const factors = new Map<number, number>();
    const compared = new Set<string>();
    for (const { url, ok, body } of answers) {
      noRealValue(body, `the answer of ${url}`);
      // Figures: the same question without demo mode; every changed figure by the one factor of the client.
      const path = new URL(url).pathname + new URL(url).search;
      const client = /^\/api\/clients\/(\d+)\/(campaigns|invoices|advertisers)/.exec(path);
      // An answer whose body was gone before it could be read (the page moved on) has nothing to compare.
      if (!ok || !body || !client || path.includes('/files/') || compared.has(path)) continue;
      compared.add(path);
      // The app keeps its short-lived token fresh: the one it holds now.
      const realAnswer = await page.request.get(`${baseURL}${path}`, { headers: await bearer(page) });
      expect(realAnswer.ok(), `${path} without demo mode`).toBe(true);
      const { factor, broken } = factorOf(JSON.parse(body) as Json, (await realAnswer.json()) as Json);
      expect(broken, `${path}: a broken ratio`).toBeNull();
      if (factor === null) continue;
      expect(factor, `${path}: the factor`).toBeGreaterThan(1);
      const clientId = Number(client[1]);
      expect(factors.get(clientId) ?? factor, `${path}: one factor per client`).toBe(factor);
      factors.set(clientId, factor);
    }
    expect(factors.size, 'figures were compared').toBeGreaterThan(0);

    // The controller, in its own tab, lists clients and sends a campaign link back to this window.
    await controller.getByRole('button', { name: 'View Advertisers and Campaigns' }).first().click();
    await controller.getByRole('button', { name: 'Campaign', exact: true }).first().click();
    await expect(page).toHaveURL(/\/clients\/\d+\/campaigns\/\d+\/overview$/);
    noRealValue(await controller.locator('body').innerText(), 'the demo-mode controller');
    await context.close();
  });
}
