import { chooseClient, clearError, setSignedIn, setSignedOut, useSessionStore } from '@beacon/shared/session';
import { aUser, fakeHub, pagedAnswer, type FailureAnswer } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClientBrand } from '../features/brands/client-brand';
import { badRequest } from '../testing/refusals';
import { renderRoute } from '../testing/render-route';

const SAVED: ClientBrand = {
  clientId: 1,
  name: 'Acme Outdoor',
  palette: ['#0b7285', '#1f4e79', '#a6611a', '#6c5ce7', '#2b8a3e', '#c92a2a', '#5c6b7a'],
  ink: '#1b2b1f',
  loginBackground: { kind: 'colour', colour: '#1b2b1f' },
  hosts: ['portal.acme.test'],
  logoUrl: null,
  backgroundUrl: null,
  updatedBy: 'admin@beacon.test',
  updatedAt: '2026-12-01T10:00:00Z',
};

let hub: ReturnType<typeof fakeHub>;
let brands: Record<number, ClientBrand | null>;
let refusal: FailureAnswer | null;
const CLIENTS = [
  { id: 1, name: 'Acme Outdoor', label: 'Acme Outdoor', apps: [], brand: 'default', website: null },
  { id: 2, name: 'Globex Retail', label: 'Globex Retail', apps: [], brand: 'default', website: null },
];
beforeEach(() => {
  clearError();
  // Beacon's admin, in a fresh tab: no client chosen yet.
  sessionStorage.clear();
  setSignedOut();
  setSignedIn(
    aUser({ username: 'admin@beacon.test', type: 'INTERNAL', role: 'BeaconAdmin', clientId: null, client: null }),
  );
  brands = { 1: null, 2: SAVED };
  refusal = null;
  const brandOf = (clientId: number) => (request: { method?: string; data?: unknown }) => {
    if (request.method === 'get') return { data: { data: brands[clientId] ?? null } };
    if (refusal) return refusal;
    const saved = { ...SAVED, ...(JSON.parse(request.data as string) as ClientBrand), clientId };
    brands[clientId] = saved;
    return { data: { data: saved } };
  };
  hub = fakeHub({
    '/clients': pagedAnswer(CLIENTS),
    '/clients/1': () => ({ data: { data: { ...CLIENTS[0]!, advertiserGroups: [] } } }),
    '/clients/2': () => ({ data: { data: { ...CLIENTS[1]!, advertiserGroups: [] } } }),
    '/clients/1/brand': brandOf(1),
    '/clients/2/brand': brandOf(2),
    '/clients/2/brand/logo': () => {
      const saved = { ...SAVED, logoUrl: '/brand-images/2/logo?v=2' };
      brands[2] = saved;
      return { data: { data: saved } };
    },
  });
});
afterEach(() => hub.restore());

async function pickClient(name: string) {
  renderRoute('/admin/brands');
  const client = await screen.findByRole('combobox', { name: 'Client' });
  fireEvent.mouseDown(client);
  fireEvent.click(await screen.findByTitle(name));
}

it("opens on the client the header works for, and a client picked here becomes the header's", async () => {
  chooseClient(2);
  renderRoute('/admin/brands');
  expect(await screen.findByText('Last saved by admin@beacon.test.')).toBeInTheDocument();
  const client = screen.getByRole('combobox', { name: 'Client' });
  expect(client.closest('.ant-select')).toHaveTextContent('Globex Retail');

  fireEvent.mouseDown(client);
  fireEvent.click(await screen.findByTitle('Acme Outdoor'));
  expect(await screen.findByText(/Acme Outdoor shows a built-in brand/)).toBeInTheDocument();
  expect(useSessionStore.getState().chosenClientId).toBe(1);
});

it('asks for a client when the header works for none', async () => {
  renderRoute('/admin/brands');
  const client = await screen.findByRole('combobox', { name: 'Client' });
  expect(client.closest('.ant-select')).toHaveTextContent('Choose a client');
  expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
});

it('starts a client without a brand from colours that pass, and checks each colour in words as it is chosen', async () => {
  await pickClient('Acme Outdoor');
  expect(await screen.findByText(/Acme Outdoor shows a built-in brand/)).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Acme Outdoor');
  const primary = screen.getByRole('group', { name: 'Colour 1 (primary)' });
  expect(within(primary).getByText(/^5\.58:1 for white text on the primary colour: passes AA/)).toBeInTheDocument();

  fireEvent.change(within(primary).getByLabelText('Colour 1 (primary) hex value'), { target: { value: '#ffff00' } });
  expect(
    within(primary).getByText('1.07:1 for white text on the primary colour: fails AA (4.5:1 needed)'),
  ).toBeInTheDocument();
  fireEvent.change(within(primary).getByLabelText('Colour 1 (primary) hex value'), { target: { value: 'yellow' } });
  expect(within(primary).getByText('Use a colour written as #rrggbb.')).toBeInTheDocument();
  expect(screen.getByText('Save the brand first, then upload its logo.')).toBeInTheDocument();
  expect(screen.getByLabelText('Logo')).toBeDisabled();
});

it('saves the brand with its host names and says so', async () => {
  await pickClient('Acme Outdoor');
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Acme Trails' } });
  fireEvent.click(screen.getByRole('button', { name: /Add host name/ }));
  fireEvent.change(screen.getByLabelText('Host name 1'), { target: { value: 'trails.acme.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
  expect(await screen.findByText('Brand saved. Its host names show it on their next page load.')).toBeInTheDocument();
  const put = hub.requests.find((r) => r.method === 'put')!;
  expect(JSON.parse(put.data as string)).toMatchObject({
    name: 'Acme Trails',
    hosts: ['trails.acme.test'],
    loginBackground: { kind: 'gradient', angle: 150, stops: [1, 0] },
  });
});

it("shows the server's refusals under the fields they name", async () => {
  refusal = badRequest('A host name belongs to another client', [
    { field: 'hosts.0', message: 'portal.acme.test already shows the brand of Globex Retail' },
    { field: 'ink', message: '2.10:1 for white text on the drawer and the sign-in panel: fails AA (4.5:1 needed)' },
  ]);
  await pickClient('Globex Retail');
  expect(await screen.findByText('Last saved by admin@beacon.test.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
  const host = await screen.findByText('portal.acme.test already shows the brand of Globex Retail');
  expect(screen.getByLabelText('Host name 1')).toHaveAttribute('aria-describedby', host.id);
  const ink = screen.getByRole('group', { name: 'Ink' });
  expect(within(ink).getByText(/^2\.10:1 for white text on the drawer/)).toBeInTheDocument();
});

it("uploads a saved brand's logo and shows it in the form and the preview", async () => {
  await pickClient('Globex Retail');
  const logo = await screen.findByLabelText('Logo');
  const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
  fireEvent.change(logo, { target: { files: [file] } });
  expect(await screen.findByText('Logo uploaded.')).toBeInTheDocument();
  const post = hub.requests.find((r) => r.method === 'post')!;
  expect((post.data as FormData).get('logo')).toBeInstanceOf(File);
  await waitFor(() => expect(screen.getByAltText('Logo preview')).toHaveAttribute('src', '/brand-images/2/logo?v=2'));
});
