import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Download, Locator, Page, WebSocket } from '@playwright/test';

/**
 * Playwright's `test`, with one rule added: every browser context a test opens (`browser.newContext()`,
 * `browser.newPage()`) is closed when the test ends. A context left open keeps its app running (token refresh,
 * the notification stream, the registry check) for the rest of the run, loading the one browser every later test
 * shares, and Playwright's failure screenshots take every open page: a later test's failure would show an earlier
 * test's user.
 */
export const test = base.extend<{ closesWhatItOpens: void }>({
  closesWhatItOpens: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
