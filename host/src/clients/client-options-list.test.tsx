import { createTestQueryClient, QueryWrapper, type fakeHub } from '@beacon/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Input } from 'antd';
import { useState } from 'react';
import { clientsHub, clientsNamed } from '../testing/clients-hub';
import { ClientOptionsList } from './client-options-list';

const clients = clientsNamed(Array.from({ length: 130 }, (_, i) => `Client ${String(i + 1).padStart(3, '0')}`));

let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  hub = clientsHub(clients);
});
afterEach(() => hub.restore());

function Picker() {
  const [search, setSearch] = useState('');
  return (
    <App>
      <Input aria-label="Search clients" value={search} onChange={(e) => setSearch(e.target.value)} />
      <ClientOptionsList search={search} renderClient={(client) => <span>{client.label}</span>} />
    </App>
  );
}

const renderPicker = () =>
  render(
    <QueryWrapper client={createTestQueryClient()}>
      <Picker />
    </QueryWrapper>,
  );

it('shows the first 50 of 130 clients, and the rest on "Show more clients"', async () => {
  renderPicker();
  expect(await screen.findByText('Client 001')).toBeInTheDocument();
  expect(screen.getByText('50 of 130 clients')).toBeInTheDocument();
  expect(screen.queryByText('Client 130')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Show more clients' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Show more clients' }));
  expect(await screen.findByText('Client 130')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more clients' })).not.toBeInTheDocument();
});

it('asks the server for a search, and says No Results Found when nothing matches', async () => {
  renderPicker();
  await screen.findByText('Client 001');
  fireEvent.change(screen.getByRole('textbox', { name: 'Search clients' }), { target: { value: 'client 129' } });
  expect(await screen.findByText('Client 129')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Client 001')).not.toBeInTheDocument());
  expect(hub.requests.some((r) => r.params?.search === 'client 129')).toBe(true);
  fireEvent.change(screen.getByRole('textbox', { name: 'Search clients' }), { target: { value: 'nobody' } });
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
});
