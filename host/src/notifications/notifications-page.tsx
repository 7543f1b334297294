import { useCurrentUser } from '@beacon/shared';
import { Button, Card, Typography } from 'antd';
import { useEffect } from 'react';
import { fetchFirstPage, markAllRead, useInboxStore } from './inbox-store';
import { NotificationList } from './notification-list';
import { useInboxConnection } from './use-inbox-connection';

const PAGE_SIZE = 25;

/** The whole inbox on a page (the drawer's Notifications entry): the same list, 25 at a time. */
export function NotificationsPage() {
  const user = useCurrentUser();
  const allowed = user?.privileges.includes('NOTIFICATIONS_READ') ?? false;
  const canWrite = user?.privileges.includes('NOTIFICATION_PREFERENCES_WRITE') ?? false;
  useInboxConnection(allowed);
  const client = useInboxStore((s) => s.client);
  const unread = useInboxStore((s) => s.unreadCount);
  useEffect(() => {
    if (client) void fetchFirstPage(PAGE_SIZE, true);
  }, [client]);
  if (!allowed) return <Typography.Paragraph>You do not have access to notifications.</Typography.Paragraph>;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Notifications
        </Typography.Title>
      }
      extra={
        canWrite && (
          <Button onClick={() => void markAllRead()} disabled={unread === 0}>
            Mark all as read
          </Button>
        )
      }
      styles={{ body: { padding: 0 } }}
    >
      <NotificationList style={{ height: 'calc(100vh - 220px)', minHeight: 320 }} />
    </Card>
  );
}
