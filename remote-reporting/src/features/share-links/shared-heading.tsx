import { formatDateTime } from '@beacon/shared/format';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  /** What the link shows: the dashboard's or the campaign's name. */
  name: string;
  shared: { sharedBy: string; clientName: string; expiresAt: string };
  /** What else says what it is, after the client ('· Summit Gear · Last 30 days'). */
  about: ReactNode;
}

/** The top of what a share link opens: its name, who shared it from which client, and until when the link works. */
export function SharedHeading({ name, shared, about }: Props) {
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 4 }}>
        {name}
      </Typography.Title>
      <Typography.Text type="secondary">
        Shared by {shared.sharedBy} · {shared.clientName}
        {about}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">
        Read-only. This link works until {formatDateTime(shared.expiresAt)}.
      </Typography.Text>
    </div>
  );
}
