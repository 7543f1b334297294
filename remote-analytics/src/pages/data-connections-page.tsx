import { AdvertiserGate, type AdvertiserContext } from '@beacon/shared/access';
import { MessageOutlined } from '@ant-design/icons';
import { paths } from '@beacon/shared/paths';
import { LoadFailed, PageHeader, ButtonLink } from '@beacon/shared/ui';
import { CONNECTED_PARAM } from '../features/connections/oauth-return';
import { Card, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActingForPicker } from '../features/acting-for/acting-for-picker';
import { AccountPicker } from '../features/connections/account-picker';
import { ConnectButton } from '../features/connections/connect-button';
import { ConnectionsTable } from '../features/connections/connections-table';
import { useConnections, type Connection } from '../features/connections/get-connections';
import { consentPage } from '../features/connections/leave-for-consent';
import { DashboardsList, DataSourcesTable } from '../features/dashboards/dashboards-list';
import { useDashboards } from '../features/dashboards/get-dashboards';
import { useDataSources } from '../features/dashboards/get-data-sources';
import { ManualConnectionsTable } from '../features/connections/manual-connections-table';
import { SyncHistory } from '../features/connections/sync-history';
import { ImportsSection } from '../features/imports/imports-section';
import { DeleteWorkspaceButton } from '../features/workspace/delete-workspace';
import { useAdvertiserWorkspace } from '../features/workspace/ensure-workspace';

function DataConnections({ clientId, advertiserId, advertiser }: AdvertiserContext) {
  const workspace = useAdvertiserWorkspace(advertiserId);
  const workspaceId = workspace.data?.id;
  // The server says whether this role may change the workspace (Admin and agency roles); the page only shows it.
  const canChange = workspace.data?.canChange ?? false;
  const connections = useConnections(workspaceId);
  const dashboards = useDashboards(workspaceId);
  const sources = useDataSources(workspaceId);
  const [params, setParams] = useSearchParams();
  const [picking, setPicking] = useState<Connection | null>(null);
  const [history, setHistory] = useState<Connection | null>(null);

  // Back from /oauth-redirect with the connection just made: offer its accounts.
  const connected = params.get(CONNECTED_PARAM);
  const justConnected = connected ? connections.data?.find((c) => c.connectionId === connected) : undefined;
  const choosing = picking ?? justConnected ?? null;
  const closePicker = () => {
    setPicking(null);
    if (connected) setParams((p) => (p.delete(CONNECTED_PARAM), p), { replace: true });
  };

  const here = paths.dataConnections(clientId, advertiserId);
  if (workspace.isError)
    return <LoadFailed title="The workspace could not be loaded" onRetry={() => void workspace.refetch()} />;
  return (
    <Flex vertical gap={20}>
      <PageHeader
        title="Data connections"
        description={`The ad platforms and accounts ${advertiser.name}'s analytics read, and what they feed.`}
        extra={
          <>
            <ActingForPicker clientId={clientId} />
            <ButtonLink to={paths.assistant(clientId, advertiserId)} icon={<MessageOutlined />}>
              Ask the assistant
            </ButtonLink>
            {workspace.data && canChange && <DeleteWorkspaceButton workspace={workspace.data} />}
            {workspaceId !== undefined && canChange && (
              <ConnectButton
                workspaceId={workspaceId}
                returnTo={here}
                leave={(url) => consentPage.open(url)}
                onConnected={setPicking}
              />
            )}
          </>
        }
      />
      <Card title="Connections">
        <section aria-label="Connections">
          {workspaceId !== undefined && (
            <ConnectionsTable
              workspaceId={workspaceId}
              connections={connections}
              canChange={canChange}
              onChooseAccount={setPicking}
              onShowHistory={setHistory}
            />
          )}
        </section>
      </Card>
      <Card title="Manual connections">
        {workspaceId !== undefined && <ManualConnectionsTable workspaceId={workspaceId} canChange={canChange} />}
      </Card>
      {/* Imports follow the hub's writers too; hidden as well while staff act for someone who only reads. */}
      {canChange && <ImportsSection clientId={clientId} />}
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={12}>
          <Card title="Dashboards" style={{ height: '100%' }}>
            <DashboardsList
              clientId={clientId}
              advertiserId={advertiserId}
              dashboards={dashboards.data}
              loading={workspaceId === undefined || dashboards.isPending}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Data sources" style={{ height: '100%' }}>
            <DataSourcesTable sources={sources.data} loading={workspaceId === undefined || sources.isPending} />
          </Card>
        </Col>
      </Row>
      {history && workspaceId !== undefined && (
        <SyncHistory
          workspaceId={workspaceId}
          connection={history}
          advertiserId={advertiserId}
          advertiserName={advertiser.name}
          canChange={canChange}
          onClose={() => setHistory(null)}
        />
      )}
      {choosing && workspaceId !== undefined && canChange && (
        <AccountPicker workspaceId={workspaceId} connection={choosing} onClose={closePicker} />
      )}
    </Flex>
  );
}

/** `/clients/{clientId}/reporting-suite/{advertiserId}/data-connections`: the advertiser's analytics workspace. */
export default function DataConnectionsPage() {
  return <AdvertiserGate>{(context) => <DataConnections {...context} />}</AdvertiserGate>;
}
