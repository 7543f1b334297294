import { formatDateTime } from '@beacon/shared/format';
import { List } from 'antd';
import { useErrorGroups, type ErrorGroup } from './get-error-groups';
import { RemoteFindings } from './remote-findings';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function countsText(group: ErrorGroup): string {
  const counted = `${plural(group.count, 'report', 'reports')} from ${plural(group.users, 'user', 'users')}`;
  return group.unverified > 0
    ? `${counted}, ${plural(group.unverified, 'unverified report', 'unverified reports')}`
    : counted;
}

/** A remote's errors grouped by fingerprint: how often each happened, to how many users, on which versions. */
export function ErrorGroups({ remote }: { remote: string }) {
  return (
    <RemoteFindings findings={useErrorGroups(remote)} loadingLabel="Loading error groups">
      {(groups) => (
        <List
          aria-label="Error groups"
          size="small"
          dataSource={groups}
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
      )}
    </RemoteFindings>
  );
}
