import { actFor } from '@beacon/shared/analytics-api';
import { setSignedIn, setSignedOut, useErrorStore } from '@beacon/shared/session';
import { aUser, type FakeAnswer, NOT_FOUND_ANSWER } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consentPage } from '../features/connections/leave-for-consent';
import { CONNECTIONS, connection, DASHBOARDS, WORKSPACE } from '../testing/analytics-fixtures';
import { pickAccount } from '../testing/account-picker';
import { analyticsHubPerTest } from '../testing/analytics-hub';
import { renderRoute } from '../testing/render-route';

const PAGE = '/clients/1/reporting-suite/5/data-connections';
const hub = analyticsHubPerTest();

beforeEach(() => {
  sessionStorage.clear();
});

it("opens the advertiser's workspace (made on the first visit) with its connections, dashboards and data sources", async () => {
  hub.start();
  renderRoute(PAGE);
  expect(await screen.findByRole('heading', { name: 'Data connections' })).toBeInTheDocument();
  const connections = within(await screen.findByRole('region', { name: 'Connections' }));
  const dsp = await connections.findByRole('row', { name: /DSP \(The Trade Desk, Xandr\).*Connected/ });
  expect(within(dsp).getByText('Connected')).toBeInTheDocument();
  expect(within(dsp).getByText(/November 21, 2026/)).toBeInTheDocument();
  const google = connections.getByRole('row', { name: /Google Ads \(previous sign-in\)/ });
  expect(within(google).getByText('Expired')).toBeInTheDocument();
  expect(within(google).getByText('Never synced')).toBeInTheDocument();
  expect(within(google).getByText('Sign in again to keep this source up to date')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Performance overview' })).toHaveAttribute(
    'href',
    '/clients/1/reporting-suite/5/dashboards/dap/40',
  );
  expect(screen.getByText('All connected sources')).toBeInTheDocument();
  expect(hub.sent('post', '/workspaces')[0]?.params).toEqual({ 'alternate-id': 'advertiser:5' });
  expect(hub.sent('post', '/workspaces')[0]?.baseURL).toBe('/analytics');
});

it('connects Meta Ads: asks for the consent address, leaves what /oauth-redirect needs, and goes there', async () => {
  hub.start({
    '/oauth/url': () => ({
      data: { data: { url: 'http://provider.test/auth?x=1', state: 'st-1', expiresInSeconds: 900 } },
    }),
  });
  const open = jest.spyOn(consentPage, 'open').mockImplementation(() => undefined);
  renderRoute(PAGE);
  const connect = await screen.findByRole('button', { name: /Connect/ });
  await waitFor(() => expect(connect).toBeEnabled());
  fireEvent.click(connect);
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Meta Ads' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('http://provider.test/auth?x=1'));
  expect(hub.sent('get', '/oauth/url')[0]?.params).toEqual({
    sourceType: 'META_ADS',
    workspaceId: 12,
    redirectUrl: 'http://localhost/oauth-redirect',
  });
  expect(JSON.parse(sessionStorage.getItem('beacon.oauth.st-1')!)).toEqual({ sourceType: 'META_ADS', returnTo: PAGE });
  open.mockRestore();
});

it('back from the consent page, offers the ad accounts of the new connection and saves the one picked', async () => {
  const meta = connection({
    id: 3,
    connectionId: 'c-meta',
    sourceType: 'META_ADS',
    sourceName: 'Meta Ads',
    name: 'Meta Ads (ads.manager@example.test)',
    authType: 'oauth',
    accountId: 'act_1',
    accountName: 'Meta Ads main account',
  });
  hub.start({
    '/workspaces/12/connections': () => ({ data: { data: [...CONNECTIONS, meta] } }),
    '/accounts': () => ({
      data: {
        data: [
          { id: 'act_1', name: 'Meta Ads main account' },
          { id: 'act_2', name: 'Meta Ads brand account' },
        ],
      },
    }),
    '/workspaces/12/connections/c-meta': () => ({ data: { data: meta } }),
  });
  renderRoute(`${PAGE}?connected=c-meta`);
  const saved = await pickAccount(hub, 'Choose the Meta Ads account', 'Meta Ads brand account (act_2)', 'c-meta');
  expect(saved).toEqual({ accountId: 'act_2', accountName: 'Meta Ads brand account', sync: true });
  expect(hub.sent('get', '/accounts')[0]?.params).toEqual({ sourceType: 'META_ADS', connectionId: 'c-meta' });
});

it('purges a connection only after the user confirms', async () => {
  hub.start({ '/workspaces/12/connections/conn-12-dsp/purge': () => ({ data: { data: CONNECTIONS[0]! } }) });
  renderRoute(PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Purge DSP (The Trade Desk, Xandr)' }));
  const confirm = await screen.findByRole('dialog', { name: /Purge DSP/ });
  expect(hub.sent('post', '/workspaces/12/connections/conn-12-dsp/purge')).toHaveLength(0);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Purge' }));
  await waitFor(() => expect(hub.sent('post', '/workspaces/12/connections/conn-12-dsp/purge')).toHaveLength(1));
  // The list is read again.
  await waitFor(() => expect(hub.sent('get', '/workspaces/12/connections').length).toBeGreaterThan(1));
});

it('deletes the workspace only after the user confirms, then opens the empty one in its place', async () => {
  hub.start({ '/workspaces/12': () => ({ status: 204 }) });
  renderRoute(PAGE);
  fireEvent.click(await screen.findByRole('button', { name: /delete Delete workspace/ }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete Trailhead Gear Workspace?' });
  expect(confirm).toHaveTextContent('are deleted for everyone');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(hub.sent('delete', '/workspaces/12')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: /delete Delete workspace/ }));
  const again = await screen.findByRole('dialog', { name: 'Delete Trailhead Gear Workspace?' });
  fireEvent.click(within(again).getByRole('button', { name: 'Delete workspace' }));
  await waitFor(() => expect(hub.sent('delete', '/workspaces/12')).toHaveLength(1));
  expect(await screen.findByText('Trailhead Gear Workspace was deleted.')).toBeInTheDocument();
  // The page asks for the advertiser's workspace again (made anew, empty).
  await waitFor(() => expect(hub.sent('post', '/workspaces').length).toBeGreaterThan(1));
});

it('shows a read-only role the connections without anything to change', async () => {
  hub.start({ '/workspaces': () => ({ data: { data: { ...WORKSPACE, canChange: false } } }) });
  renderRoute(PAGE);
  const connections = within(await screen.findByRole('region', { name: 'Connections' }));
  expect(await connections.findByRole('row', { name: /DSP \(The Trade Desk, Xandr\).*Connected/ })).toBeInTheDocument();
  expect(await screen.findByText('Offline sales')).toBeInTheDocument();
  for (const name of [
    /Connect/,
    /Delete workspace/,
    'Add manual connection',
    /^Purge /,
    /^Remove /,
    /^Link /,
    /^Edit /,
  ])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
});

it('links an unlinked manual connection', async () => {
  hub.start({ '/workspaces/12/connections/create': () => ({ status: 201, data: { data: CONNECTIONS[0]! } }) });
  renderRoute(PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Link Offline sales' }));
  await waitFor(() => expect(hub.sent('post', '/workspaces/12/connections/create')).toHaveLength(1));
  expect(JSON.parse(hub.sent('post', '/workspaces/12/connections/create')[0]!.data as string)).toEqual({
    manualConnectionId: 2,
  });
});

it('shows the dashboard a newly linked source brings, without a reload', async () => {
  let linked = false;
  const offline = { ...DASHBOARDS[0]!, id: 44, name: 'Offline data (CSV) performance', dataSource: 'csv_upload' };
  hub.start({
    '/workspaces/12/connections/create': () => {
      linked = true;
      return { status: 201, data: { data: CONNECTIONS[0]! } };
    },
    '/workspaces/12/dashboards': () => ({ data: { data: linked ? [...DASHBOARDS, offline] : DASHBOARDS } }),
  });
  renderRoute(PAGE);
  expect(await screen.findByRole('link', { name: 'Performance overview' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Offline data (CSV) performance' })).not.toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Link Offline sales' }));
  expect(await screen.findByRole('link', { name: 'Offline data (CSV) performance' })).toHaveAttribute(
    'href',
    '/clients/1/reporting-suite/5/dashboards/dap/44',
  );
});

it("shows 'Not found' for an advertiser out of reach, without a banner, and nothing while access is pending", async () => {
  type Answer = FakeAnswer<'/clients/1/advertisers/5'>;
  let answer: (value: Answer) => void = () => undefined;
  hub.start({
    '/clients/1/advertisers/5': () =>
      new Promise<Answer>((resolve) => {
        answer = resolve;
      }),
  });
  renderRoute(PAGE);
  await waitFor(() => expect(hub.sent('get', '/clients/1/advertisers/5')).toHaveLength(1));
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  answer(NOT_FOUND_ANSWER);
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
  expect(hub.sent('post', '/workspaces')).toHaveLength(0);
});

describe('agency staff acting for a client user', () => {
  const REPORTS = aUser({
    id: 5,
    username: 'reports@acme.test',
    email: 'reports@acme.test',
    firstName: 'Riley',
    lastName: 'Reports',
    role: 'REPORTING_ONLY',
  });
  afterEach(() => {
    actFor(null);
    setSignedOut();
  });

  it('sends X-Impersonated-By on every analytics call once staff choose whom to act for, and never to the hub', async () => {
    setSignedIn(aUser({ type: 'INTERNAL', role: 'BeaconStandard', clientId: null }));
    hub.start({
      '/clients/1/users': () => ({ data: { data: [REPORTS], page: { page: 1, pageSize: 100, total: 1 } } }),
    });
    renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Connections' });
    await waitFor(() => expect(hub.sent('post', '/workspaces')).toHaveLength(1));
    expect(hub.sent('post', '/workspaces')[0]!.headers['X-Impersonated-By']).toBeUndefined();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Act for' }));
    fireEvent.click(await screen.findByTitle('Acting for Riley Reports (reports@acme.test)'));
    await waitFor(() => expect(hub.sent('post', '/workspaces').length).toBeGreaterThan(1));
    expect(hub.sent('post', '/workspaces').at(-1)!.headers['X-Impersonated-By']).toBe('reports@acme.test');
    expect(hub.sent('get', '/clients/1/users')[0]!.headers['X-Impersonated-By']).toBeUndefined();
  });

  it('is offered to agency staff only', async () => {
    hub.start();
    renderRoute(PAGE);
    await screen.findByRole('region', { name: 'Connections' });
    expect(screen.queryByRole('combobox', { name: 'Act for' })).not.toBeInTheDocument();
    expect(hub.sent('get', '/clients/1/users')).toHaveLength(0);
  });
});
