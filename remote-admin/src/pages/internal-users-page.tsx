import { paths } from '@beacon/shared/paths';
import { PageHeader, PageTabs, ButtonLink } from '@beacon/shared/ui';
import { Card, Space } from 'antd';
import { ActivityList } from '../features/audit/activity-list';
import { InternalUsersPanel } from '../features/internal-users/internal-users-panel';

/** /admin/user-management (BeaconAdmin): the agency's own users, and every user-management change. */
export default function InternalUsersPage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <PageHeader
        extra={
          <Space wrap>
            <ButtonLink to={paths.releases()}>Releases</ButtonLink>
            <ButtonLink to={paths.adminChecks()}>Admin checks</ButtonLink>
            <ButtonLink to={paths.apiKeys()}>API keys</ButtonLink>
          </Space>
        }
      />
      <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        <PageTabs
          items={[
            { key: 'users', label: 'Internal users', children: <InternalUsersPanel /> },
            { key: 'activity', label: 'Activity', children: <ActivityList /> },
          ]}
        />
      </Card>
    </div>
  );
}
