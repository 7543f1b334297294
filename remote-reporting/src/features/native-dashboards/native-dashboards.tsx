import { BarChartOutlined } from '@ant-design/icons';
import { paths } from '@beacon/shared/paths';
import { LoadFailed } from '@beacon/shared/ui';
import { Card, List } from 'antd';
import { Link } from 'react-router';
import { useFeatureFlags } from '../../api/feature-flags';
import { useNativeDashboards } from './get-native-dashboards';

export const NATIVE_DASHBOARDS_FLAG = 'forceShowNativeDashboards';

/**
 * The advertiser's native dashboards (its analytics workspace's, one per connected data source), each opening its
 * charts page; shown on the reporting suite's dashboards only with the forceShowNativeDashboards flag on.
 */
export function NativeDashboards({ clientId, advertiserId }: { clientId: number; advertiserId: number }) {
  const flag = useFeatureFlags([NATIVE_DASHBOARDS_FLAG]);
  const on = flag.data?.enabled === true;
  const dashboards = useNativeDashboards(advertiserId, on);
  if (!on) return null;
  return (
    <Card title="Native dashboards">
      {dashboards.isError ? (
        <LoadFailed title="The dashboards could not be loaded" onRetry={() => void dashboards.refetch()} />
      ) : (
        <List
          loading={dashboards.isLoading}
          dataSource={dashboards.data}
          locale={{ emptyText: 'No Dashboards' }}
          renderItem={(d) => (
            <List.Item>
              <List.Item.Meta
                avatar={<BarChartOutlined style={{ fontSize: 20 }} />}
                title={<Link to={paths.analyticsDashboard(clientId, advertiserId, d.id)}>{d.name}</Link>}
                description={`${d.definition.widgets?.length ?? 0} charts`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
