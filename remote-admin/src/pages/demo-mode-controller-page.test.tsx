import { setSignedIn, setSignedOut } from '@beacon/shared/session';
import { aUser, fakeHub } from '@beacon/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { location, renderRoute } from '../testing/render-route';

let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  hub = fakeHub({ '/clients': () => ({ data: { data: [], page: { page: 1, pageSize: 50, total: 0 } } }) });
});
afterEach(() => {
  hub.restore();
  setSignedOut();
});

it('sends a non-internal role to /', async () => {
  setSignedIn(aUser({ role: 'Admin' }));
  renderRoute('/demo-mode-controller');
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(location.pathname).toBe('/');
});

it('shows internal roles the client picker', async () => {
  setSignedIn(aUser({ type: 'INTERNAL', role: 'BeaconStandard', clientId: null, client: null }));
  renderRoute('/demo-mode-controller');
  expect(await screen.findByRole('heading', { name: 'Demo mode controller' })).toBeInTheDocument();
  await waitFor(() => expect(hub.requests.some((r) => r.url === '/clients')).toBe(true));
});
