import { clearError, setSignedIn } from '@beacon/shared/session';
import { aUser, anAdvertiser, catchSavedFiles, fakeHub, fakeRoutes } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { ME } from '../testing/reporting-fixtures';
import { choose } from '../testing/select';

const base = '/clients/1/advertisers/1/builder-reports';
const CAMPAIGNS = [
  { id: 11, label: 'Spring Sale', startDate: '2026-03-01', endDate: '2026-04-30', platforms: ['META', 'TRADE_DESK'] },
  { id: 12, label: 'Trail Season', startDate: '2026-05-01', endDate: null, platforms: ['ADOMNI'] },
];
let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());

beforeEach(() => {
  clearError();
  setSignedIn(aUser({ role: 'Admin' }));
  hub = fakeHub(routes());
});

const routes = () =>
  fakeRoutes({
    '/users/me': () => ({ data: { data: ME('Admin', []) } }),
    '/clients/1/advertisers/1': () => ({ data: { data: anAdvertiser() } }),
    [base]: () => ({
      data: { data: [{ id: 1, name: 'Weekly Performance', description: '', columnNames: ['week', 'impressions'] }] },
    }),
    [`${base}/columns`]: () => ({ data: { data: { dimensions: ['week', 'campaign'], metrics: ['impressions'] } } }),
    // The campaigns by advertiser and platform, as the server narrows them.
    '/clients/1/advertisers/1/campaigns': (request) => {
      const platforms = (request.params?.platforms as string[] | undefined) ?? [];
      const shown = CAMPAIGNS.filter((c) => !platforms.length || c.platforms.some((p) => platforms.includes(p)));
      return { data: { data: shown } };
    },
    [`${base}/query`]: () => ({ data: { data: { columns: ['week', 'impressions'], rows: [] } } }),
  });

const lastQuery = () =>
  JSON.parse(hub.requests.filter((r) => r.url === `${base}/query`).at(-1)!.data as string) as Record<string, unknown>;

it("offers the advertiser's campaigns by name and dates, and runs the report over the picked ones", async () => {
  renderRoute('/clients/1/reporting-suite/1/builder');
  await screen.findByRole('combobox', { name: 'Campaigns' });
  await choose('Campaigns', 'Trail Season (05/01/2026 – open)');
  await choose('Campaigns', 'Spring Sale (03/01/2026 – 04/30/2026)');
  fireEvent.click(screen.getByRole('button', { name: /Run/ }));
  await waitFor(() => expect(hub.requests.some((r) => r.url === `${base}/query`)).toBe(true));
  expect(lastQuery()).toMatchObject({ columnNamesToQuery: ['week', 'impressions'], campaignIds: [12, 11] });
  expect(lastQuery()).not.toHaveProperty('queryParams');
});

it('narrows the campaigns to the picked platforms, shown by name, and reports only on those platforms', async () => {
  renderRoute('/clients/1/reporting-suite/1/builder');
  await screen.findByRole('combobox', { name: 'Campaigns' });
  await choose('Campaigns', 'Trail Season (05/01/2026 – open)');
  expect(screen.getByRole('combobox', { name: 'Campaigns' }).closest('.ant-select')).toHaveTextContent('Trail Season');
  await choose('Platforms', 'Meta');
  await waitFor(() =>
    expect(
      hub.requests.some((r) => r.url === '/clients/1/advertisers/1/campaigns' && r.params?.platforms?.[0] === 'META'),
    ).toBe(true),
  );
  // Trail Season runs on Adomni only: it is no longer picked.
  const picked = screen.getByRole('combobox', { name: 'Campaigns' }).closest('.ant-select')!;
  await waitFor(() => expect(picked).not.toHaveTextContent('Trail Season'));
  fireEvent.click(screen.getByRole('button', { name: /Run/ }));
  await waitFor(() => expect(hub.requests.some((r) => r.url === `${base}/query`)).toBe(true));
  expect(lastQuery()).toMatchObject({ queryParams: { platforms: ['META'] } });
  expect(lastQuery()).not.toHaveProperty('campaignIds');
});

it('downloads the report as CSV with names that start like formulas kept as text', async () => {
  // Budget group names a client typed: what a spreadsheet would run.
  const nasty = [' =1+1', '\uFF1D1+1', '\uFF0B1', '\uFF0D1+1', '\uFF20A1', '\t=1', '-2+3', '@A1'];
  hub.restore();
  hub = fakeHub({
    ...routes(),
    [`${base}/query`]: () => ({
      data: {
        data: {
          columns: ['lineItemName', 'impressions'],
          rows: nasty.map((name, i) => ({ lineItemName: name, impressions: 1000 + i })),
        },
      },
    }),
  });
  const saved = catchSavedFiles();
  renderRoute('/clients/1/reporting-suite/1/builder');
  await screen.findByRole('combobox', { name: 'Campaigns' });
  fireEvent.click(screen.getByRole('button', { name: /Run/ }));
  await screen.findByRole('row', { name: /1,007/ });
  fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
  await waitFor(() => expect(saved.count()).toBe(1));
  const [, ...lines] = (await saved.text(0))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines.map((line) => line.split(',')[0]).sort()).toEqual(nasty.map((name) => `'${name}`).sort());
  saved.restore();
});
