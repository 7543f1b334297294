import { DeleteOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { isAdminTypeRole } from '@beacon/shared/access';
import { useCurrentUser } from '@beacon/shared/session';
import { Button, Card, List, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useCustomReportChanges } from './change-custom-reports';
import { CustomReportForm } from './custom-report-form';
import type { NewCustomReport } from './custom-report-types';
import { useCustomReports } from './get-custom-reports';
import type { ReportOwner } from './report-owner';
import { LoadedRows } from '../../ui/loaded-rows';

/** Custom report links, opened in a new tab; on a campaign, admin-type roles add and delete them. */
export function CustomReportsPanel({ clientId, owner }: { clientId: number; owner: ReportOwner }) {
  const reports = useCustomReports(clientId, owner);
  const { create, remove } = useCustomReportChanges(clientId, owner.id);
  const [adding, setAdding] = useState(false);
  const role = useCurrentUser()?.role;
  const editable = owner.kind === 'campaign' && role !== undefined && isAdminTypeRole(role);
  const list = reports.data;

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
      <LoadedRows
        query={reports}
        rows={list}
        failed="The custom reports could not be loaded"
        emptyTitle="No Custom Reports"
      >
        {(rows) => (
          <List
            aria-label="Custom reports"
            dataSource={rows}
            renderItem={(report) => (
              <List.Item
                actions={
                  editable
                    ? [
                        <Popconfirm
                          key="delete"
                          title={`Delete ${report.name}?`}
                          okText="Delete"
                          onConfirm={() => remove.mutateAsync(report.id).catch(() => undefined)}
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
      </LoadedRows>
      <CustomReportForm
        open={adding}
        onClose={() => setAdding(false)}
        onCreate={async (report: NewCustomReport) => void (await create.mutateAsync(report))}
      />
    </Card>
  );
}
