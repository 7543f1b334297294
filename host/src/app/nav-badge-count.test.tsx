import { hubKey, hubQueryOptions } from '@beacon/shared/api';
import { createTestQueryClient, fakeHub, QueryWrapper } from '@beacon/shared/testing';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { NavBadgeCount } from './nav-badge-count';

const OVERDUE = {
  operation: '/clients/{clientId}/invoices/metrics',
  field: 'countOverdue',
  noun: 'overdue',
  tone: 'alert',
} as const;

/** What the billing page reads: the same operation, asked the way every API call file asks. */
function OverdueOnPage() {
  const metrics = useQuery(hubQueryOptions('/clients/{clientId}/invoices/metrics', { path: { clientId: 1 } }));
  return <p>Page: {metrics.data?.countOverdue ?? '…'} overdue</p>;
}

let overdue = 3;
let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  overdue = 3;
  hub = fakeHub({
    '/clients/1/invoices/metrics': () => ({
      data: {
        data: {
          countOverdue: overdue,
          countOpen: 2,
          countPaid: 5,
          totalBalance: 7900.5,
          overdueBalance: 4500,
          totalInvoiced: 12900.5,
        },
      },
    }),
  });
});
afterEach(() => hub.restore());
const metricsRequests = () => hub.requests.filter((r) => r.url === '/clients/1/invoices/metrics').length;

it('shares one request between the drawer badge and the page that shows the same figures', async () => {
  const client = createTestQueryClient();
  const { rerender } = render(
    <QueryWrapper client={client}>
      <NavBadgeCount badge={OVERDUE} clientId={1} />
    </QueryWrapper>,
  );
  expect(await screen.findByLabelText('3 overdue')).toBeInTheDocument();

  // The user opens Billing: the page mounts after the badge drew its count.
  rerender(
    <QueryWrapper client={client}>
      <NavBadgeCount badge={OVERDUE} clientId={1} />
      <OverdueOnPage />
    </QueryWrapper>,
  );
  expect(await screen.findByText('Page: 3 overdue')).toBeInTheDocument();
  expect(metricsRequests()).toBe(1);

  // An invoice is paid and the query refreshes: badge and page change together, with one more request.
  overdue = 2;
  await act(() => client.invalidateQueries({ queryKey: hubKey(OVERDUE.operation, { clientId: 1 }) }));
  expect(await screen.findByLabelText('2 overdue')).toBeInTheDocument();
  expect(screen.getByText('Page: 2 overdue')).toBeInTheDocument();
  expect(metricsRequests()).toBe(2);
});

it('shows nothing when there is nothing overdue', async () => {
  overdue = 0;
  render(
    <QueryWrapper client={createTestQueryClient()}>
      <NavBadgeCount badge={OVERDUE} clientId={1} />
      <OverdueOnPage />
    </QueryWrapper>,
  );
  expect(await screen.findByText('Page: 0 overdue')).toBeInTheDocument();
  expect(screen.queryByLabelText(/overdue/)).not.toBeInTheDocument();
});
