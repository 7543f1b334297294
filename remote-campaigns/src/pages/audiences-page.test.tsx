import { useErrorStore } from '@beacon/shared/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADVERTISERS, advertiser } from '../testing/advertiser-fixtures';
import { AUDIENCES, HISTORY, REPORTS, TAXONOMY, queryResult } from '../testing/audience-fixtures';
import { ariaLabelsOf, fakeHubPerTest, NOT_FOUND_ANSWER, pagedAnswer } from '@beacon/shared/testing';
import { location, renderRoute } from '../testing/render-route';

const hub = fakeHubPerTest({
  '/clients/1/advertisers': pagedAnswer([advertiser({ id: 1 }), ...ADVERTISERS.filter((a) => a.id !== 1)]),
  '/clients/1/advertisers/1': () => ({ data: { data: advertiser({ id: 1 }) } }),
  '/clients/1/advertisers/5': () => ({ data: { data: advertiser({ id: 5, name: 'Harbor Bikes' }) } }),
  '/clients/1/advertisers/1/audiences': () => ({ data: { data: AUDIENCES } }),
  '/clients/1/advertisers/2/audiences': () => NOT_FOUND_ANSWER,
  '/clients/1/audiences/31/counts-history': () => ({ data: { data: HISTORY } }),
  '/clients/1/audiences/32/counts-history': () => NOT_FOUND_ANSWER,
  '/clients/1/advertisers/1/audiences/taxonomy': () => ({ data: { data: TAXONOMY } }),
  '/clients/1/audiences/31/reports': () => ({ data: { data: REPORTS } }),
  '/clients/1/audiences/31/query': (request) => {
    const { queryName } = JSON.parse(request.data as string) as { queryName: string };
    const labels: Record<string, string[]> = {
      WEB_INSIGHTS: ['espn.com', 'weather.com'],
      INTERESTS: ['Outdoor Recreation', 'Travel'],
      // As the query ranks them: by share.
      AGE: ['35-44', '65+', '18-24', '25-34'],
      GENDER: ['Female', 'Male'],
      INCOME: ['Over $150K', '$50K-$100K', 'Under $50K', '$100K-$150K'],
      DEVICE_TYPES: ['Mobile', 'Desktop'],
    };
    return { data: { data: queryResult(queryName, labels[queryName] ?? []) } };
  },
});

it("lists the first advertiser's audiences with counts, and opens an audience's count history", async () => {
  hub.start();
  renderRoute('/clients/1/audiences');
  const row = await screen.findByRole('row', { name: /Cart Abandoners/ });
  expect(row).toHaveTextContent('125,000');
  expect(row).toHaveTextContent('Retargeting');
  fireEvent.click(within(row).getByRole('button', { name: 'Count history of Cart Abandoners' }));
  await waitFor(() => expect(location.search).toBe('?advertiser=1&audience=31'));
  const history = await screen.findByRole('region', { name: 'Count history' });
  expect(await within(history).findByText('120,000 devices on 05/09/2026, 125,000 on 05/10/2026.')).toBeInTheDocument();
  expect(await within(history).findByRole('img', { name: 'Count history of Cart Abandoners' })).toBeInTheDocument();
});

it('treats a 404 on the audience list and on the counts history as empty', async () => {
  hub.start();
  renderRoute('/clients/1/audiences?advertiser=1&audience=32');
  const history = await screen.findByRole('region', { name: 'Count history' });
  expect(await within(history).findByText('No History')).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Advertiser' }));
  fireEvent.click(await screen.findByTitle('Summit Coffee'));
  expect(await screen.findByText('No Audiences')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
});

it("shows an advertiser's taxonomy as a tree of segment types and audiences", async () => {
  hub.start();
  renderRoute('/clients/1/audiences/1/taxonomy');
  const tree = await screen.findByRole('tree');
  expect(await within(tree).findByText('Retargeting · 125,000 devices')).toBeInTheDocument();
  expect(within(tree).getByText('CRM Loyalty Members · 48,000 devices')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Taxonomy', selected: true })).toBeInTheDocument();
});

it('leads from segment analysis to web insights: top domains and categories', async () => {
  hub.start();
  renderRoute('/clients/1/audiences/1/segment-analysis');
  fireEvent.click(await screen.findByRole('link', { name: 'Web insights of Cart Abandoners' }));
  await waitFor(() => expect(location.pathname).toBe('/clients/1/audiences/1/segment-analysis/31/web-insights'));
  const domains = await screen.findByRole('list', { name: 'Top domains' });
  expect(ariaLabelsOf(within(domains).getAllByRole('listitem'))).toEqual(['espn.com', 'weather.com']);
  expect(await screen.findByRole('listitem', { name: 'Outdoor Recreation' })).toHaveTextContent('40% · index 120');
});

const itemsOf = async (list: string) =>
  ariaLabelsOf(within(await screen.findByRole('list', { name: list })).getAllByRole('listitem'));

it('shows the audience composition by age, gender and income, ages and incomes in band order', async () => {
  hub.start();
  renderRoute('/clients/1/audiences/1/segment-analysis/31/audience-composition');
  expect(await itemsOf('Age')).toEqual(['18-24', '25-34', '35-44', '65+']);
  expect(await itemsOf('Income')).toEqual(['Under $50K', '$50K-$100K', '$100K-$150K', 'Over $150K']);
  // Anything that is not a band keeps the query's ranking.
  expect(await itemsOf('Gender')).toEqual(['Female', 'Male']);
});

it('names the audience an insight page is about, and leads back to segment analysis', async () => {
  hub.start();
  renderRoute('/clients/1/audiences/1/segment-analysis/31/web-insights');
  expect(await screen.findByRole('heading', { name: 'Web insights: Cart Abandoners' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: /Segment analysis/ }));
  await waitFor(() => expect(location.pathname).toBe('/clients/1/audiences/1/segment-analysis'));
  expect(await screen.findByRole('link', { name: 'Web insights of Cart Abandoners' })).toBeInTheDocument();
});

it('shows whatever reports the audience lists, each run by its name: a new one needs no release', async () => {
  hub.start({
    '/clients/1/audiences/31/reports': () => ({
      data: {
        data: [
          ...REPORTS.filter((r) => r.page === 'web-insights'),
          { id: 9, name: 'Device types', queryName: 'DEVICE_TYPES', page: 'web-insights' },
        ],
      },
    }),
  });
  renderRoute('/clients/1/audiences/1/segment-analysis/31/web-insights');
  const devices = await screen.findByRole('list', { name: 'Device types' });
  expect(within(devices).getByRole('listitem', { name: 'Mobile' })).toHaveTextContent('40% · index 120');
  expect(ariaLabelsOf(screen.getAllByRole('region'))).toEqual(['Top domains', 'Top categories', 'Device types']);
  const asked = hub.requests.filter((r) => r.url === '/clients/1/audiences/31/query');
  expect(asked.map((r) => (JSON.parse(r.data as string) as { queryName: string }).queryName).sort()).toEqual([
    'DEVICE_TYPES',
    'INTERESTS',
    'WEB_INSIGHTS',
  ]);
});

it('says so when the audience lists no report for the page', async () => {
  hub.start({
    '/clients/1/audiences/31/reports': () => ({ data: { data: REPORTS.filter((r) => r.page === 'web-insights') } }),
  });
  renderRoute('/clients/1/audiences/1/segment-analysis/31/audience-composition');
  expect(await screen.findByText('No Reports')).toBeInTheDocument();
  expect(hub.requests.some((r) => r.url === '/clients/1/audiences/31/query')).toBe(false);
});

it("is 'Not found' for an advertiser a standard user is not assigned, and for ids that are not integers", async () => {
  hub.start();
  renderRoute('/clients/1/audiences/5/taxonomy', { role: 'FRANCHISEE', advertiserIds: [1] });
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(hub.requests.some((r) => r.url === '/clients/1/advertisers/5/audiences/taxonomy')).toBe(false);
});

it("is 'Not found' for an audience id that is not an integer", async () => {
  hub.start();
  renderRoute('/clients/1/audiences/1/segment-analysis/x1/web-insights');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
});
