import { ReloadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@beacon/shared/format';
import { LoadFailed, NoResults, PageHeader } from '@beacon/shared/ui';
import { Button, Card, Col, Flex, Pagination, Row, Spin, Typography } from 'antd';
import { ClientChecksCard } from '../features/admin-checks/client-checks-panel';
import { useDashboardChecks } from '../features/admin-checks/get-dashboard-checks';
import { useRemoteChecks } from '../features/admin-checks/get-remote-checks';
import { RemoteChecksPanel } from '../features/admin-checks/remote-checks-panel';
import { PagedSearchBox, usePagedSearch } from '../forms/paged-search';

/** Clients a page: at 600 clients (scale 100) the whole agency's checks were a 7 MB answer taking seconds. */
const PAGE_SIZE = 12;

/** admin/cc-dash-check: do the remotes in service answer, and do every client's dashboards and connections? */
export default function AdminChecksPage() {
  const paged = usePagedSearch();
  const dashboards = useDashboardChecks(paged.settled, paged.page, PAGE_SIZE);
  const remotes = useRemoteChecks();
  const checking = dashboards.isFetching || remotes.isFetching;
  const recheck = () => void Promise.all([dashboards.refetch(), remotes.refetch()]);
  return (
    <Flex vertical gap={20}>
      <PageHeader
        title="Admin checks"
        description={
          dashboards.data
            ? `Checked ${formatDateTime(dashboards.data.checkedAt)}.`
            : 'Dashboards, data connections and remotes.'
        }
        extra={
          <Button icon={<ReloadOutlined />} loading={checking} onClick={recheck}>
            Re-check
          </Button>
        }
      />
      <Card title="Remotes in service" styles={{ body: { padding: 'clamp(8px, 2vw, 16px)' } }}>
        <RemoteChecksPanel checks={remotes.data} loading={remotes.isPending} />
      </Card>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Dashboards and data connections
      </Typography.Title>
      <PagedSearchBox label="Search clients" placeholder="Search by client name" paged={paged} />
      {dashboards.isError ? (
        <LoadFailed onRetry={() => void dashboards.refetch()} />
      ) : !dashboards.data ? (
        <Spin aria-label="Checking dashboards" />
      ) : dashboards.data.clients.length === 0 ? (
        <NoResults query={paged.settled} onClear={() => paged.setSearch('')} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {dashboards.data.clients.map((client) => (
              <Col key={client.clientId} xs={24} lg={12} xxl={8}>
                <ClientChecksCard client={client} />
              </Col>
            ))}
          </Row>
          <Pagination
            aria-label="Clients pages"
            align="center"
            current={paged.page}
            pageSize={PAGE_SIZE}
            total={dashboards.data.page.total}
            showSizeChanger={false}
            hideOnSinglePage
            showTotal={(total) => `${total} clients`}
            onChange={paged.setPage}
          />
        </>
      )}
    </Flex>
  );
}
