import { clearError } from '@beacon/shared/session';
import { screen, waitFor } from '@testing-library/react';
import type { ReportRequest } from '../features/campaign-reports/run-campaign-report';
import { CATALOGUE_SNAPSHOT, fakeHub } from '@beacon/shared/testing';
import { location, renderRoute } from '../testing/render-route';
import { CAMPAIGN, reportAnswer } from '../testing/reporting-fixtures';
import { choose } from '../testing/select';

// The charts draw on a canvas jsdom does not have: their words (the same summary the figure carries) stand in.
jest.mock('../features/campaign-reports/report-charts', () => {
  const { trendSummary } = jest.requireActual('../features/campaign-reports/trend-summary');
  return {
    TrendChart: (props: object) => <figure aria-label="Daily trend">{trendSummary(props)}</figure>,
    ForecastChart: ({ method }: { method: string }) => <figure aria-label="14-day forecast">{method}</figure>,
  };
});

let hub: ReturnType<typeof fakeHub>;
const sent: ReportRequest[] = [];
beforeEach(() => {
  clearError();
  sent.length = 0;
  hub = fakeHub({
    '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
    '/clients/1/campaign-reports/campaigns/11': () => ({ data: { data: CAMPAIGN } }),
    ...Object.fromEntries(
      CAMPAIGN.tabs.map((tab) => [
        `/clients/1/campaign-reports/specifications/${tab.specificationId}/defaults`,
        () => ({ data: { data: tab.defaults } }),
      ]),
    ),
    '/clients/1/campaign-reports/query': (request) => {
      const body = JSON.parse(String(request.data)) as ReportRequest;
      sent.push(body);
      return { data: { data: reportAnswer(body) } };
    },
    '/feature-flags/check': () => ({ data: { data: { enabled: false, flags: {} } } }),
  });
});
afterEach(() => hub.restore());

const tile = (name: string) => screen.getByRole('region', { name });
const reports = () => sent.filter((r) => r.queries?.includes('totals'));
const forecasts = () => sent.filter((r) => r.queries?.includes('forecastImpressions'));

it("opens a campaign's CTV tab with its defaults: lifetime KPI tiles, data as of, pacing, the tab's objectives", async () => {
  renderRoute('/clients/1/reporting-suite/all/campaign-reporting/11/ctv');
  expect(await screen.findByRole('heading', { name: 'Trailhead Spring 2026' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'CTV', selected: true })).toBeInTheDocument();
  await waitFor(() => expect(tile('Impressions')).toHaveTextContent('1,200,000'));
  expect(tile('Impressions')).toHaveTextContent('Campaign lifetime');
  // In the brand's colour (the theme's info status), not antd's fixed blue: Northwind's chip is Northwind green.
  expect(screen.getByText('Data as of 04/14/2026')).toHaveClass('ant-tag-processing');
  expect(screen.getByText(/Pacing 95.00% through 04\/14\/2026/)).toBeInTheDocument();
  expect(reports()[0]).toMatchObject({
    campaignIds: [11],
    tab: 'ctv',
    objective: 'Conversions',
    dateRangeChoice: 'Campaign Lifetime',
  });
  expect(reports()[0]!.queries).toEqual(expect.arrayContaining(['budgetGroup', 'pixel', 'doohCampaign', 'adPlatform']));
  expect(screen.getByRole('group', { name: 'Impressions by state' })).toHaveAccessibleDescription(
    'Highest: California 30,000, Illinois 14,000, Washington 12,000.',
  );
  expect(await screen.findByRole('figure', { name: 'Daily trend' })).toHaveTextContent(
    'Daily Impressions from Mar 01 to Mar 02, 2 days, total 1,200,000; Cost per conversion $0.90 each day.',
  );
});

it('changing the date range and the objective runs the report again; forecasts never get a range', async () => {
  renderRoute('/clients/1/reporting-suite/all/campaign-reporting/11/ctv');
  await waitFor(() => expect(tile('Impressions')).toHaveTextContent('1,200,000'));
  await choose('Date range', 'Last 7 days');
  await waitFor(() => expect(tile('Impressions')).toHaveTextContent('120,000'));
  expect(tile('Impressions')).toHaveTextContent('▲ 20.00% vs previous period');
  // The written insight heads the report: what moved against the period before, in the tiles' own figures.
  expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(/Impressions rose 20.00% to 120,000/);
  expect(reports().at(-1)).toMatchObject({ dateRangeChoice: 'Last 7 days' });
  await choose('Objective', 'Clicks');
  await waitFor(() => expect(reports().at(-1)).toMatchObject({ objective: 'Clicks' }));
  expect(await screen.findByRole('region', { name: 'Click-through rate' })).toBeInTheDocument();
  for (const f of forecasts()) {
    expect(f.dateRangeChoice).toBeUndefined();
    expect(f.queryParams).toBeUndefined();
  }
});

it('a Custom range is sent only once both dates are given', async () => {
  renderRoute('/clients/1/reporting-suite/all/campaign-reporting/11/ctv');
  await waitFor(() => expect(tile('Impressions')).toHaveTextContent('1,200,000'));
  await choose('Date range', 'Custom');
  await waitFor(() => expect(reports().at(-1)!.dateRangeChoice).toBeUndefined());
  expect(reports().at(-1)!.queryParams).toBeUndefined();
});

it('opens the first tab without one, and says Not found for a tab the campaign lacks', async () => {
  renderRoute('/clients/1/reporting-suite/all/campaign-reporting/11');
  await waitFor(() =>
    expect(location.pathname).toBe('/clients/1/reporting-suite/all/campaign-reporting/11/programmatic-overview'),
  );
  hub.restore();
  hub = fakeHub({ '/clients/1/campaign-reports/campaigns/11': () => ({ data: { data: CAMPAIGN } }) });
  renderRoute('/clients/1/reporting-suite/all/campaign-reporting/11/google-ads');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
});
