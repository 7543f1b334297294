import type { HubBody } from '@beacon/shared/api';
import { useErrorStore } from '@beacon/shared/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN, PACING, UPDATES } from '../testing/campaign-fixtures';
import { ADFIRE, CUSTOM_REPORTS } from '../testing/document-fixtures';
import { fakeHubPerTest, NOT_FOUND_ANSWER, pagedAnswer } from '@beacon/shared/testing';
import { location, renderRoute } from '../testing/render-route';

type NewReport = HubBody<'/clients/{clientId}/campaigns/{campaignId}/custom-reports'>;
const hub = fakeHubPerTest({
  '/clients/1/campaigns/11': () => ({ data: { data: CAMPAIGN } }),
  '/clients/1/campaigns/11/pacing': () => ({ data: { data: PACING } }),
  '/clients/1/campaigns/11/updates': pagedAnswer(UPDATES),
  '/clients/1/campaigns/11/custom-reports': (request) =>
    request.method === 'post'
      ? {
          status: 201,
          data: { data: { ...CUSTOM_REPORTS[0]!, id: 6, ...(JSON.parse(request.data as string) as NewReport) } },
        }
      : { data: { data: CUSTOM_REPORTS } },
  '/clients/1/campaigns/11/custom-reports/5': () => ({ status: 204 }),
  '/clients/1/campaigns/11/adfire': () => ({ data: { data: ADFIRE } }),
  '/clients/1/campaigns/11/proven-process': () => ({
    data: {
      data: [
        {
          id: 1,
          position: 1,
          name: 'Kickoff Call',
          status: 'COMPLETE',
          owner: 'Account Manager',
          completedAt: '2026-02-20T00:00:00Z',
        },
      ],
    },
  }),
});

it('shows the overview: the figures the server computed and the pacing to yesterday', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns/11');
  expect(await screen.findByRole('heading', { name: 'Trailhead Gear Spring Launch 2026' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Budget' })).toHaveTextContent('$50,000');
  expect(screen.getByRole('region', { name: 'Delivered' })).toHaveTextContent('$30,125.50');
  expect(screen.getByRole('region', { name: 'Rate' })).toHaveTextContent('$12.50');
  // Booked, not delivered: the spec's CPM rule, and said so.
  expect(screen.getByRole('region', { name: 'Booked impressions' })).toHaveTextContent('4,000,000');
  expect(screen.getByRole('region', { name: 'Booked impressions' })).toHaveTextContent('Booked: budget ÷ rate × 1,000');
  expect(screen.getByRole('region', { name: 'Days remaining' })).toHaveTextContent('20');
  const pacing = screen.getByRole('region', { name: 'Pacing' });
  expect(await within(pacing).findByText(/79\.19%/)).toBeInTheDocument();
  expect(pacing).toHaveTextContent('through 05/10/2026');
  expect(pacing).toHaveTextContent('$30,125.50 delivered of $38,043.48 expected');
  expect(pacing).toHaveTextContent('Data as of 05/09/2026');
  expect(screen.getByRole('link', { name: 'Trailhead Gear' })).toHaveAttribute(
    'href',
    '/clients/1/advertisers/1/overview',
  );
});

it('shows a rate as a percentage for FLAT_RATE, and the blocker reason of a blocked campaign', async () => {
  hub.start({
    '/clients/1/campaigns/11': () => ({
      data: {
        data: {
          ...CAMPAIGN,
          status: 'Blocked',
          rateType: 'FLAT_RATE',
          rate: 15,
          impressions: 0,
          blocker: { reason: 'Creative pending approval' },
        },
      },
    }),
  });
  renderRoute('/clients/1/campaigns/11/overview');
  expect(await screen.findByText('Creative pending approval')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Rate' })).toHaveTextContent('15.00%');
  expect(screen.getByRole('region', { name: 'Rate' })).toHaveTextContent('Flat rate');
  expect(screen.getByRole('region', { name: 'Booked impressions' })).toHaveTextContent('None booked at a flat rate');
});

it.each([
  ['a campaign id that is not an integer', '/clients/1/campaigns/abc/overview'],
  ['a campaign out of reach', '/clients/1/campaigns/99/overview'],
  ['an unknown tab', '/clients/1/campaigns/11/nothing'],
])("shows 'Not found' for %s, without a banner", async (_, path) => {
  hub.start({ '/clients/1/campaigns/99': () => NOT_FOUND_ANSWER });
  renderRoute(path);
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
});

it('opens the updates drawer from ?openUpdates=true, newest first', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns/11/overview?openUpdates=true');
  const drawer = await screen.findByRole('dialog', { name: 'Campaign updates' });
  await within(drawer).findByText('Raised bids on the best region.');
  const items = within(drawer).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    expect.stringContaining('Raised bids'),
    expect.stringContaining('Campaign launched'),
  ]);
  fireEvent.click(within(drawer).getByRole('button', { name: /Close/ }));
  await waitFor(() => expect(location.search).toBe(''));
});

it('switches tabs by address: proven process and adfire monitoring', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns/11/overview');
  fireEvent.click(await screen.findByRole('tab', { name: 'Proven process' }));
  await waitFor(() => expect(location.pathname).toBe('/clients/1/campaigns/11/proven-process'));
  expect(await screen.findByText('Kickoff Call')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Adfire' }));
  const adfire = await screen.findByRole('region', { name: 'Adfire monitoring' });
  expect(await within(adfire).findByText('1 of 2 days with anomalies, 05/08/2026 to 05/09/2026.')).toBeInTheDocument();
  expect(within(adfire).getByRole('row', { name: /05\/09\/2026/ })).toHaveTextContent('No delivery');
});

it('the proven process says which step is in progress, after the steps done', async () => {
  hub.start({
    '/clients/1/campaigns/11/proven-process': () => ({
      data: {
        data: [
          {
            id: 5,
            position: 5,
            name: 'Launch',
            status: 'COMPLETE',
            owner: 'Campaign Manager',
            completedAt: '2026-05-01T00:00:00Z',
          },
          {
            id: 6,
            position: 6,
            name: 'Mid-Flight Optimization',
            status: 'IN_PROGRESS',
            owner: 'Media Analyst',
            completedAt: null,
          },
          {
            id: 7,
            position: 7,
            name: 'Wrap Report',
            status: 'NOT_STARTED',
            owner: 'Account Manager',
            completedAt: null,
          },
        ],
      },
    }),
  });
  renderRoute('/clients/1/campaigns/11/proven-process');
  const process = await screen.findByRole('region', { name: 'Proven process' });
  expect(await within(process).findByText('Campaign Manager · Completed 05/01/2026')).toBeInTheDocument();
  expect(within(process).getByText('Media Analyst · In progress')).toBeInTheDocument();
  expect(within(process).getByText('Account Manager')).toBeInTheDocument();
});

it('adds a custom report to the list and deletes one by id', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns/11/custom-reports');
  const panel = await screen.findByRole('region', { name: 'Custom reports' });
  expect(await within(panel).findByRole('link', { name: 'Brand Lift Study' })).toHaveAttribute(
    'href',
    'https://reports.example/brand-lift',
  );
  fireEvent.click(within(panel).getByRole('button', { name: /Add report/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a custom report' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Footfall' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address' }), {
    target: { value: 'https://reports.example/footfall' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add report' }));
  expect(await within(panel).findByRole('link', { name: 'Footfall' })).toBeInTheDocument();
  fireEvent.click(within(panel).getByRole('button', { name: 'Delete Brand Lift Study' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(within(panel).queryByRole('link', { name: 'Brand Lift Study' })).toBeNull());
  expect(hub.requests.some((r) => r.method === 'delete' && r.url === '/clients/1/campaigns/11/custom-reports/5')).toBe(
    true,
  );
});

it('does not offer to add or delete reports to a reporting-only user', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns/11/custom-reports', { role: 'REPORTING_ONLY' });
  const panel = await screen.findByRole('region', { name: 'Custom reports' });
  await within(panel).findByRole('link', { name: 'Brand Lift Study' });
  expect(within(panel).queryByRole('button', { name: /Add report/ })).toBeNull();
  expect(within(panel).queryByRole('button', { name: /Delete/ })).toBeNull();
});
