import { clearError, setSignedOut } from '@beacon/shared/session';
import { CATALOGUE_SNAPSHOT, fakeHub } from '@beacon/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import type { ReportRequest } from '../features/campaign-reports/run-campaign-report';
import { renderRoute } from '../testing/render-route';
import { CAMPAIGN, reportAnswer } from '../testing/reporting-fixtures';

// The charts draw on a canvas jsdom does not have: their words stand in.
jest.mock('../features/campaign-reports/report-charts', () => ({
  TrendChart: () => <figure aria-label="Daily trend" />,
  ForecastChart: () => <figure aria-label="14-day forecast" />,
}));

const SHARED = {
  kind: 'campaign-report' as const,
  sharedBy: 'Ada Admin',
  clientName: 'Acme Outdoor',
  expiresAt: '2026-12-31T12:00:00Z',
  campaign: CAMPAIGN,
  catalogue: CATALOGUE_SNAPSHOT,
};
let hub: ReturnType<typeof fakeHub>;
const sent: ReportRequest[] = [];
beforeEach(() => {
  clearError();
  setSignedOut();
  sent.length = 0;
});
afterEach(() => hub.restore());

it("shows the shared campaign's report to someone signed out, read-only, from the link's figures only", async () => {
  hub = fakeHub({
    '/shared/tok': () => ({ data: { data: SHARED } }),
    '/shared/tok/query': (request) => {
      const body = JSON.parse(String(request.data)) as ReportRequest;
      sent.push(body);
      return { data: { data: reportAnswer(body) } };
    },
  });
  renderRoute('/shared/tok');
  expect(await screen.findByRole('heading', { level: 1, name: 'Trailhead Spring 2026' })).toBeInTheDocument();
  expect(screen.getByText(/Shared by Ada Admin · Acme Outdoor/)).toBeInTheDocument();
  expect(screen.getByText(/This link works until December 31, 2026/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Impressions' })).toHaveTextContent('1,200,000'));
  expect(screen.getByRole('tab', { name: CAMPAIGN.tabs[0]!.name, selected: true })).toBeInTheDocument();
  // Nothing to export or share from the link, and nothing read but the link's own operations.
  expect(screen.queryByRole('button', { name: /Export PDF|Share/ })).not.toBeInTheDocument();
  expect(hub.requests.every((r) => r.url?.startsWith('/shared/tok'))).toBe(true);
  expect(sent.length).toBeGreaterThan(0);
  for (const body of sent) expect(body).not.toHaveProperty('campaignIds');
});

it('says why a link no longer opens, in the words the server gives', async () => {
  const message = 'This link was revoked by the person who shared it. Ask them for a new one.';
  hub = fakeHub({
    '/shared/gone': () => ({ status: 410, data: { status: 410, error: 'Gone', message, fields: [] } }),
  });
  renderRoute('/shared/gone');
  expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
});

it('an unknown link is not found', async () => {
  hub = fakeHub({});
  renderRoute('/shared/nope');
  expect(await screen.findByRole('heading', { name: 'This link does not exist' })).toBeInTheDocument();
});
