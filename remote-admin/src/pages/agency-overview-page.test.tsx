import { clearError } from '@beacon/shared/session';
import { fakeHub } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgencyOverview } from '../features/agency-overview/get-agency-overview';
import { renderRoute } from '../testing/render-route';

const OVERVIEW: AgencyOverview = {
  range: 'Last 30 days',
  over: { startDate: '2026-11-03', endDate: '2026-12-02' },
  clients: [
    {
      clientId: 1,
      name: 'Acme Outdoor',
      brand: 'default',
      spend: 796923,
      liveCampaigns: 15,
      campaignsAtRisk: [{ campaignId: 12, name: 'Trailhead Spring', pacing: 0.72, risk: 'behind' }],
      overdueBalance: 820080,
      overdueInvoices: 26,
      openAlerts: 2,
    },
    {
      clientId: 3,
      name: 'Northwind Fitness',
      brand: 'northwind',
      spend: 751943.78,
      liveCampaigns: 9,
      campaignsAtRisk: [],
      overdueBalance: 0,
      overdueInvoices: 0,
      openAlerts: 0,
    },
  ],
};

let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  clearError();
  hub = fakeHub({
    '/agency/overview': (request) => ({
      data: { data: { ...OVERVIEW, range: (request.params as { range?: string } | undefined)?.range ?? '' } },
    }),
  });
});
afterEach(() => hub.restore());

it("shows every client's spend, pacing risks, overdue balance and open alerts, each client opening its portal", async () => {
  renderRoute('/agency-overview');
  const acme = await screen.findByRole('row', { name: /Acme Outdoor/ });
  expect(within(acme).getByRole('link', { name: 'Acme Outdoor' })).toHaveAttribute('href', '/clients/1');
  expect(acme).toHaveTextContent('$796,923');
  expect(acme).toHaveTextContent('1 of 15 live');
  expect(acme).toHaveTextContent('Trailhead Spring 72.00%, behind plan');
  expect(within(acme).getByRole('link', { name: 'Trailhead Spring' })).toHaveAttribute(
    'href',
    '/clients/1/campaigns/12/overview',
  );
  expect(within(acme).getByRole('link', { name: /\$820,080 \(26 invoices\)/ })).toHaveAttribute(
    'href',
    '/clients/1/billing',
  );
  const northwind = screen.getByRole('row', { name: /Northwind Fitness/ });
  expect(northwind).toHaveTextContent('None of 9 live');
  expect(screen.getByText(/Spend from .*2026; pacing to yesterday/)).toBeInTheDocument();
});

it('reads spend over another range when one is chosen', async () => {
  renderRoute('/agency-overview');
  await screen.findByRole('row', { name: /Acme Outdoor/ });
  fireEvent.mouseDown(screen.getByLabelText('Spend over'));
  fireEvent.click(await screen.findByTitle('MTD'));
  await waitFor(() =>
    expect(hub.requests.some((r) => (r.params as { range?: string } | undefined)?.range === 'MTD')).toBe(true),
  );
  expect(await screen.findByRole('columnheader', { name: /Spend, MTD/ })).toBeInTheDocument();
});
