import { clearError, setSignedOut } from '@beacon/shared/session';
import { CATALOGUE_SNAPSHOT, fakeHub } from '@beacon/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { widgetAnswer } from '../testing/reporting-fixtures';

jest.mock('@ant-design/charts', () => ({ Line: () => null, Column: () => null, DualAxes: () => null }));

const SHARED = {
  kind: 'dashboard' as const,
  sharedBy: 'Ada Admin',
  clientName: 'Acme Outdoor',
  expiresAt: '2026-12-31T12:00:00Z',
  dashboard: {
    name: 'Board pack',
    advertiserName: 'Trailhead Outfitters',
    range: 'Last 30 days',
    widgets: [
      { id: 'kpis', kind: 'kpi' as const, title: 'Headline figures', metrics: ['spend' as const] },
      {
        id: 'platforms',
        kind: 'table' as const,
        title: 'Platforms',
        metrics: ['impressions' as const],
        dimension: 'platform' as const,
      },
    ],
    layout: [
      { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
      { i: 'platforms', x: 0, y: 2, w: 12, h: 4 },
    ],
  },
  catalogue: CATALOGUE_SNAPSHOT,
};
let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  clearError();
  setSignedOut();
});
afterEach(() => hub.restore());

it('shows a shared dashboard to someone signed out, each widget read by its id through the link only', async () => {
  hub = fakeHub({
    '/shared/tok': () => ({ data: { data: SHARED } }),
    '/shared/tok/widgets/kpis': () => widgetAnswer({ totals: [{ spend: 250 }], previousTotals: [{ spend: 200 }] }),
    '/shared/tok/widgets/platforms': () => widgetAnswer({ breakdown: [{ platform: 'META', impressions: 1200 }] }),
  });
  renderRoute('/shared/tok');
  expect(await screen.findByRole('heading', { level: 1, name: 'Board pack' })).toBeInTheDocument();
  expect(screen.getByText(/Shared by Ada Admin · Acme Outdoor · Trailhead Outfitters/)).toBeInTheDocument();
  expect(screen.getByText(/This link works until December 31, 2026/)).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Spend' })).toHaveTextContent('$250');
  expect(await screen.findByRole('row', { name: /Meta/ })).toHaveTextContent('1,200');
  // Read-only: nothing to arrange, save or share, and nothing read but the link's own operations, without a body.
  expect(screen.queryByRole('button', { name: /Arrange|Save|Share|Remove/ })).not.toBeInTheDocument();
  // Nor anything to drag or resize: react-grid-layout marks no widget draggable and hides every resize corner.
  expect(document.querySelectorAll('.react-grid-item')).toHaveLength(2);
  expect(document.querySelector('.react-draggable')).toBeNull();
  expect(document.querySelectorAll('.react-resizable-hide')).toHaveLength(2);
  await waitFor(() => expect(hub.requests.filter((r) => r.url?.includes('/widgets/'))).toHaveLength(2));
  expect(hub.requests.every((r) => r.url?.startsWith('/shared/tok') && r.method === 'get')).toBe(true);
});
