import type { AnalyticsData } from '@beacon/shared/analytics-api';

type AnalyticsDashboard = AnalyticsData<'/workspaces/{workspaceId}/dashboards'>[number];

/**
 * A dashboard of an advertiser's analytics workspace (12) as `GET /workspaces/{workspaceId}/dashboards` answers, for
 * tests: Performance overview, over all its sources, with its totals and spend by day; the test says what differs.
 */
export const anAnalyticsDashboard = (fields: Partial<AnalyticsDashboard> = {}): AnalyticsDashboard => ({
  id: 40,
  workspaceId: 12,
  name: 'Performance overview',
  dataSource: 'all',
  definition: {
    widgets: [
      { title: 'Totals', type: 'kpi', metrics: ['spend', 'impressions'], dimensions: [] },
      { title: 'Spend by day', type: 'line', metrics: ['spend'], dimensions: ['day'] },
    ],
  },
  ...fields,
});
