import { clearError, setSignedIn } from '@beacon/shared/session';
import { aUser, CATALOGUE_SNAPSHOT, fakeHub } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardTemplate } from '../features/custom-dashboards/custom-dashboards-api';
import { aCustomDashboard } from '../testing/dashboard-fixtures';
import { location, renderRoute } from '../testing/render-route';

const TEMPLATES: DashboardTemplate[] = [
  { key: 'overview', name: 'Overview', description: 'The headline figures.', widgets: [], layout: [] },
  { key: 'pacing', name: 'Pacing', description: 'Spend against plan.', widgets: [], layout: [] },
];
let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());
const serve = (role: 'Admin' | 'REPORTING_ONLY') => {
  clearError();
  setSignedIn(aUser({ role }));
  hub = fakeHub({
    '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
    '/clients/1/dashboards-custom/templates': () => ({ data: { data: TEMPLATES } }),
    '/clients/1/dashboards-custom': (request) =>
      request.method === 'post'
        ? { status: 201, data: { data: aCustomDashboard({ id: 9, name: 'Spring review' }) } }
        : {
            data: {
              data: [
                aCustomDashboard(),
                aCustomDashboard({ id: 4, name: 'Team pacing', shared: true, editable: false }),
              ],
            },
          },
    '/clients/1/dashboards-custom/9': () => ({ data: { data: aCustomDashboard({ id: 9, name: 'Spring review' }) } }),
    '/clients/1/campaign-reports/query': () => ({
      data: {
        data: {
          report: null,
          dataAsOf: null,
          dateRange: null,
          objective: null,
          forecastMethod: '',
          forecast: null,
          queryResults: [],
        },
      },
    }),
  });
};

it('lists my dashboards and those shared with me, each a link to open it', async () => {
  serve('REPORTING_ONLY');
  renderRoute('/clients/1/reporting-suite/all/my-dashboards');
  const shared = await screen.findByRole('row', { name: /Team pacing/ });
  expect(shared).toHaveTextContent('Shared');
  const mine = screen.getByRole('row', { name: /Acme at a glance/ });
  expect(mine).toHaveTextContent('Private');
  expect(within(mine).getByRole('link', { name: 'Acme at a glance' })).toHaveAttribute(
    'href',
    '/clients/1/reporting-suite/all/my-dashboards/3',
  );
});

it('makes a new dashboard from a template and opens it', async () => {
  serve('Admin');
  renderRoute('/clients/1/reporting-suite/all/my-dashboards');
  fireEvent.click(await screen.findByRole('button', { name: /New dashboard/ }));
  const dialog = await screen.findByRole('dialog', { name: 'New dashboard' });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Spring review' } });
  fireEvent.click(await within(dialog).findByRole('radio', { name: /Pacing/ }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: "Share with the client's users" }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create dashboard' }));
  await waitFor(() => expect(hub.requests.some((r) => r.method === 'post')).toBe(true));
  const post = hub.requests.find((r) => r.method === 'post')!;
  expect(JSON.parse(String(post.data))).toEqual({
    name: 'Spring review',
    template: 'pacing',
    range: 'Last 30 days',
    shared: true,
    advertiserId: null,
  });
  await waitFor(() => expect(location.pathname).toBe('/clients/1/reporting-suite/all/my-dashboards/9'));
});

it('does not offer a reporting-only user to share a dashboard', async () => {
  serve('REPORTING_ONLY');
  renderRoute('/clients/1/reporting-suite/all/my-dashboards');
  fireEvent.click(await screen.findByRole('button', { name: /New dashboard/ }));
  const dialog = await screen.findByRole('dialog', { name: 'New dashboard' });
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
});
