import { clearError } from '@beacon/shared/session';
import { fakeHub } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';

const CHECKS = {
  page: { page: 1, pageSize: 12, total: 1 },
  checkedAt: '2026-11-22T10:00:00Z',
  clients: [
    {
      clientId: 1,
      clientName: 'Acme Outdoor',
      workspaces: 1,
      connections: [
        {
          id: 1,
          connectionId: 'conn-1-META_ADS',
          name: 'Meta Ads',
          sourceType: 'META_ADS',
          workspaceName: 'Acme Outdoor Workspace',
          health: 'expired',
          expiresAt: '2026-01-01T00:00:00Z',
          lastSyncedAt: null,
          problem: null,
        },
      ],
      dashboards: [
        {
          id: 2,
          name: 'Paid Social Performance',
          dataSource: 'META_ADS',
          answers: false,
          reason: 'Its META_ADS connection is expired',
          lastSyncedAt: null,
        },
      ],
    },
  ],
};

let hub: ReturnType<typeof fakeHub>;
const fetches: string[] = [];
beforeEach(() => {
  clearError();
  hub = fakeHub({ '/admin-checks/dashboards': () => ({ data: { data: CHECKS } }) });
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const address = String(url);
    fetches.push(address);
    const body =
      address === '/remotes.json'
        ? { remotes: [{ name: 'billing', version: '1.0.0-abc', entry: '/remotes/billing/1.0.0-abc/mf-manifest.json' }] }
        : { exposes: [{ path: './manifest' }] };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
});
afterEach(() => hub.restore());

it('says which dashboards answer, which connections expired, which remotes answer; Re-check asks again', async () => {
  renderRoute('/admin/cc-dash-check');
  const acme = await screen.findByRole('region', { name: 'Acme Outdoor' });
  expect(within(acme).getByText('0 of 1 dashboards answer · 0 of 1 connections healthy')).toBeInTheDocument();
  expect(within(acme).getByText('Does not answer')).toBeInTheDocument();
  expect(within(acme).getByText('Its META_ADS connection is expired')).toBeInTheDocument();
  expect(within(acme).getByText('Expired')).toBeInTheDocument();
  const remotes = await screen.findByRole('table', { name: 'Remotes' });
  expect(await within(remotes).findByText('Answers')).toBeInTheDocument();
  const reads = hub.requests.length;
  fireEvent.click(screen.getByRole('button', { name: /Re-check/ }));
  await waitFor(() => expect(hub.requests.length).toBeGreaterThan(reads));
  await waitFor(() => expect(fetches.filter((f) => f === '/remotes.json').length).toBe(2));
});

it('lists what to look at first, and every check on request', async () => {
  const healthy = {
    ...CHECKS.clients[0]!.dashboards[0]!,
    id: 3,
    name: 'Search Performance',
    answers: true,
    reason: null,
  };
  hub.restore();
  hub = fakeHub({
    '/admin-checks/dashboards': () => ({
      data: {
        data: {
          ...CHECKS,
          clients: [{ ...CHECKS.clients[0]!, dashboards: [...CHECKS.clients[0]!.dashboards, healthy] }],
        },
      },
    }),
  });
  renderRoute('/admin/cc-dash-check');
  const acme = await screen.findByRole('region', { name: 'Acme Outdoor' });
  expect(within(acme).getByText('Paid Social Performance')).toBeInTheDocument();
  expect(within(acme).queryByText('Search Performance')).not.toBeInTheDocument();
  fireEvent.click(within(acme).getByRole('button', { name: 'Show all 3 checks' }));
  expect(within(acme).getByText('Search Performance')).toBeInTheDocument();
  fireEvent.click(within(acme).getByRole('button', { name: 'Show only what to look at' }));
  expect(within(acme).queryByText('Search Performance')).not.toBeInTheDocument();
});

it('shows a page of clients at a time; the pager and the search ask the server for theirs', async () => {
  const client = (id: number, clientName: string) => ({ ...CHECKS.clients[0]!, clientId: id, clientName });
  // Fourteen clients by name: twelve on the first page, two on the second.
  const names = ['Acme Outdoor', 'Northwind Fitness', ...Array.from({ length: 12 }, (_, i) => `Zeta ${i + 10}`)];
  hub.restore();
  hub = fakeHub({
    '/admin-checks/dashboards': (request) => {
      const {
        page = 1,
        pageSize = 12,
        search,
      } = request.params as { page?: number; pageSize?: number; search?: string };
      const found = names.filter((name) => !search || name.toLowerCase().includes(search.toLowerCase()));
      const rows = found.slice((page - 1) * pageSize, page * pageSize).map((name, i) => client(i + 1, name));
      return { data: { data: { ...CHECKS, clients: rows, page: { page, pageSize, total: found.length } } } };
    },
  });
  renderRoute('/admin/cc-dash-check');
  expect(await screen.findByText('Acme Outdoor')).toBeInTheDocument();
  expect(screen.getByText('14 clients')).toBeInTheDocument();
  expect(screen.queryByText('Zeta 21')).not.toBeInTheDocument();
  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('Zeta 21')).toBeInTheDocument();
  expect(screen.queryByText('Acme Outdoor')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'north' } });
  await waitFor(() => expect(screen.queryByText('Zeta 10')).not.toBeInTheDocument());
  expect(screen.getByText('Northwind Fitness')).toBeInTheDocument();
  expect(screen.queryByText('Acme Outdoor')).not.toBeInTheDocument();
  expect(hub.requests.some((r) => r.params?.search === 'north' && r.params?.page === 1)).toBe(true);
});
