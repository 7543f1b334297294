import { setSignedIn } from '@beacon/shared/session';
import { anAdvertiser, anAnalyticsDashboard, aUser, CATALOGUE_SNAPSHOT, fakeHubPerTest } from '@beacon/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReportRequest } from '../features/campaign-reports/run-campaign-report';
import { renderRoute } from '../testing/render-route';
import { CUSTOM_REPORTS, ME, reportAnswer } from '../testing/reporting-fixtures';

const sent: ReportRequest[] = [];
let nativeDashboardsFlag = false;
const hub = fakeHubPerTest({
  '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
  '/feature-flags/check': (request) => ({
    data: {
      data: {
        enabled: nativeDashboardsFlag && request.params.flags.includes('forceShowNativeDashboards'),
        flags: {},
      },
    },
  }),
  '/workspaces': () => ({
    data: {
      data: [
        {
          id: 12,
          alternateId: 'advertiser:1',
          name: 'Trailhead Gear Workspace',
          description: null,
          clientId: 1,
          clientName: 'Acme Outdoor',
          advertiserId: 1,
          advertiserName: 'Trailhead Gear',
          connectionCount: 2,
          dashboardCount: 2,
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
          canChange: false,
        },
      ],
    },
  }),
  '/workspaces/12/dashboards': () => ({
    data: {
      data: [
        anAnalyticsDashboard(),
        anAnalyticsDashboard({
          id: 41,
          name: 'Meta Ads performance',
          dataSource: 'meta_ads',
          definition: {
            widgets: [{ title: 'Meta Ads: clicks by week', type: 'table', metrics: ['clicks'], dimensions: ['week'] }],
          },
        }),
      ],
    },
  }),
  '/clients/1/campaign-reports/query': (request) => {
    const body = JSON.parse(String(request.data)) as ReportRequest;
    sent.push(body);
    const answer = reportAnswer({ ...body, queries: ['totals', 'previousTotals', 'daily'] });
    answer.queryResults.push({
      name: 'breakdown',
      data: [{ advertiser: 1, impressions: 5000, clicks: 50, conversions: 2, spend: 100, ctr: 0.01 }],
    });
    return { data: { data: answer } };
  },
  '/clients/1/advertisers/summary': () => ({
    data: { data: [{ id: 1, name: 'Trailhead Gear', website: null }], page: { page: 1, pageSize: 500, total: 1 } },
  }),
  '/clients/1/custom-reports': () => ({ data: { data: CUSTOM_REPORTS } }),
  '/clients/1/advertisers/1/custom-reports': () => ({ data: { data: [] } }),
  '/users/me': () => ({ data: { data: ME('REPORTING_ONLY', [1, 2]) } }),
  '/clients/1/advertisers/1': () => ({ data: { data: anAdvertiser() } }),
});
beforeEach(() => {
  sent.length = 0;
  nativeDashboardsFlag = false;
  hub.start();
});

it('shows every advertiser over the last 30 days against the 30 before, and the custom report links', async () => {
  setSignedIn(aUser({ role: 'REPORTING_ONLY', advertiserIds: [1, 2] }));
  renderRoute('/clients/1/reporting-suite/all/dashboards');
  expect(await screen.findByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Impressions' })).toHaveTextContent('120,000'));
  expect(screen.getByRole('region', { name: 'Impressions' })).toHaveTextContent('▲ 20.00% vs previous period');
  expect(sent[0]).toMatchObject({
    dateRangeChoice: 'Last 30 days',
    groupBy: ['advertiser'],
    queries: ['totals', 'previousTotals', 'breakdown', 'daily'],
  });
  expect(await screen.findByRole('cell', { name: 'Trailhead Gear' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Brand Lift Study' })).toHaveAttribute(
    'href',
    '/clients/1/reporting-suite/all/dashboards/reports/Brand%20Lift%20Study',
  );
  // Reporting-only users cannot edit custom reports: no way in.
  expect(screen.queryByRole('link', { name: /Manage custom reports/ })).not.toBeInTheDocument();
});

it('under an advertiser, reports on that advertiser only', async () => {
  setSignedIn(aUser({ role: 'REPORTING_ONLY', advertiserIds: [1, 2] }));
  renderRoute('/clients/1/reporting-suite/1/dashboards');
  await waitFor(() => expect(sent[0]).toMatchObject({ advertiserIds: [1] }));
  expect(await screen.findByRole('link', { name: /Report builder/ })).toBeInTheDocument();
});

it("says Not found for an advertiser outside the user's, without a banner or a report", async () => {
  setSignedIn(aUser({ role: 'REPORTING_ONLY', advertiserIds: [1, 2] }));
  renderRoute('/clients/1/reporting-suite/3/dashboards');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

it("shows the advertiser's native dashboards, each opening its charts, when forceShowNativeDashboards is on", async () => {
  nativeDashboardsFlag = true;
  setSignedIn(aUser({ role: 'REPORTING_ONLY', advertiserIds: [1, 2] }));
  renderRoute('/clients/1/reporting-suite/1/dashboards');
  expect(await screen.findByText('Native dashboards')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Performance overview' })).toHaveAttribute(
    'href',
    '/clients/1/reporting-suite/1/dashboards/dap/40',
  );
  expect(screen.getByRole('link', { name: 'Meta Ads performance' })).toBeInTheDocument();
  expect(screen.getByText('2 charts')).toBeInTheDocument();
  expect(hub.requests.find((r) => r.url === '/workspaces')?.params).toEqual({ 'alternate-id': 'advertiser:1' });
});

it('shows no native dashboards, nor asks for them, while the flag is off', async () => {
  setSignedIn(aUser({ role: 'REPORTING_ONLY', advertiserIds: [1, 2] }));
  renderRoute('/clients/1/reporting-suite/1/dashboards');
  await waitFor(() => expect(hub.requests.some((r) => r.url === '/feature-flags/check')).toBe(true));
  await waitFor(() => expect(sent[0]).toMatchObject({ advertiserIds: [1] }));
  expect(screen.queryByText('Native dashboards')).not.toBeInTheDocument();
  expect(hub.requests.some((r) => r.url === '/workspaces')).toBe(false);
});

it("colours each change by whether it is good news, with its arrow, and draws each tile's trend with its words", async () => {
  setSignedIn(aUser({ role: 'REPORTING_ONLY', advertiserIds: [1, 2] }));
  renderRoute('/clients/1/reporting-suite/all/dashboards');
  const impressions = await screen.findByRole('region', { name: 'Impressions' });
  await waitFor(() => expect(impressions).toHaveTextContent('120,000'));
  // More impressions is better; more spend for the same delivery is not; the arrow says which way either went.
  expect(within(impressions).getByText('▲ 20.00% vs previous period')).toHaveAttribute(
    'title',
    'Better than the previous period',
  );
  const spend = screen.getByRole('region', { name: 'Spend' });
  expect(within(spend).getByText('▲ 20.00% vs previous period')).toHaveAttribute(
    'title',
    'Worse than the previous period',
  );
  // Conversions did not move: no colour, no verdict.
  expect(
    within(screen.getByRole('region', { name: 'Conversions' })).getByText('▲ 0.00% vs previous period'),
  ).not.toHaveAttribute('title');
  expect(within(impressions).getByRole('img')).toHaveAccessibleName(
    'Impressions by day from Apr 08 to Apr 09: lowest 50,000, highest 70,000',
  );
});
