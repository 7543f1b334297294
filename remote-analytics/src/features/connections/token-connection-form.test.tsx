import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONNECTIONS, connection } from '../../testing/analytics-fixtures';
import { pickAccount } from '../../testing/account-picker';
import { analyticsHubPerTest } from '../../testing/analytics-hub';
import { renderRoute } from '../../testing/render-route';

const PAGE = '/clients/1/reporting-suite/5/data-connections';
const TOKEN_PATH = '/workspaces/12/connections/token';
const hub = analyticsHubPerTest();

const ttd = connection({
  id: 9,
  connectionId: 'c-ttd',
  sourceType: 'THE_TRADE_DESK',
  sourceName: 'The Trade Desk',
  name: 'The Trade Desk (Partner acmprt1)',
  authType: 'token',
  accountId: null,
  accountName: null,
  manualConnectionId: null,
  hasTokens: true,
  lastSyncAt: null,
});
const ADVERTISERS = [
  { id: 'adv0001', name: 'Trailhead Gear' },
  { id: 'adv0002', name: 'Summit Supply' },
];

/** Connect, then The Trade Desk from the menu: the token dialog. */
async function openTokenDialog() {
  renderRoute(PAGE);
  const connect = await screen.findByRole('button', { name: /Connect/ });
  await waitFor(() => expect(connect).toBeEnabled());
  fireEvent.click(connect);
  fireEvent.click(await screen.findByRole('menuitem', { name: 'The Trade Desk' }));
  return screen.findByRole('dialog', { name: 'Connect The Trade Desk' });
}

it('connects The Trade Desk with a pasted API token, then offers its advertisers and starts the sync of the one picked', async () => {
  hub.start({
    [TOKEN_PATH]: () => ({ status: 201, data: { data: { connection: ttd, accounts: ADVERTISERS } } }),
    '/workspaces/12/connections': () => ({ data: { data: [...CONNECTIONS, ttd] } }),
    '/accounts': () => ({ data: { data: ADVERTISERS } }),
    '/workspaces/12/connections/c-ttd': () => ({ data: { data: ttd } }),
  });
  const dialog = await openTokenDialog();
  fireEvent.change(within(dialog).getByLabelText('API token'), { target: { value: '  ttd-token-123  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
  await waitFor(() => expect(hub.sent('post', TOKEN_PATH)).toHaveLength(1));
  expect(JSON.parse(hub.sent('post', TOKEN_PATH)[0]!.data as string)).toEqual({
    sourceType: 'THE_TRADE_DESK',
    token: 'ttd-token-123',
  });
  const saved = await pickAccount(hub, 'Choose The Trade Desk account', 'Summit Supply (adv0002)', 'c-ttd');
  expect(saved).toEqual({ accountId: 'adv0002', accountName: 'Summit Supply', sync: true });
  expect(hub.sent('get', '/accounts')[0]?.params).toEqual({ sourceType: 'THE_TRADE_DESK', connectionId: 'c-ttd' });
});

it("shows The Trade Desk's own words when it refuses the token, and keeps the dialog open to try another", async () => {
  const message =
    'The Trade Desk refused this API token: The Trade Desk: Authentication failed: the TTD-Auth token is missing, invalid or expired. (HTTP 401)';
  hub.start({
    [TOKEN_PATH]: () => ({
      status: 400,
      data: {
        status: 400,
        error: 'Bad Request',
        message,
        fields: [{ field: 'token', message: 'is refused by The Trade Desk' }],
      },
    }),
  });
  const dialog = await openTokenDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
  expect(await within(dialog).findByText('Paste the API token')).toBeInTheDocument();
  expect(hub.sent('post', TOKEN_PATH)).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('API token'), { target: { value: 'revoked-token' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('dialog', { name: 'Connect The Trade Desk' })).toBeVisible();
});
