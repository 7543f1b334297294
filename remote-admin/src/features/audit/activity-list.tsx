import { fieldLabel } from '@beacon/shared/errors';
import { formatDateTime } from '@beacon/shared/format';
import { LoadFailed, NoResults } from '@beacon/shared/ui';
import { Flex, Grid, Table, Tag, Typography } from 'antd';
import { PagedSearchBox, usePagedSearch } from '../../forms/paged-search';
import { useAuditEvents, type AuditEvent } from './get-audit-events';

const PAGE_SIZE = 25;

const ACTIONS: Record<string, string> = {
  'user.created': 'Created',
  'user.updated': 'Updated',
  'user.disabled': 'Disabled',
  'user.enabled': 'Enabled',
  'user.password-reset': 'Password reset',
  'user.invitation-resent': 'Invitation resent',
  'workspace.deleted': 'Workspace deleted',
  'api-key.created': 'API key created',
  'api-key.revoked': 'API key revoked',
  // One batch a pipeline sent to the ingestion API with an API key (the actor names the key, never the secret).
  'ingest.batch': 'Ingestion batch',
  'deploy-token.created': 'Deploy token issued',
  'deploy-token.revoked': 'Deploy token revoked',
  // One call a remote's pipeline made to the deploy API with its token, done or refused.
  'deploy-token.used': 'Deploy',
  'share-link.created': 'Report shared by link',
  'share-link.revoked': 'Share link revoked',
  'brand.saved': 'Brand saved',
  'brand.deleted': 'Brand removed',
  'brand.image-uploaded': 'Brand image uploaded',
  // An analytics call agency staff made for the user named (X-Impersonated-By).
  'analytics.on-behalf': 'Analytics on behalf of',
};

/** What changed, as a short line: `First name: Ada; Role: Admin`. */
function describe(details: AuditEvent['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${fieldLabel(key)}: ${Array.isArray(value) ? value.join(', ') || 'none' : String(value)}`)
    .join('; ');
}

/** Activity: who changed which user or workspace, and who acted for whom in analytics, when, and what, for BeaconAdmin. */
export function ActivityList() {
  const paged = usePagedSearch();
  const events = useAuditEvents(paged.settled, paged.page, PAGE_SIZE);
  // On a phone the When and Who columns fold into the What cell.
  const narrow = !Grid.useBreakpoint().sm;
  if (events.isError) return <LoadFailed onRetry={() => void events.refetch()} />;
  return (
    <Flex vertical gap={12}>
      <PagedSearchBox label="Search activity" placeholder="Search by who, whom or what" paged={paged} />
      <Table<AuditEvent>
        aria-label="Activity"
        rowKey="id"
        size="middle"
        loading={events.isPending}
        dataSource={events.data?.data}
        locale={{ emptyText: paged.settled ? <NoResults /> : 'No activity yet' }}
        pagination={{
          current: paged.page,
          pageSize: PAGE_SIZE,
          total: events.data?.page.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: paged.setPage,
        }}
        columns={[
          { title: 'When', key: 'at', render: (_, e) => formatDateTime(e.at), width: 210, responsive: ['sm'] },
          { title: 'Who', dataIndex: 'actorEmail', key: 'who', responsive: ['md'] },
          {
            title: 'What',
            key: 'what',
            render: (_, e) => (
              <span>
                <Tag>{ACTIONS[e.action] ?? e.action}</Tag>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{e.target}</Typography.Text>
                {e.clientName && <Typography.Text type="secondary"> · {e.clientName}</Typography.Text>}
                {narrow && (
                  <div>
                    <Typography.Text type="secondary">{`${formatDateTime(e.at)} · ${e.actorEmail}`}</Typography.Text>
                  </div>
                )}
                {Object.keys(e.details).length > 0 && (
                  <div>
                    <Typography.Text type="secondary">{describe(e.details)}</Typography.Text>
                  </div>
                )}
              </span>
            ),
          },
        ]}
      />
    </Flex>
  );
}
