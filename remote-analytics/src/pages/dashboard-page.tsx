import { AdvertiserGate, type AdvertiserContext } from '@beacon/shared/access';
import { ApiOutlined } from '@ant-design/icons';
import { paths } from '@beacon/shared/paths';
import { ButtonLink, EmptyState, LoadFailed, OutOfReach, PageHeader, useDocumentTitle } from '@beacon/shared/ui';
import { Card, Col, Flex, Row, Skeleton, Tag } from 'antd';
import { useParams } from 'react-router';
import { useConnections } from '../features/connections/get-connections';
import { DashboardWidget } from '../features/dashboards/dashboard-widget';
import { dataAsOf } from '../features/dashboards/data-as-of';
import { daysShown, hasNoData } from '../features/dashboards/days-shown';
import { useDashboards } from '../features/dashboards/get-dashboards';
import { useDataSources } from '../features/dashboards/get-data-sources';
import { useAdvertiserWorkspace } from '../features/workspace/ensure-workspace';

function Dashboard({ clientId, advertiserId, advertiser }: AdvertiserContext) {
  const dashboardKey = useParams().dashboardKey;
  const workspace = useAdvertiserWorkspace(advertiserId);
  const workspaceId = workspace.data?.id;
  const dashboards = useDashboards(workspaceId);
  const sources = useDataSources(workspaceId);
  const connections = useConnections(workspaceId);
  const dashboard = dashboards.data?.find((d) => String(d.id) === dashboardKey);
  useDocumentTitle(dashboard?.name);

  if (workspace.isError || dashboards.isError)
    return <LoadFailed title="The dashboard could not be loaded" onRetry={() => void dashboards.refetch()} />;
  if (!dashboards.data) return <Skeleton active />;
  if (!dashboard || workspaceId === undefined) return <OutOfReach />;

  const source = sources.data?.find((s) => s.tag === dashboard.dataSource);
  const asOf = dataAsOf(source, connections.data);
  return (
    <Flex vertical gap={20}>
      <PageHeader
        title={dashboard.name}
        description={
          <>
            {advertiser.name} · {source?.name ?? dashboard.dataSource}
            {asOf && (
              <Tag style={{ marginInlineStart: 8 }} color="processing">
                Data as of {asOf}
              </Tag>
            )}
          </>
        }
        extra={
          <ButtonLink to={paths.dataConnections(clientId, advertiserId)} icon={<ApiOutlined />}>
            Data connections
          </ButtonLink>
        }
      />
      {hasNoData(source) ? (
        // A source connected a moment ago: its dashboard is here, its figures come with its first sync.
        <Card>
          <EmptyState
            title="No data yet"
            description={`Nothing has synced from ${source.name} yet. Figures appear here after the first sync.`}
          />
        </Card>
      ) : (
        <Row gutter={[20, 20]}>
          {(dashboard.definition.widgets ?? []).map((widget) => (
            <Col key={widget.title} xs={24} xl={widget.type === 'kpi' ? 24 : 12}>
              <DashboardWidget
                workspaceId={workspaceId}
                tag={dashboard.dataSource}
                widget={widget}
                days={daysShown(source)}
              />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}

/** `/clients/{clientId}/reporting-suite/{advertiserId}/dashboards/dap/{dashboardKey}`: an analytics dashboard. */
export default function DashboardPage() {
  return <AdvertiserGate>{(context) => <Dashboard {...context} />}</AdvertiserGate>;
}
