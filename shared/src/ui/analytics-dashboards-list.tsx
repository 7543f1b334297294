import { BarChartOutlined } from '@ant-design/icons';
import type { AnalyticsData } from '@beacon/shared/analytics-api';
import { paths } from '@beacon/shared/paths';
import { List } from 'antd';
import { Link } from 'react-router';

type AnalyticsDashboard = AnalyticsData<'/workspaces/{workspaceId}/dashboards'>[number];

/**
 * An advertiser's analytics dashboards, each opening its charts page, 'No Dashboards' when there are none; `describe`
 * gives the line under each name (how many charts, and where the list needs it, the data source).
 */
export function AnalyticsDashboardsList(props: {
  clientId: number;
  advertiserId: number;
  dashboards: AnalyticsDashboard[] | undefined;
  loading: boolean;
  describe: (dashboard: AnalyticsDashboard) => string;
}) {
  return (
    <List
      loading={props.loading}
      dataSource={props.dashboards}
      locale={{ emptyText: 'No Dashboards' }}
      renderItem={(d) => (
        <List.Item>
          <List.Item.Meta
            avatar={<BarChartOutlined style={{ fontSize: 20 }} />}
            title={<Link to={paths.analyticsDashboard(props.clientId, props.advertiserId, d.id)}>{d.name}</Link>}
            description={props.describe(d)}
          />
        </List.Item>
      )}
    />
  );
}

/** How many charts a dashboard draws: '3 charts'. */
export const chartsOf = (dashboard: AnalyticsDashboard) => `${dashboard.definition.widgets?.length ?? 0} charts`;
