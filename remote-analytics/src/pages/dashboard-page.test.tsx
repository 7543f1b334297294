import { fakeHub } from '@beacon/shared/testing';
import { useGivenDocumentTitle } from '@beacon/shared/ui';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { analyticsRoutes, DATA_SOURCES } from '../testing/analytics-fixtures';
import { renderRoute } from '../testing/render-route';

let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());

const byWeek = [
  { week: '2026-11-02', clicks: 1200, ctr: 0.0125 },
  { week: '2026-11-09', clicks: 1350, ctr: 0.0131 },
];

/** The title the page gives the browser tab (after the brand's name). */
const tabTitle = () => renderHook(() => useGivenDocumentTitle()).result.current;

type Rows = Record<string, string | number | null>[];

/** The analytics query, answering `rows` (or the rows for its dimensions) for a widget with dimensions, and these totals. */
const queryAnswering =
  (rows: Rows | ((dimensions: string[]) => Rows), totals: Record<string, number>) => (request: { data?: unknown }) => {
    const body = JSON.parse(request.data as string) as { dimensions: string[]; metrics: string[] };
    const answered = typeof rows === 'function' ? rows(body.dimensions) : rows;
    return {
      data: {
        data: {
          tag: 'all',
          dimensions: body.dimensions,
          metrics: body.metrics,
          rows: body.dimensions.length ? answered : [],
          totals,
        },
      },
    };
  };

it("draws the dashboard's widgets from the query, with the data's date", async () => {
  hub = fakeHub({
    ...analyticsRoutes(),
    '/workspaces/12/query': queryAnswering(
      (dimensions) => (dimensions.includes('week') ? byWeek : [{ day: '2026-11-01', spend: 100 }]),
      { spend: 12345.5, impressions: 2500000, clicks: 4100, conversions: 310 },
    ),
  });
  renderRoute('/clients/1/reporting-suite/5/dashboards/dap/40');
  expect(await screen.findByRole('heading', { name: 'Performance overview' })).toBeInTheDocument();
  expect(tabTitle()).toBe('Performance overview');
  // In the brand's colour (the theme's info status), not antd's fixed blue: Northwind's chip is Northwind green.
  expect(await screen.findByText(/^Data as of November 21, 2026/)).toHaveClass('ant-tag-processing');
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
  expect(tabTitle()).toBe('Not found');
});

it('says over which days each widget adds up its figures', async () => {
  hub = fakeHub({ ...analyticsRoutes(), '/workspaces/12/query': queryAnswering(byWeek, { clicks: 2550 }) });
  renderRoute('/clients/1/reporting-suite/5/dashboards/dap/40');
  for (const name of ['Totals', 'All sources: spend by day', 'Clicks and CTR by week']) {
    const widget = await screen.findByRole('region', { name });
    await waitFor(() => expect(widget).toHaveAccessibleDescription('All synced days: Nov 21, 2025 – Nov 20, 2026'));
  }
});

it('says a chart or table without rows has no data yet, instead of drawing its shape', async () => {
  hub = fakeHub({ ...analyticsRoutes(), '/workspaces/12/query': queryAnswering([], { spend: 0 }) });
  renderRoute('/clients/1/reporting-suite/5/dashboards/dap/40');
  for (const name of ['All sources: spend by day', 'Clicks and CTR by week']) {
    const widget = await screen.findByRole('region', { name });
    expect(await within(widget).findByText('No data yet')).toBeInTheDocument();
  }
});

it("shows a new data source's dashboard as empty, saying there is no data yet, not as loading", async () => {
  hub = fakeHub({
    ...analyticsRoutes(),
    '/workspaces/12/data-sources': () => ({
      data: { data: [{ ...DATA_SOURCES[0]!, firstDay: null, lastDay: null, rowCount: 0 }] },
    }),
    '/workspaces/12/query': queryAnswering([], {}),
  });
  renderRoute('/clients/1/reporting-suite/5/dashboards/dap/40');
  expect(await screen.findByRole('heading', { name: 'Performance overview' })).toBeInTheDocument();
  const empty = await screen.findByRole('status');
  expect(empty).toHaveTextContent('No data yet');
  // Said the same way of one source and of all of them ('All connected sources').
  expect(empty).toHaveTextContent(
    'Nothing has synced from All connected sources yet. Figures appear here after the first sync.',
  );
  expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
});
