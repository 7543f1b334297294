import { api as thisPage } from '@beacon/shared/api';
import { resetAllStores, setSignedIn } from '@beacon/shared/session';
import {
  aUser,
  createTestQueryClient,
  fakeHub,
  fakeRoutes,
  NOT_FOUND_ANSWER,
  QueryWrapper,
} from '@beacon/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { useClient } from './use-client';
import { useWorkingClientId } from './working-client';

const staff = aUser({ type: 'INTERNAL', role: 'BeaconAdmin', clientId: null, username: 'admin@beacon.test' });
const clientAnswer = (id: number, name: string) => () => ({
  data: { data: { id, name, apps: [], advertiserGroups: [], brand: 'default', website: null } },
});

const answers = fakeRoutes({
  '/clients/1': clientAnswer(1, 'Acme Outdoor'),
  '/clients/2': clientAnswer(2, 'Globex Retail'),
  '/clients/99': () => NOT_FOUND_ANSWER,
});
let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  hub = fakeHub(answers);
});
afterEach(() => {
  hub.restore();
  resetAllStores();
});

/** The working client as the top bar names it, and links to move about as the drawer and the profile menu would. */
function Shows() {
  const navigate = useNavigate();
  const id = useWorkingClientId();
  const client = useClient(id);
  return (
    <>
      <output>{String(id)}</output>
      <h1>{client.status === 'found' ? client.client.name : 'Choose a client'}</h1>
      {['/clients/2/campaigns', '/clients/99/campaigns', '/profile', '/notifications', '/admin/user-management'].map(
        (to) => (
          <button key={to} onClick={() => void navigate(to)}>
            {to}
          </button>
        ),
      )}
    </>
  );
}

const openAt = (path: string) =>
  render(
    <QueryWrapper client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Shows />
      </MemoryRouter>
    </QueryWrapper>,
  );
const go = (to: string) => fireEvent.click(screen.getByRole('button', { name: to }));
const working = () => screen.getByRole('status');
const named = (name: string) => screen.findByRole('heading', { name });
/** What a page of this test reads, each module evaluated anew when asked inside `jest.isolateModulesAsync`. */
const modulesOfAPage = async () => ({
  React: await import('react'),
  dom: await import('react-dom/client'),
  router: await import('react-router'),
  query: await import('@tanstack/react-query'),
  api: await import('@beacon/shared/api'),
  session: await import('@beacon/shared/session'),
  working: await import('./working-client'),
  clients: await import('./use-client'),
});

/**
 * Reloads the tab at `path`: every module is evaluated afresh (nothing stays in memory, the host's own stores
 * included), the tab's sessionStorage stays, the page reads who is signed in again (as loadSession does), and
 * the top bar names the working client.
 */
async function reload(view: ReturnType<typeof openAt>, path: string) {
  view.unmount();
  let page!: Awaited<ReturnType<typeof modulesOfAPage>>;
  await jest.isolateModulesAsync(async () => {
    page = await modulesOfAPage();
  });
  const { React, dom, router, query, api, session, working, clients } = page;
  // The new page's own HTTP client, answered by the same fake hub.
  api.api.defaults.adapter = thisPage.defaults.adapter;
  session.setSignedIn(staff);
  function TopBar() {
    const found = clients.useClient(working.useWorkingClientId());
    return React.createElement('h1', null, found.status === 'found' ? found.client.name : 'Choose a client');
  }
  const tree = React.createElement(
    query.QueryClientProvider,
    { client: new query.QueryClient() },
    React.createElement(router.MemoryRouter, { initialEntries: [path] }, React.createElement(TopBar)),
  );
  const root = dom.createRoot(document.body.appendChild(document.createElement('div')));
  await React.act(async () => root.render(tree));
  return { unmount: () => React.act(() => root.unmount()) };
}

it('is the client in the address, and a client user keeps their own on /profile', () => {
  setSignedIn(aUser({ type: 'STANDARD', clientId: 1 }));
  openAt('/clients/1/campaigns');
  expect(working()).toHaveTextContent('1');
  go('/profile');
  expect(working()).toHaveTextContent('1');
});

it('keeps the client an agency user last worked on, and none before they chose one', async () => {
  setSignedIn(staff);
  openAt('/profile');
  expect(working()).toHaveTextContent('null');
  go('/clients/2/campaigns');
  await named('Globex Retail');
  go('/notifications');
  expect(working()).toHaveTextContent('2');
});

it('keeps the chosen client when agency staff open Administration, after a reload too', async () => {
  setSignedIn(staff);
  const view = openAt('/clients/2/campaigns');
  await named('Globex Retail');
  go('/admin/user-management');
  expect(working()).toHaveTextContent('2');
  const reloaded = await reload(view, '/admin/user-management');
  expect(await named('Globex Retail')).toBeInTheDocument();
  await reloaded.unmount();
});

it('forgets the choice at sign-out: the next person on this tab chooses their own', async () => {
  setSignedIn(staff);
  const view = openAt('/clients/2/campaigns');
  await named('Globex Retail');
  view.unmount();
  act(() => {
    resetAllStores();
    setSignedIn(staff);
  });
  openAt('/admin/user-management');
  expect(await named('Choose a client')).toBeInTheDocument();
});

it('does not take a client out of reach for the chosen one', async () => {
  setSignedIn(staff);
  openAt('/clients/2/campaigns');
  await named('Globex Retail');
  go('/clients/99/campaigns');
  await named('Choose a client');
  go('/admin/user-management');
  expect(await named('Globex Retail')).toBeInTheDocument();
});
