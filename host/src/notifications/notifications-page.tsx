import { useCurrentUser } from '@beacon/shared/session';
import { Button, Card, Typography } from 'antd';
import { PAGE_PAGE_SIZE, useInbox } from './get-inbox';
import { useNotificationIdentity } from './get-notification-connection';
import { useMarkAllRead } from './mark-all-read';
import { NotificationList } from './lazy-notification-list';
import { useInboxStream } from './use-inbox-stream';

/** The whole inbox on a page (the drawer's Notifications entry): the same list, 25 at a time. */
export function NotificationsPage() {
  const user = useCurrentUser();
  const allowed = user?.privileges.includes('NOTIFICATIONS_READ') ?? false;
  const canWrite = user?.privileges.includes('NOTIFICATION_PREFERENCES_WRITE') ?? false;
  const inbox = useInbox(PAGE_PAGE_SIZE);
  useInboxStream(useNotificationIdentity(), !inbox.isPending);
  const markAllRead = useMarkAllRead();
  const unread = inbox.data?.unreadCount ?? 0;
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
          <Button onClick={markAllRead} disabled={unread === 0}>
            Mark all as read
          </Button>
        )
      }
      styles={{ body: { padding: 0 } }}
    >
      <NotificationList perPage={PAGE_PAGE_SIZE} style={{ height: 'calc(100vh - 220px)', minHeight: 320 }} />
    </Card>
  );
}
