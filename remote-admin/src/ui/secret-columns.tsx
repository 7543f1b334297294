import { formatDateTime } from '@beacon/shared/format';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';

/** What Beacon keeps of a secret it issued (an API key, a deploy token): never the secret, only its first letters. */
export interface IssuedSecret {
  prefix: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

interface Options<Row> {
  /** The title of the column of the secret's first letters ('Key', 'Token'). */
  prefixTitle: string;
  /** The accessible name of a row's Revoke button, which names the secret. */
  revokeLabel: (row: Row) => string;
  onRevoke: (row: Row) => void;
}

/**
 * The columns every list of issued secrets has after the secret's name: its first letters, who created it and when,
 * its last use, its status and Revoke for those in service. On a phone: the status and Revoke; the rest from a
 * tablet's width up, so that nothing scrolls sideways.
 */
export function secretColumns<Row extends IssuedSecret>({
  prefixTitle,
  revokeLabel,
  onRevoke,
}: Options<Row>): TableColumnsType<Row> {
  return [
    {
      title: prefixTitle,
      key: 'prefix',
      responsive: ['md'],
      render: (_, s) => <Typography.Text code>{`${s.prefix}…`}</Typography.Text>,
    },
    {
      title: 'Created',
      key: 'created',
      responsive: ['lg'],
      render: (_, s) => (
        <span>
          {formatDateTime(s.createdAt)}
          <Typography.Text type="secondary"> by {s.createdBy}</Typography.Text>
        </span>
      ),
    },
    {
      title: 'Last used',
      key: 'lastUsed',
      responsive: ['md'],
      render: (_, s) => (s.lastUsedAt ? formatDateTime(s.lastUsedAt) : 'Never'),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, s) =>
        s.revokedAt ? (
          <Tag style={{ whiteSpace: 'normal' }}>Revoked {formatDateTime(s.revokedAt)}</Tag>
        ) : (
          <Tag color="green">Active</Tag>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, s) =>
        s.revokedAt ? null : (
          <Button danger type="link" onClick={() => onRevoke(s)} aria-label={revokeLabel(s)}>
            Revoke
          </Button>
        ),
    },
  ];
}
