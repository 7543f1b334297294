import { expect, type Page } from '@playwright/test';
import { opened } from './motion';
import { newestMail, outboxToken } from './session';

// Accounts of a test's own, for tests that change an account (its password, its name, its terms, a lock, a
// sign-out everywhere): the seeded accounts stay as docs/accounts.md lists them, whatever ran before.

export type InternalRole = 'BeaconAdmin' | 'BeaconStandard' | 'PartnerSolutions';
export type ClientRole = 'Admin' | 'REPORTING_ONLY' | 'FRANCHISEE';
export type AccountOf =
  | { role: InternalRole }
  | { role: ClientRole; clientId: number; advertiserIds?: number[]; advertiserGroupIds?: number[] };

/**
 * How far the account has come: `invited` has only the temporary password of its invitation mail, `terms` has set
 * its own password but not accepted the terms of use yet, `ready` has done both, as a seeded account has.
 */
export type AccountStage = 'invited' | 'terms' | 'ready';

export interface PrivateAccount {
  email: string;
  /** The password it signs in with: the temporary one while `invited`. */
  password: string;
  firstName: string;
  lastName: string;
}

export const PRIVATE_PASSWORD = 'Own-Account-2026!';
let made = 0;

/**
 * A new user for this test alone, invited by admin@beacon.test through the hub API as the admin screens do, then
 * (unless `invited`) brought through the new-password page and the terms of use in a browser context of its own,
 * as the person would. Lands nowhere: sign it in with `signIn(page, account.email, account.password)`.
 */
export async function privateAccount(
  page: Page,
  of: AccountOf,
  stage: AccountStage = 'ready',
): Promise<PrivateAccount> {
  made += 1;
  // The worker's index too: two files run at once, each worker counting its own accounts.
  const tag = `${Date.now().toString(36)}-${process.env.TEST_PARALLEL_INDEX ?? 0}-${made}`;
  const account = {
    email: `e2e.${of.role.toLowerCase().replace(/_/g, '-')}.${tag}@${'clientId' in of ? 'client' : 'beacon'}.test`,
    firstName: 'Test',
    lastName: `Person ${tag}`,
  };
  const path = 'clientId' in of ? `/api/clients/${of.clientId}/users` : '/api/internal-users';
  const body = 'clientId' in of ? { ...account, ...of, clientId: undefined } : { ...account, role: of.role };
  const created = await page.request.post(path, {
    headers: { authorization: `Bearer ${await outboxToken(page)}` },
    data: body,
  });
  expect(created.status(), `${path}: ${await created.text()}`).toBe(201);
  const temporary = /temporary password is (\S+)/.exec((await newestMail(page, account.email)).text)?.[1];
  if (!temporary) throw new Error(`no temporary password mailed to ${account.email}`);
  if (stage === 'invited') return { ...account, password: temporary };

  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to sign the new account up in');
  const context = await browser.newContext();
  try {
    const person = await context.newPage();
    await person.goto('/auth/login');
    await person.getByLabel('Email').fill(account.email);
    await person.getByLabel('Password').fill(temporary);
    await person.getByRole('button', { name: 'Sign in' }).click();
    await expect(person).toHaveURL(/\/auth\/new-password\?username=/);
    await person.getByLabel('Temporary password').fill(temporary);
    await person.getByLabel('New password', { exact: true }).fill(PRIVATE_PASSWORD);
    await person.getByLabel('Confirm new password').fill(PRIVATE_PASSWORD);
    await person.getByRole('button', { name: 'Set password' }).click();
    await expect(person).toHaveURL(/\/terms-of-use$/);
    if (stage === 'ready') {
      await acceptTheTerms(person);
      await expect(person).not.toHaveURL(/\/terms-of-use$/);
    }
  } finally {
    await context.close();
  }
  return { ...account, password: PRIVATE_PASSWORD };
}

/**
 * On /terms-of-use, accepts the terms as a person does: once the welcome dialog has finished opening (a click that
 * lands while its zoom still runs can be lost), Continue.
 */
export async function acceptTheTerms(page: Page): Promise<void> {
  const welcome = await opened(page.getByRole('dialog', { name: /^Welcome to / }));
  await welcome.getByRole('button', { name: 'Continue' }).click();
}
