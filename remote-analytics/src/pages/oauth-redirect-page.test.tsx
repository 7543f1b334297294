import { fakeHub } from '@beacon/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { rememberOAuth } from '../features/connections/oauth-return';
import { analyticsRoutes, connection } from '../testing/analytics-fixtures';
import { location, renderRoute } from '../testing/render-route';

let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());
beforeEach(() => sessionStorage.clear());

const RETURN = '/clients/1/reporting-suite/5/data-connections';
const here = () => `${location.pathname}${location.search}`;
/** The analytics API's answer to the code: the connection it made, and the new token. */
const madeConnection = (connectionId: string, sourceType: 'META_ADS' | 'QUICKBOOKS_ONLINE') => () => ({
  status: 201 as const,
  data: {
    data: { connection: metaAds(connectionId), accessToken: 't', accounts: [], sourceType, expiresInSeconds: 3600 },
  },
});
const completions = () => hub.requests.filter((r) => r.url === '/oauth/credentials');
/** The connection the analytics API makes when the ad platform sends the person back. */
const metaAds = (connectionId: string) =>
  connection({
    id: 3,
    connectionId,
    sourceType: 'META_ADS',
    sourceName: 'Meta Ads',
    name: 'Meta Ads',
    authType: 'oauth',
    accountId: null,
    accountName: null,
    manualConnectionId: null,
    hasTokens: true,
    tokenExpiresAt: '2026-11-21T07:00:00Z',
    lastSyncAt: null,
  });

it('completes the connection with the code and goes back to the page that started it, naming the connection', async () => {
  hub = fakeHub({ ...analyticsRoutes(), '/oauth/credentials': madeConnection('c-meta', 'META_ADS') });
  rememberOAuth('st-1', { sourceType: 'META_ADS', returnTo: RETURN });
  renderRoute('/oauth-redirect?code=abc&state=st-1&iss=http%3A%2F%2Flocalhost%2Foauth-provider');
  await waitFor(() => expect(here()).toBe(`${RETURN}?connected=c-meta`));
  const call = completions()[0]!;
  expect(call.baseURL).toBe('/analytics');
  expect(call.params).toEqual({
    sourceType: 'META_ADS',
    redirectUrl: 'http://localhost/oauth-redirect',
    code: 'abc',
    state: 'st-1',
    iss: 'http://localhost/oauth-provider',
  });
  expect(sessionStorage.getItem('beacon.oauth.st-1')).toBeNull();
});

it("passes on the company QuickBooks Online names beside the code (Intuit's realmId)", async () => {
  hub = fakeHub({ ...analyticsRoutes(), '/oauth/credentials': madeConnection('c-books', 'QUICKBOOKS_ONLINE') });
  rememberOAuth('st-2', { sourceType: 'QUICKBOOKS_ONLINE', returnTo: RETURN });
  renderRoute('/oauth-redirect?code=abc&state=st-2&realmId=9130357');
  await waitFor(() => expect(here()).toBe(`${RETURN}?connected=c-books`));
  expect(completions()[0]!.params).toMatchObject({ sourceType: 'QUICKBOOKS_ONLINE', code: 'abc', realmId: '9130357' });
});

it('says so when the person refused at the ad platform, and leads back', async () => {
  hub = fakeHub(analyticsRoutes());
  rememberOAuth('st-2', { sourceType: 'GOOGLE_ADS', returnTo: RETURN });
  renderRoute(
    '/oauth-redirect?error=access_denied&error_description=The%20person%20did%20not%20allow%20Beacon&state=st-2',
  );
  expect(await screen.findByText('The account was not connected')).toBeInTheDocument();
  expect(screen.getByText('The person did not allow Beacon')).toBeInTheDocument();
  screen.getByRole('button', { name: 'Back to data connections' }).click();
  await waitFor(() => expect(here()).toBe(RETURN));
  expect(completions()).toHaveLength(0);
});

it('refuses a return it did not start: no call, no redirect elsewhere', async () => {
  hub = fakeHub({});
  sessionStorage.setItem('beacon.oauth.st-3', JSON.stringify({ sourceType: 'META_ADS', returnTo: '//evil.test/x' }));
  renderRoute('/oauth-redirect?code=abc&state=st-3');
  expect(await screen.findByText('This connection was not started here')).toBeInTheDocument();
  expect(hub.requests).toHaveLength(0);
});

it('completes the connection though the page is mounted again in the same visit (the area mounting first)', async () => {
  hub = fakeHub({ ...analyticsRoutes(), '/oauth/credentials': madeConnection('c-again', 'META_ADS') });
  rememberOAuth('st-4', { sourceType: 'META_ADS', returnTo: RETURN });
  const first = renderRoute('/oauth-redirect?code=abc&state=st-4');
  expect(await screen.findByText('Connecting your account')).toBeInTheDocument();
  first.unmount();
  renderRoute('/oauth-redirect?code=abc&state=st-4');
  await waitFor(() => expect(here()).toBe(`${RETURN}?connected=c-again`));
  expect(screen.queryByText('This connection was not started here')).not.toBeInTheDocument();
});
