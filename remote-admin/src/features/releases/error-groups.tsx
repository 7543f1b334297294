import { formatDateTime } from '@beacon/shared/format';
import { LoadFailed } from '@beacon/shared/ui';
import { Empty, List, Spin } from 'antd';
import { useErrorGroups, type ErrorGroup } from './get-error-groups';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function countsText(group: ErrorGroup): string {
  const counted = `${plural(group.count, 'report', 'reports')} from ${plural(group.users, 'user', 'users')}`;
  return group.unverified > 0
    ? `${counted}, ${plural(group.unverified, 'unverified report', 'unverified reports')}`
    : counted;
}

/** A remote's errors grouped by fingerprint: how often each happened, to how many users, on which versions. */
export function ErrorGroups({ remote }: { remote: string }) {
  const groups = useErrorGroups(remote);
  if (groups.isError) return <LoadFailed onRetry={() => void groups.refetch()} />;
  if (!groups.data) return <Spin aria-label="Loading error groups" />;
  if (groups.data.length === 0) return <Empty description="No errors reported" />;
  return (
    <List
      aria-label="Error groups"
      size="small"
      dataSource={groups.data}
      renderItem={(group) => (
        <List.Item key={group.fingerprint}>
          <List.Item.Meta
            title={`${group.type}: ${group.message}`}
            description={[
              countsText(group),
              group.versions.join(', '),
              `last seen ${formatDateTime(group.lastSeen)}`,
            ].join(' · ')}
          />
        </List.Item>
      )}
    />
  );
}
