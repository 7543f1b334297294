import { clearError } from '@beacon/shared/session';
import { fakeHub, pagedAnswer, type FailureAnswer } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey } from '../features/api-keys/get-api-keys';
import { renderRoute } from '../testing/render-route';
import { fakeClipboard } from '../testing/clipboard';
import { fieldError } from '../testing/refusals';

const SECRET = `bk_live_AbCd${'x'.repeat(39)}`;
const FEED: ApiKey = {
  id: 1,
  name: 'Snowflake nightly',
  clientId: null,
  clientName: null,
  prefix: 'bk_live_Zyxw',
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: 'admin@beacon.test',
  lastUsedAt: '2026-11-24T02:00:00Z',
  revokedAt: null,
};
const OLD: ApiKey = {
  ...FEED,
  id: 2,
  name: 'Old Acme feed',
  clientId: 1,
  clientName: 'Acme Outdoor',
  prefix: 'bk_live_Qrst',
  lastUsedAt: null,
};

let hub: ReturnType<typeof fakeHub>;
let keys: ApiKey[];
let refusal: FailureAnswer | null;
beforeEach(() => {
  clearError();
  keys = [FEED, OLD];
  refusal = null;
  hub = fakeHub({
    '/api-keys': (request) => {
      if (request.method !== 'post') return { data: { data: keys } };
      if (refusal) return refusal;
      const body = JSON.parse(request.data as string) as { name: string; clientId: number | null };
      const created = {
        ...FEED,
        id: 3,
        name: body.name,
        clientId: body.clientId,
        clientName: body.clientId === 1 ? 'Acme Outdoor' : null,
        prefix: SECRET.slice(0, 12),
        lastUsedAt: null,
      };
      keys = [created, ...keys];
      return { status: 201, data: { data: { ...created, key: SECRET } } };
    },
    '/api-keys/2': () => {
      keys = keys.map((k) => (k.id === 2 ? { ...k, revokedAt: '2026-11-25T09:00:00Z' } : k));
      return { data: { data: keys.find((k) => k.id === 2)! } };
    },
    '/clients': pagedAnswer([
      { id: 1, name: 'Acme Outdoor', label: 'Acme Outdoor', apps: [], brand: 'default', website: null },
      { id: 2, name: 'Globex Retail', label: 'Globex Retail', apps: [], brand: 'default', website: null },
    ]),
  });
});
afterEach(() => hub.restore());

const rowOf = async (name: string) => screen.findByRole('row', { name: new RegExp(name) });

it('lists every key with its client, its prefix, its last use and whether it is in service, never the key', async () => {
  renderRoute('/admin/api-keys');
  const feed = await rowOf('Snowflake nightly');
  expect(within(feed).getByText('All clients')).toBeInTheDocument();
  expect(within(feed).getByText('bk_live_Zyxw…')).toBeInTheDocument();
  expect(within(feed).getByText('Active')).toBeInTheDocument();
  expect(within(feed).queryByText('Never')).not.toBeInTheDocument();
  const old = await rowOf('Old Acme feed');
  expect(within(old).getByText('Acme Outdoor')).toBeInTheDocument();
  expect(within(old).getByText('Never')).toBeInTheDocument();
});

it('creates a key for the whole agency and shows it once, with a warning and a copy button', async () => {
  const writeText = fakeClipboard();
  renderRoute('/admin/api-keys');
  fireEvent.click(await screen.findByRole('button', { name: /Create API key/ }));
  const form = await screen.findByRole('dialog', { name: 'Create API key' });
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '  Fivetran load  ' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create' }));

  const shown = await screen.findByRole('dialog', { name: 'API key Fivetran load' });
  const post = hub.requests.find((r) => r.method === 'post')!;
  expect(JSON.parse(post.data as string)).toEqual({ name: 'Fivetran load', clientId: null });
  expect(within(shown).getByText('Copy this key now: it will not be shown again.')).toBeInTheDocument();
  expect(within(shown).getByText(SECRET)).toBeInTheDocument();
  expect(within(shown).getByText('For the whole agency')).toBeInTheDocument();
  fireEvent.click(within(shown).getByRole('button', { name: /Copy key/ }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
  expect(await within(shown).findByRole('button', { name: /Copied/ })).toBeInTheDocument();

  fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  // The list is read again and shows the new key by its prefix only.
  expect(await rowOf('Fivetran load')).toHaveTextContent('bk_live_AbCd…');
});

it("creates a client's key for the client picked from a search", async () => {
  fakeClipboard();
  renderRoute('/admin/api-keys');
  fireEvent.click(await screen.findByRole('button', { name: /Create API key/ }));
  const form = await screen.findByRole('dialog', { name: 'Create API key' });
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Acme warehouse' } });
  const client = within(form).getByRole('combobox', { name: /^Client/ });
  fireEvent.mouseDown(client);
  fireEvent.change(client, { target: { value: 'Acme' } });
  await waitFor(() => expect(hub.requests.some((r) => r.url === '/clients' && r.params?.search === 'Acme')).toBe(true));
  fireEvent.click(await screen.findByTitle('Acme Outdoor'));
  fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
  const shown = await screen.findByRole('dialog', { name: 'API key Acme warehouse' });
  expect(within(shown).getByText('For Acme Outdoor only')).toBeInTheDocument();
  const post = hub.requests.find((r) => r.method === 'post')!;
  expect(JSON.parse(post.data as string)).toEqual({ name: 'Acme warehouse', clientId: 1 });
});

it('asks for a name, and lists what the server refused while the dialog stays open', async () => {
  refusal = fieldError('clientId', 'is not a client');
  renderRoute('/admin/api-keys');
  fireEvent.click(await screen.findByRole('button', { name: /Create API key/ }));
  const form = await screen.findByRole('dialog', { name: 'Create API key' });
  fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
  expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
  expect(hub.requests.some((r) => r.method === 'post')).toBe(false);

  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ghost' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
  expect(await within(form).findByText('Please correct these fields')).toBeInTheDocument();
  expect(within(form).getByText(/is not a client/)).toBeInTheDocument();
});

it('revokes a key only once confirmed, and shows it revoked', async () => {
  renderRoute('/admin/api-keys');
  fireEvent.click(await screen.findByRole('button', { name: 'Revoke Old Acme feed' }));
  const ask = await screen.findByRole('dialog', { name: 'Revoke Old Acme feed?' });
  expect(within(ask).getByText(/bk_live_Qrst… will be refused from now on/)).toBeInTheDocument();
  fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(hub.requests.some((r) => r.method === 'delete')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Revoke Old Acme feed' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(hub.requests.some((r) => r.method === 'delete' && r.url === '/api-keys/2')).toBe(true));
  const old = await rowOf('Old Acme feed');
  await waitFor(() => expect(within(old).getByText(/^Revoked /)).toBeInTheDocument());
  expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
});
