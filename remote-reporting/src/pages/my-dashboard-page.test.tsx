import { clearError, setSignedIn } from '@beacon/shared/session';
import { aUser, CATALOGUE_SNAPSHOT, fakeHub } from '@beacon/shared/testing';
import { useGivenDocumentTitle } from '@beacon/shared/ui';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { CustomDashboard } from '../features/custom-dashboards/custom-dashboards-api';
import { aCustomDashboard } from '../testing/dashboard-fixtures';
import { renderRoute } from '../testing/render-route';
import { widgetAnswer } from '../testing/reporting-fixtures';

// The chart library draws on a canvas jsdom lacks: the widgets' charts are not drawn here.
jest.mock('@ant-design/charts', () => ({ Line: () => null, Column: () => null, DualAxes: () => null }));

const DASHBOARD = aCustomDashboard({
  widgets: [
    { id: 'kpis', kind: 'kpi', title: 'Headline figures', metrics: ['spend', 'clicks'] },
    {
      id: 'platforms',
      kind: 'table',
      title: 'Platforms',
      metrics: ['impressions'],
      dimension: 'platform',
      range: 'MTD',
    },
  ],
  layout: [
    { i: 'platforms', x: 0, y: 2, w: 12, h: 4 },
    { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
  ],
});
let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());
const serve = (dashboard: CustomDashboard = DASHBOARD) => {
  clearError();
  setSignedIn(aUser({ role: 'Admin' }));
  hub = fakeHub({
    '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
    '/clients/1/dashboards-custom/3': (request) =>
      request.method === 'put'
        ? { data: { data: { ...DASHBOARD, ...JSON.parse(String(request.data)) } } }
        : { data: { data: dashboard } },
    '/clients/1/dashboards-custom': () => ({ data: { data: [] } }),
    '/clients/1/share-links': (request) =>
      request.method === 'post'
        ? { status: 201, data: { data: { id: 9, url: 'https://portal.example/shared/dash' } } }
        : { data: { data: [] } },
    '/clients/1/campaign-reports/query': (request) => {
      const body = JSON.parse(String(request.data)) as { queries: string[] };
      return body.queries.includes('breakdown')
        ? widgetAnswer({ breakdown: [{ platform: 'META', impressions: 1200 }] })
        : widgetAnswer({ totals: [{ spend: 250, clicks: 40 }], previousTotals: [{ spend: 200, clicks: 40 }] });
    },
  });
};
// A loading tile's skeleton is an empty heading too: only the widgets' titles count.
const headings = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter(Boolean);
const queries = () =>
  hub.requests.filter((r) => r.url?.endsWith('/campaign-reports/query')).map((r) => JSON.parse(String(r.data)));

it("shows the widgets in reading order, each asking the report query with its own range or the dashboard's", async () => {
  serve();
  renderRoute('/clients/1/reporting-suite/all/my-dashboards/3');
  expect(await screen.findByRole('heading', { name: 'Acme at a glance' })).toBeInTheDocument();
  // The browser tab is titled by the dashboard's name (after the brand's), not 'Dashboard'.
  expect(renderHook(() => useGivenDocumentTitle()).result.current).toBe('Acme at a glance');
  expect(headings()).toEqual(['Headline figures', 'Platforms']);
  expect(await screen.findByRole('region', { name: 'Spend' })).toHaveTextContent('$250');
  expect(await screen.findByRole('row', { name: /Meta/ })).toHaveTextContent('1,200');
  await waitFor(() => expect(queries()).toHaveLength(2));
  // The grid settling the saved layout on arrival changes nothing.
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  expect(queries()).toEqual(
    expect.arrayContaining([
      { dateRangeChoice: 'Last 30 days', queries: ['totals', 'previousTotals'] },
      { dateRangeChoice: 'MTD', groupBy: ['platform'], queries: ['breakdown'] },
    ]),
  );
});

it('arranges a widget from the keyboard, says what it did, and saves the dashboard whole', async () => {
  serve();
  renderRoute('/clients/1/reporting-suite/all/my-dashboards/3');
  fireEvent.click(await screen.findByRole('button', { name: 'Arrange Platforms' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Move up' }));
  await waitFor(() => expect(headings()).toEqual(['Platforms', 'Headline figures']));
  expect(screen.getByRole('status')).toHaveTextContent('Platforms moved up.');
  // The menu is gone and the widget moved in the page: the focus is back on its Arrange button, for the next move.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Arrange Platforms' })).toHaveFocus());
  fireEvent.click(screen.getByRole('button', { name: 'Remove Headline figures' }));
  expect(headings()).toEqual(['Platforms']);
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(hub.requests.some((r) => r.method === 'put')).toBe(true));
  const put = JSON.parse(String(hub.requests.find((r) => r.method === 'put')!.data));
  expect(put.widgets.map((w: { id: string }) => w.id)).toEqual(['platforms']);
  expect(put.layout).toEqual([{ i: 'platforms', x: 0, y: 0, w: 12, h: 4 }]);
  expect(await screen.findByText('Dashboard saved.')).toBeInTheDocument();
});

it('saves where a widget was dragged to by its title bar, through the grid library', async () => {
  // jsdom lays nothing out: the grid's items are given the offset parent a browser gives them (their grid).
  const offsetParent = jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.parentElement;
  });
  serve();
  renderRoute('/clients/1/reporting-suite/all/my-dashboards/3');
  const title = await screen.findByRole('heading', { name: 'Platforms', level: 3 });
  const bar = title.closest<HTMLElement>('.bcn-widget-bar')!;
  fireEvent.mouseDown(bar, { button: 0, clientX: 40, clientY: 300 });
  fireEvent.mouseMove(document, { clientX: 40, clientY: 100 });
  fireEvent.mouseUp(document, { clientX: 40, clientY: 100 });
  await waitFor(() => expect(headings()).toEqual(['Platforms', 'Headline figures']));
  expect(screen.getByRole('status')).toHaveTextContent('Platforms moved.');
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(hub.requests.some((r) => r.method === 'put')).toBe(true));
  const put = JSON.parse(String(hub.requests.find((r) => r.method === 'put')!.data));
  expect(put.layout).toEqual(
    expect.arrayContaining([
      { i: 'platforms', x: 0, y: 0, w: 12, h: 4 },
      { i: 'kpis', x: 0, y: 4, w: 12, h: 2 },
    ]),
  );
  expect(put.layout).toHaveLength(2);
  offsetParent.mockRestore();
});

it('adds a widget from the dialog, which asks for what its kind needs', async () => {
  serve();
  renderRoute('/clients/1/reporting-suite/all/my-dashboards/3');
  fireEvent.click(await screen.findByRole('button', { name: /Add widget/ }));
  // antd names every dialog's title 'test-id' under test, as the page's other parts: the dialog is the only one.
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Add widget');
  fireEvent.mouseDown(within(dialog).getByLabelText('Kind'));
  fireEvent.click(await screen.findByTitle('Bars by a dimension'));
  fireEvent.mouseDown(await within(dialog).findByLabelText('Metrics'));
  fireEvent.click(await screen.findByTitle('Clicks'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add widget' }));
  expect(await within(dialog).findByText('Choose what it is grouped by.')).toBeInTheDocument();
  fireEvent.mouseDown(within(dialog).getByLabelText('Grouped by'));
  fireEvent.click(await screen.findByTitle('Channel'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add widget' }));
  await waitFor(() => expect(headings()).toEqual(['Headline figures', 'Platforms', 'Clicks']));
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
});

it("shows another's shared dashboard read only, and another's private one as not found", async () => {
  serve({ ...DASHBOARD, shared: true, editable: false });
  const { unmount } = renderRoute('/clients/1/reporting-suite/all/my-dashboards/3');
  expect(await screen.findByRole('heading', { name: 'Acme at a glance' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Arrange/ })).not.toBeInTheDocument();
  // Nothing to drag or resize either (react-grid-layout marks what may be dragged and hides the resize corners).
  expect(document.querySelector('.react-draggable')).toBeNull();
  expect(document.querySelectorAll('.react-resizable-hide')).toHaveLength(2);
  unmount();
  hub.restore();
  hub = fakeHub({
    '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
    '/clients/1/dashboards-custom/3': () => ({ status: 404, data: { statusCode: 404, message: 'Not found' } }),
  });
  renderRoute('/clients/1/reporting-suite/all/my-dashboards/3');
  expect(await screen.findByText(/not found/i)).toBeInTheDocument();
});

it('shares the dashboard by link from the report’s own Share dialog', async () => {
  serve();
  renderRoute('/clients/1/reporting-suite/all/my-dashboards/3');
  fireEvent.click(await screen.findByRole('button', { name: /Share$/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Anyone with the link sees this dashboard');
  expect(await within(dialog).findByText('No links yet')).toBeInTheDocument();
  const listed = hub.requests.find((r) => r.url === '/clients/1/share-links' && r.method === 'get');
  expect(listed?.params).toEqual({ dashboardId: 3 });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByRole('textbox', { name: 'New share link' })).toHaveValue(
    'https://portal.example/shared/dash',
  );
  const made = JSON.parse(
    String(hub.requests.find((r) => r.method === 'post' && r.url === '/clients/1/share-links')!.data),
  );
  expect(made.target).toEqual({ kind: 'dashboard', id: 3 });
});

it('downloads the dashboard as a PDF over the range the page shows', async () => {
  serve();
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  const pdf = '/clients/1/dashboards-custom/3/pdf';
  // A reader of another's shared dashboard, who looks at another range without saving it.
  hub.restore();
  hub = fakeHub({
    '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
    '/clients/1/dashboards-custom/3': () => ({ data: { data: { ...DASHBOARD, shared: true, editable: false } } }),
    '/clients/1/campaign-reports/query': () => widgetAnswer({ totals: [{ spend: 250, clicks: 40 }] }),
    '/clients/1/dashboards-custom/3/pdf': () => ({
      data: new Blob(['%PDF-1.3']),
      headers: { 'content-disposition': 'attachment; filename="Acme-at-a-glance.pdf"' },
    }),
  });
  renderRoute('/clients/1/reporting-suite/all/my-dashboards/3');
  fireEvent.mouseDown(await screen.findByLabelText('Date range'));
  fireEvent.click(await screen.findByTitle('MTD'));
  fireEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
  await waitFor(() => expect(saved).toEqual(['Acme-at-a-glance.pdf']));
  const asked = hub.requests.find((r) => r.url === pdf);
  expect(asked?.responseType).toBe('blob');
  expect(asked?.params).toEqual({ range: 'MTD' });
  click.mockRestore();
});
