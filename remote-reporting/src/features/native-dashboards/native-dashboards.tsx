import { AnalyticsDashboardsList, chartsOf, LoadFailed } from '@beacon/shared/ui';
import { Card } from 'antd';
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
        <AnalyticsDashboardsList
          clientId={clientId}
          advertiserId={advertiserId}
          dashboards={dashboards.data}
          loading={dashboards.isLoading}
          describe={chartsOf}
        />
      )}
    </Card>
  );
}
