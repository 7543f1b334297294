import { clearError } from '@beacon/shared/session';
import { createTestQueryClient, fakeHub, installTimerMessageChannel, QueryWrapper } from '@beacon/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RichMediaReview } from './rich-media-review';
import type { ReportResult } from './run-campaign-report';

installTimerMessageChannel();

const placement = (
  id: number,
  name: string,
  creative: string,
  size: string,
  impressions: number,
  e: number,
  i: number,
) => ({
  placementId: id,
  placement: name,
  creative,
  size,
  impressions,
  engagements: e,
  interactions: i,
  engagementRate: e / impressions,
  interactionRate: i / impressions,
});
const RESULT = {
  report: null,
  dataAsOf: '2026-04-14',
  dateRange: null,
  objective: null,
  forecastMethod: '',
  queryResults: [
    { name: 'budgetGroup', data: [{ lineItemName: 'Rich media budget', impressions: 300000 }] },
    {
      name: 'placement',
      data: [
        placement(7, 'Homepage takeover', 'Interactive carousel', '970x250', 200000, 3000, 5400),
        placement(8, 'Article sidebar', 'Expandable panel', '300x600', 100000, 2000, 2500),
      ],
    },
  ],
} as unknown as ReportResult;

let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());
const withFlag = (enabled: boolean) => {
  clearError();
  hub = fakeHub({ '/feature-flags/check': () => ({ data: { data: { enabled, flags: {} } } }) });
};
function renderReview() {
  const client = createTestQueryClient();
  render(
    <QueryWrapper client={client}>
      <RichMediaReview result={RESULT} fileName="trailhead" />
    </QueryWrapper>,
  );
  return client;
}

it('reviews each placement: creative, size, engagement and interaction rates, not the budget groups', async () => {
  withFlag(true);
  renderReview();
  expect(await screen.findByText('Rich media review')).toBeInTheDocument();
  const row = await screen.findByRole('row', { name: /Homepage takeover/ });
  expect(within(row).getByText('Interactive carousel')).toBeInTheDocument();
  expect(within(row).getByText('970x250')).toBeInTheDocument();
  expect(within(row).getByText('200,000')).toBeInTheDocument();
  expect(within(row).getByText('1.50%')).toBeInTheDocument();
  expect(within(row).getByText('2.70%')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Article sidebar/ })).toHaveTextContent('2.00%');
  expect(screen.queryByText('Rich media budget')).toBeNull();
  expect(screen.getByRole('columnheader', { name: /Engagement rate/ })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Interaction rate/ })).toBeInTheDocument();
  expect(hub.requests[0]!.params).toEqual({
    flags: ['SHOW_RICH_MEDIA_REVIEW_TABLE', 'SHOW_RICH_MEDIA_REVIEW_TABLE_ADMIN'],
  });
});

it('shows nothing while both review flags are off', async () => {
  withFlag(false);
  const client = renderReview();
  await waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
  expect(screen.queryByText('Rich media review')).toBeNull();
  expect(screen.queryByText('Homepage takeover')).toBeNull();
});
