import type { CustomDashboard } from '../features/custom-dashboards/custom-dashboards-api';

/** A client-wide dashboard of one's own, its headline figures only, made by Avery Stone: the test says what differs. */
export const aCustomDashboard = (fields: Partial<CustomDashboard> = {}): CustomDashboard => ({
  id: 3,
  name: 'Acme at a glance',
  advertiserId: null,
  shared: false,
  range: 'Last 30 days',
  widgets: [{ id: 'kpis', kind: 'kpi', title: 'Headline figures', metrics: ['spend'] }],
  layout: [{ i: 'kpis', x: 0, y: 0, w: 12, h: 2 }],
  createdBy: { id: 4, name: 'Avery Stone' },
  editable: true,
  createdAt: '2026-04-01T08:00:00Z',
  updatedAt: '2026-04-02T08:00:00Z',
  ...fields,
});
