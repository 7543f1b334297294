import { expect, type Page } from './test';
import { opened } from './motion';

/** Follows a link of the page to the page it names, and waits for that page's heading. */
export async function followTo(page: Page, name: string) {
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/**
 * Opens the page's "New …" dialog ('New goal') and types a name for this run into it, the server keeping whatever
 * ran before: the open dialog, and the name.
 */
export async function startNew(page: Page, what: string, namePrefix: string) {
  const name = `${namePrefix} ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: `New ${what}` }).click();
  const dialog = await opened(page.getByRole('dialog', { name: `New ${what}` }));
  await dialog.getByLabel('Name').fill(name);
  return { dialog, name };
}

/** Answers the question a dialog asks ('Delete E2E offline sales?') with one of its buttons, once it is open. */
export async function answer(page: Page, question: string, button: string) {
  const dialog = await opened(page.getByRole('dialog', { name: question }));
  await dialog.getByRole('button', { name: button }).click();
}
