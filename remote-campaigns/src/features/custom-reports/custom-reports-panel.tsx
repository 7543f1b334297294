import { DeleteOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { describeError, EmptyState, isAdminTypeRole, LoadFailed, showError, useCurrentUser } from '@beacon/shared';
import { Button, Card, List, Popconfirm, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { createCustomReport, deleteCustomReport } from './change-custom-reports';
import { CustomReportForm } from './custom-report-form';
import type { CustomReport, NewCustomReport } from './custom-report-types';
import { useCustomReports } from './get-custom-reports';
import type { ReportOwner } from './report-owner';

/**
 * Custom report links: open in a new tab; on a campaign, admin-type roles add and delete them. A created report
 * is appended and a deleted one removed by id (spec section 4), without loading the list again.
 */
export function CustomReportsPanel({ clientId, owner }: { clientId: number; owner: ReportOwner }) {
  const reports = useCustomReports(clientId, owner);
  const [list, setList] = useState<CustomReport[] | null>(null);
  const [adding, setAdding] = useState(false);
  const role = useCurrentUser()?.role;
  const editable = owner.kind === 'campaign' && role !== undefined && isAdminTypeRole(role);
  useEffect(() => setList(reports.data ?? null), [reports.data]);

  const create = async (report: NewCustomReport) => {
    try {
      const created = await createCustomReport(clientId, owner, report);
      setList((current) => [...(current ?? []), created]);
    } catch (error) {
      showError(describeError(error) ?? 'The report could not be added');
      throw error;
    }
  };
  const remove = async (id: number) => {
    try {
      await deleteCustomReport(clientId, owner, id);
      setList((current) => (current ?? []).filter((r) => r.id !== id));
    } catch (error) {
      showError(describeError(error) ?? 'The report could not be deleted');
    }
  };

  return (
    <Card
      title="Custom reports"
      role="region"
      aria-label="Custom reports"
      extra={
        editable && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add report
          </Button>
        )
      }
    >
      {reports.status === 'loading' && <Skeleton active />}
      {reports.status === 'error' && (
        <LoadFailed title="The custom reports could not be loaded" onRetry={reports.reload} />
      )}
      {list && list.length === 0 && <EmptyState title="No Custom Reports" />}
      {list && list.length > 0 && (
        <List
          aria-label="Custom reports"
          dataSource={list}
          renderItem={(report) => (
            <List.Item
              actions={
                editable
                  ? [
                      <Popconfirm
                        key="delete"
                        title={`Delete ${report.name}?`}
                        okText="Delete"
                        onConfirm={() => remove(report.id)}
                      >
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${report.name}`} />
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                avatar={<LinkOutlined />}
                title={
                  <Typography.Link href={report.url} target="_blank" rel="noreferrer">
                    {report.name}
                  </Typography.Link>
                }
                description={report.description || undefined}
              />
            </List.Item>
          )}
        />
      )}
      <CustomReportForm open={adding} onClose={() => setAdding(false)} onCreate={create} />
    </Card>
  );
}
