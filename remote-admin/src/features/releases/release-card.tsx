import { formatDateTime } from '@beacon/shared/format';
import { App, Button, Card, Collapse, Descriptions, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { useChangeRelease, type ReleaseChange } from './change-release';
import type { ReleaseHealth, RemoteReleases } from './get-releases';
import { ErrorGroups } from './error-groups';
import { ReleaseErrors } from './release-errors';

export const rateText = (health: ReleaseHealth | null | undefined) =>
  health ? `${health.rate.toFixed(2)} errors per page view (${health.errors} in ${health.pageViews})` : 'no reports';

/** What arrived that no signed-in user's browser vouches for: shown, never counted. */
const unverifiedText = (unverified: RemoteReleases['unverified'] | undefined) =>
  unverified && unverified.errors + unverified.pageViews > 0
    ? ` · not counted: ${unverified.errors} errors and ${unverified.pageViews} page views from unknown browsers`
    : '';

const EVENT_WORDS: Record<string, string> = {
  promote: 'promoted',
  rollback: 'rolled back to',
  canary: 'canary started',
  'canary-step': 'canary stepped up',
  'canary-abort': 'canary rolled back automatically',
};

/** What was done to a remote's releases: when, what, to which version (and at what share, and why). */
function ReleaseHistory({ history }: { history: RemoteReleases['history'] }) {
  return (
    <List
      size="small"
      dataSource={history}
      renderItem={(event) => (
        <List.Item key={`${event.at}-${event.action}-${event.version}`}>
          {`${formatDateTime(event.at)} · ${EVENT_WORDS[event.action] ?? event.action} ${event.version}${event.share ? ` at ${event.share}%` : ''}${event.reason ? `: ${event.reason}` : ''}`}
        </List.Item>
      )}
    />
  );
}

/** One remote on the Releases page: in service, in canary, its releases to promote, its history and its errors. */
export function ReleaseCard({ remote }: { remote: RemoteReleases }) {
  const change = useChangeRelease();
  const { message } = App.useApp();
  const run = (what: ReleaseChange, done: string) =>
    change.mutate(what, { onSuccess: () => void message.success(done) });
  const canary = remote.canary;
  return (
    <section aria-label={remote.title}>
      <Card
        title={remote.title}
        // On the card's header, not on the Releases section's (a button inside that toggle is a control inside a
        // control: axe's nested-interactive).
        extra={
          <Popconfirm
            title={`Roll ${remote.title} back to its previous version?`}
            onConfirm={() => run({ remote: remote.name, action: 'rollback' }, `${remote.title} rolled back`)}
          >
            <Button size="small" danger>
              Roll back
            </Button>
          </Popconfirm>
        }
      >
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'active',
              label: 'In service',
              children: `${remote.active ?? 'none'} · ${rateText(remote.health)} in the last 24 hours${unverifiedText(remote.unverified)}`,
            },
            {
              key: 'canary',
              label: 'Canary',
              children: canary ? (
                <Flex gap={8} wrap align="center">
                  <span>{`${canary.version} at ${canary.share}% · ${rateText(canary.health)}${unverifiedText(canary.unverified)}`}</span>
                  <Tag color={canary.state === 'running' ? 'processing' : 'error'}>
                    {canary.state === 'running' ? 'running' : 'rolled back'}
                  </Tag>
                  {canary.reason ? <Typography.Text type="secondary">{canary.reason}</Typography.Text> : null}
                </Flex>
              ) : (
                'none'
              ),
            },
          ]}
        />
        <Collapse
          ghost
          items={[
            {
              key: 'releases',
              label: 'Releases',
              children: (
                <List
                  size="small"
                  dataSource={remote.releases}
                  renderItem={(release) => (
                    <List.Item
                      key={release.version}
                      actions={
                        release.version === remote.active
                          ? [<Tag key="active">in service</Tag>]
                          : [
                              <Popconfirm
                                key="promote"
                                title={`Put ${release.version} in service?`}
                                onConfirm={() =>
                                  run(
                                    { remote: remote.name, action: 'promote', version: release.version },
                                    `${release.version} is in service`,
                                  )
                                }
                              >
                                <Button size="small">Promote</Button>
                              </Popconfirm>,
                            ]
                      }
                    >
                      {`${release.version} · built ${formatDateTime(release.builtAt)}`}
                    </List.Item>
                  )}
                />
              ),
            },
            { key: 'history', label: 'History', children: <ReleaseHistory history={remote.history} /> },
            { key: 'groups', label: 'Error groups', children: <ErrorGroups remote={remote.name} /> },
            { key: 'errors', label: 'Newest errors', children: <ReleaseErrors remote={remote.name} /> },
          ]}
        />
      </Card>
    </section>
  );
}
