import { setSignedIn, setSignedOut } from '@beacon/shared/session';
import { aUser, createTestQueryClient, QueryWrapper, type fakeHub } from '@beacon/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { clientsHub, clientsNamed } from '../testing/clients-hub';
import { ClientSwitcher } from './client-switcher';

const clients = clientsNamed(['Acme Outdoor', 'Globex Retail', 'Northwind Fitness']);

let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  hub = clientsHub(clients);
  act(() => setSignedIn(aUser({ id: 9, type: 'INTERNAL', role: 'BeaconStandard', clientId: null })));
});
afterEach(() => {
  hub.restore();
  act(() => setSignedOut());
});

/** Where the browser is, as the address bar shows it. */
function AddressBar() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function switcher() {
  render(
    <QueryWrapper client={createTestQueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/clients/1/campaigns']}>
          <ClientSwitcher current={clients[0]!} />
          <AddressBar />
        </MemoryRouter>
      </App>
    </QueryWrapper>,
  );
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

it('takes the only client left by the search on Enter, even when Enter comes before the answer', async () => {
  switcher();
  fireEvent.click(screen.getByRole('button', { name: /Acme Outdoor/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Switch client' });
  expect(await within(dialog).findByRole('link', { name: 'Globex Retail' })).toBeInTheDocument();
  const search = within(dialog).getByRole('searchbox', { name: 'Search clients' });
  fireEvent.change(search, { target: { value: 'glob' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(address()).toBe('/clients/2/campaigns'));
});

it('stays open on Enter when the search leaves more than one client', async () => {
  switcher();
  fireEvent.click(screen.getByRole('button', { name: /Acme Outdoor/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Switch client' });
  const search = within(dialog).getByRole('searchbox', { name: 'Search clients' });
  fireEvent.change(search, { target: { value: 'o' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Globex Retail' })).toBeInTheDocument());
  await waitFor(() => expect(hub.requests.at(-1)!.params).toMatchObject({ search: 'o' }));
  expect(await within(dialog).findByRole('link', { name: 'Northwind Fitness' })).toBeInTheDocument();
  expect(address()).toBe('/clients/1/campaigns');
});
