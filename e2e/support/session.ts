import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Beacon-Demo-2026!';

/**
 * Signs in through the login page, as a person does, and waits until the app has left it. A page that has
 * opened a guarded address waits for the app's own redirect, which carries the requested path.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, from = '/auth/login'): Promise<void> {
  if (page.url() === 'about:blank' || from !== '/auth/login') await page.goto(from);
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** The identity token Amplify keeps for the signed-in user. */
export async function storedIdToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
    );
    return key ? localStorage.getItem(key) : null;
  });
}

/** The newest mail the product sent to an address, from the development outbox. */
export async function newestMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  const response = await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  if (!messages[0]) throw new Error(`no mail to ${to}`);
  return messages[0];
}
