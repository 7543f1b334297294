import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { analyticsHubPerTest } from './analytics-hub';

/**
 * Picks an account in the account dialog of that name and uses it, as a user does; gives what the page then saved
 * on the connection (the body of its one PUT to `/workspaces/12/connections/<connectionId>`).
 */
export async function pickAccount(
  hub: ReturnType<typeof analyticsHubPerTest>,
  dialogName: string,
  account: string,
  connectionId: string,
): Promise<unknown> {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.click(await within(dialog).findByRole('radio', { name: account }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Use this account' }));
  const url = `/workspaces/12/connections/${connectionId}`;
  await waitFor(() => expect(hub.sent('put', url)).toHaveLength(1));
  return JSON.parse(hub.sent('put', url)[0]!.data as string);
}
