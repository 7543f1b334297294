import { CATALOGUE_SNAPSHOT, fakeHubPerTest } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route';
import { CAMPAIGN } from '../../testing/reporting-fixtures';
import { viewsInWords } from './share-dialog';
import type { ShareLink } from './share-links-api';

jest.mock('../campaign-reports/report-charts', () => ({
  TrendChart: () => <figure aria-label="Daily trend" />,
  ForecastChart: () => <figure aria-label="14-day forecast" />,
}));

const LINK: ShareLink = {
  id: 5,
  target: { kind: 'campaign-report', id: 11, name: CAMPAIGN.name },
  advertiserId: CAMPAIGN.advertiserId,
  createdBy: { id: 3, name: 'Ada Admin' },
  createdAt: '2026-04-01T08:00:00Z',
  expiresAt: '2026-05-01T08:00:00Z',
  revokedAt: null,
  state: 'active',
  views: { count: 2, lastViewedAt: '2026-04-02T08:00:00Z' },
  canRevoke: true,
};
const created: { expiresAt: string; target: object }[] = [];
let revoked = false;
const hub = fakeHubPerTest({
  '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
  '/clients/1/campaign-reports/campaigns/11': () => ({ data: { data: CAMPAIGN } }),
  '/clients/1/share-links': (request) => {
    if (request.method === 'post') {
      created.push(JSON.parse(String(request.data)));
      return { status: 201, data: { data: { id: 6, url: 'https://portal.example/shared/abc' } } };
    }
    return {
      data: { data: [revoked ? { ...LINK, state: 'revoked' as const, revokedAt: '2026-04-03T08:00:00Z' } : LINK] },
    };
  },
  '/clients/1/share-links/5': () => {
    revoked = true;
    return { data: { data: { ...LINK, state: 'revoked' as const } } };
  },
});
beforeEach(() => {
  created.length = 0;
  revoked = false;
  hub.start();
});

async function openShare() {
  renderRoute('/clients/1/reporting-suite/all/campaign-reporting/11/ctv');
  fireEvent.click(await screen.findByRole('button', { name: /Share$/ }));
  return screen.findByRole('dialog', { name: `Share ${CAMPAIGN.name}` });
}

it("makes a link for the days chosen, shows it to copy, and lists this report's links with their views", async () => {
  const dialog = await openShare();
  expect(await within(dialog).findByText(/2 views, last April 2, 2026/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('radio', { name: '30 days' }));
  const start = Date.now();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByRole('textbox', { name: 'New share link' })).toHaveValue(
    'https://portal.example/shared/abc',
  );
  expect(await screen.findByText(/Link created: anyone with it can view this report for 30 days/)).toBeInTheDocument();
  expect(created[0]!.target).toEqual({ kind: 'campaign-report', id: 11 });
  const days = (Date.parse(created[0]!.expiresAt) - start) / 86_400_000;
  expect(days).toBeGreaterThanOrEqual(30);
  expect(days).toBeLessThan(30.01);
  // Closed and opened again: the new link is not shown again, and the list is read afresh (its views may have moved).
  const reads = () => hub.requests.filter((r) => r.url === '/clients/1/share-links' && r.method === 'get').length;
  const before = reads();
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: /Share$/ }));
  const again = await screen.findByRole('dialog', { name: `Share ${CAMPAIGN.name}` });
  await waitFor(() => expect(reads()).toBeGreaterThan(before));
  expect(within(again).queryByRole('textbox', { name: 'New share link' })).not.toBeInTheDocument();
});

it('revokes a link once confirmed, and says so', async () => {
  const dialog = await openShare();
  fireEvent.click(await within(dialog).findByRole('button', { name: /^Revoke the link made/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Link revoked: it no longer opens.')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByText('Revoked')).toBeInTheDocument());
  expect(revoked).toBe(true);
});

it('says how often a link was opened', () => {
  expect(viewsInWords({ count: 0, lastViewedAt: null })).toBe('Not opened yet');
  expect(viewsInWords({ count: 1234, lastViewedAt: null })).toBe('1,234 views');
});
