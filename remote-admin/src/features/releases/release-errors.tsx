import { formatDateTime } from '@beacon/shared/format';
import { Button, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useReleaseErrors, type ReleaseError } from './get-release-errors';
import { RemoteFindings } from './remote-findings';
import { SessionReplay } from './session-replay';

/** One frame: where the remote's own source threw (mapped), else the file the browser ran. */
function frameText(frame: ReleaseError['frames'][number]): string {
  if (frame.source)
    return `${frame.sourceName ?? frame.function ?? '(anonymous)'} at ${frame.source}:${frame.sourceLine}:${frame.sourceColumn}`;
  return `${frame.function ?? '(anonymous)'} at ${frame.filename ?? '?'}:${frame.lineno ?? '?'}:${frame.colno ?? '?'}`;
}

/** The newest errors of a remote, each with its release, where it happened and its mapped stack trace. */
export function ReleaseErrors({ remote }: { remote: string }) {
  const errors = useReleaseErrors(remote);
  const [replayId, setReplayId] = useState<string | null>(null);
  return (
    <RemoteFindings findings={errors} loadingLabel="Loading errors">
      {(rows) => (
        <>
          <List
            aria-label="Newest errors"
            // Each error's message, then its stack trace, then its replay, the card's whole width (long addresses wrap).
            itemLayout="vertical"
            dataSource={rows}
            renderItem={(error) => (
              <List.Item
                key={error.id}
                actions={
                  error.replayId
                    ? [
                        <Button key="replay" size="small" onClick={() => setReplayId(error.replayId)}>
                          Watch replay
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={`${error.type}: ${error.message}`}
                  description={[
                    error.version,
                    error.route,
                    error.browser,
                    error.brand,
                    formatDateTime(error.receivedAt),
                    error.verified ? null : 'unverified: from a browser no signed-in user vouches for',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Typography.Paragraph
                  style={{
                    fontFamily: 'monospace',
                    fontSize: 12,
                    margin: 0,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {[...error.frames].reverse().map(frameText).join('\n')}
                </Typography.Paragraph>
              </List.Item>
            )}
          />
          <Modal
            title="Session replay"
            open={replayId !== null}
            onCancel={() => setReplayId(null)}
            footer={null}
            width={1000}
            destroyOnHidden
          >
            {replayId ? <SessionReplay replayId={replayId} /> : null}
          </Modal>
        </>
      )}
    </RemoteFindings>
  );
}
