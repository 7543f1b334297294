import { isAdminTypeRole } from '@beacon/shared/access';
import { loadStatusOf } from '@beacon/shared/api';
import { useCurrentUser } from '@beacon/shared/session';
import { PageHeader } from '@beacon/shared/ui';
import { Button, Card, Col, List, Row, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { createCustomReport } from '../features/custom-reports/create-custom-report';
import { CustomReportForm } from '../features/custom-reports/custom-report-form';
import { deleteCustomReport } from '../features/custom-reports/delete-custom-report';
import { destinationLabel } from '../features/custom-reports/destinations';
import { useCustomReports } from '../features/custom-reports/get-custom-reports';
import { useCustomReportList } from '../features/custom-reports/use-custom-report-list';
import { useConfirmDelete } from '../ui/confirm-delete';
import { useSuiteScope } from '../ui/scope';
import { SuitePage } from './suite-page';

/**
 * `dashboards/custom-report`: the client's custom reports; its Admin and agency staff create and delete them, a
 * REPORTING_ONLY or FRANCHISEE user reads the list (the hub refuses them the change).
 */
function CustomReports() {
  const { clientId } = useSuiteScope();
  const role = useCurrentUser()?.role;
  const canChange = role !== undefined && isAdminTypeRole(role);
  const loaded = useCustomReports(clientId, null);
  const list = useCustomReportList(loaded.data);
  // A failure reaches the error banner through the query cache, with the server's field messages.
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createCustomReport>[1]) => createCustomReport(clientId!, body),
    onSuccess: list.append,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await deleteCustomReport(clientId!, id);
      return id;
    },
    onSuccess: list.remove,
  });
  const askDelete = useConfirmDelete();
  const confirmDelete = (id: number, name: string) =>
    askDelete(`Delete ${name}?`, 'The link disappears from every dashboard that shows it.', () =>
      remove.mutateAsync(id),
    );
  return (
    <>
      <PageHeader />
      <Row gutter={[20, 20]} style={{ marginTop: 20 }}>
        <Col xs={24} lg={canChange ? 14 : 24}>
          <Card title="Custom reports">
            <List
              loading={loadStatusOf(loaded) === 'loading'}
              dataSource={list.reports}
              locale={{ emptyText: 'No custom reports' }}
              renderItem={(r) => (
                <List.Item
                  actions={
                    canChange
                      ? [
                          <Button
                            key="delete"
                            danger
                            type="text"
                            icon={<DeleteOutlined />}
                            aria-label={`Delete ${r.name}`}
                            onClick={() => confirmDelete(r.id, r.name)}
                          />,
                        ]
                      : []
                  }
                >
                  <List.Item.Meta
                    title={
                      <a href={r.url} target="_blank" rel="noreferrer">
                        {r.name}
                      </a>
                    }
                    description={
                      <>
                        <Tag>{destinationLabel(r.destination)}</Tag>
                        <Typography.Text type="secondary">{r.description}</Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        {canChange && (
          <Col xs={24} lg={10}>
            <Card title="New custom report">
              <CustomReportForm
                onCreate={(report) =>
                  create.mutateAsync(report).then(
                    () => true,
                    () => false,
                  )
                }
                busy={create.isPending}
              />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}

export default function CustomReportPage() {
  return (
    <SuitePage>
      <CustomReports />
    </SuitePage>
  );
}
