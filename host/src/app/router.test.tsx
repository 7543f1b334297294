import { CONTRACT_VERSION, type RemoteManifest } from '@beacon/shared/contract';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setArea, useAreasStore, type Area } from '../federation/areas-store';
import { areaRouteObjects, buildRoutes, routingKey } from './router';

jest.mock('../federation/load-areas', () => ({ ensureArea: jest.fn(() => Promise.resolve()), retryArea: jest.fn() }));

let mounts = 0;
function ReturnPage() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <h1>Connecting your account</h1>;
}
const InvoicesPage = () => <h1>Invoices</h1>;

const manifest = (remote: string, path: string, Page: () => React.JSX.Element): RemoteManifest => ({
  remote,
  title: remote,
  contractVersion: CONTRACT_VERSION,
  routes: [{ scope: 'root', path, title: path, page: () => Promise.resolve({ default: Page }) }],
});
const analytics = manifest('analytics', 'oauth-redirect', ReturnPage);
const billing = manifest('billing', 'invoices', InvoicesPage);

const area = (name: string, status: Area['status'], own: RemoteManifest, ready = status === 'ready'): Area => ({
  name,
  version: '1.0.0',
  entry: `/${name}/remoteEntry.js`,
  previewed: false,
  status,
  outline: { ...own, routes: own.routes.map(({ page: _, ...route }) => route) },
  ...(ready ? { manifest: own } : {}),
});

beforeEach(() => {
  mounts = 0;
  useAreasStore.setState({
    started: true,
    areas: { analytics: area('analytics', 'ready', analytics), billing: area('billing', 'loading', billing) },
  });
});

const areas = () => Object.values(useAreasStore.getState().areas) as Area[];

function renderAt(path: string) {
  const { root } = areaRouteObjects(areas());
  render(<RouterProvider router={createMemoryRouter(root, { initialEntries: [path] })} />);
}

it('keeps the page in view mounted once while another area loads, fails or comes back', async () => {
  const key = routingKey(areas());
  renderAt('/oauth-redirect');
  expect(await screen.findByRole('heading', { name: 'Connecting your account' })).toBeInTheDocument();
  act(() => setArea('billing', { status: 'ready', manifest: billing }));
  act(() => setArea('billing', { status: 'unavailable' }));
  act(() => setArea('billing', { status: 'ready', manifest: billing }));
  expect(routingKey(areas())).toBe(key);
  expect(screen.getByRole('heading', { name: 'Connecting your account' })).toBeInTheDocument();
  expect(mounts).toBe(1);
});

it("draws an area's page in place of its loading shape once the area is here, without a new router", async () => {
  renderAt('/invoices');
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  act(() => setArea('billing', { status: 'ready', manifest: billing }));
  expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
});

it('says an area is unavailable on its own routes, with Retry', () => {
  act(() => setArea('billing', { status: 'unavailable' }));
  renderAt('/invoices');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('opens a public route (a share link) signed out, outside the portal', async () => {
  const SharedPage = () => <h1>Shared report</h1>;
  const reporting: RemoteManifest = {
    remote: 'reporting',
    title: 'reporting',
    contractVersion: CONTRACT_VERSION,
    routes: [
      {
        scope: 'root',
        path: 'shared/:token',
        title: 'Shared report',
        public: true,
        page: () => Promise.resolve({ default: SharedPage }),
      },
    ],
  };
  act(() => useAreasStore.setState({ areas: { reporting: area('reporting', 'ready', reporting) } }));
  const router = createMemoryRouter(buildRoutes(areas()), { initialEntries: ['/shared/abc'] });
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Shared report' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/shared/abc');
});
