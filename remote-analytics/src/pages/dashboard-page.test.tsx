import { fakeHub } from '@beacon/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { analyticsRoutes } from '../testing/analytics-fixtures';
import { renderRoute } from '../testing/render-route';

let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());

const byWeek = [
  { week: '2026-11-02', clicks: 1200, ctr: 0.0125 },
  { week: '2026-11-09', clicks: 1350, ctr: 0.0131 },
];

it("draws the dashboard's widgets from the query, with the data's date", async () => {
  hub = fakeHub({
    ...analyticsRoutes(),
    '/workspaces/12/query': (request) => {
      const body = JSON.parse(request.data as string) as { dimensions: string[]; metrics: string[] };
      const rows = body.dimensions.includes('week') ? byWeek : [{ day: '2026-11-01', spend: 100 }];
      return {
        data: {
          data: {
            tag: 'all',
            dimensions: body.dimensions,
            metrics: body.metrics,
            rows: body.dimensions.length ? rows : [],
            totals: { spend: 12345.5, impressions: 2500000, clicks: 4100, conversions: 310 },
          },
        },
      };
    },
  });
  renderRoute('/clients/1/reporting-suite/5/dashboards/dap/40');
  expect(await screen.findByRole('heading', { name: 'Performance overview' })).toBeInTheDocument();
  expect(await screen.findByText(/^Data as of November 21, 2026/)).toBeInTheDocument();
  const totals = await screen.findByRole('region', { name: 'Totals' });
  await waitFor(() => expect(totals).toHaveTextContent('$12,345.50'));
  expect(totals).toHaveTextContent('2,500,000');
  const table = await screen.findByRole('region', { name: 'Clicks and CTR by week' });
  expect(await within(table).findByRole('row', { name: '11/09/2026 1,350 1.31%' })).toBeInTheDocument();
  const queries = hub.requests.filter((r) => r.url === '/workspaces/12/query');
  expect(queries.map((r) => r.params)).toEqual([{ tag: 'all' }, { tag: 'all' }, { tag: 'all' }]);
});

it("says 'Not found' for a dashboard the workspace does not have", async () => {
  hub = fakeHub(analyticsRoutes());
  renderRoute('/clients/1/reporting-suite/5/dashboards/dap/999');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
});
