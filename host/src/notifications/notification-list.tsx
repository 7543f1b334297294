import { Empty, Spin } from 'antd';
import type { CSSProperties, UIEvent } from 'react';
import { useInbox } from './get-inbox';
import { useNotificationConnection } from './get-notification-connection';
import { NotificationItem } from './notification-item';
import { useNow } from './relative-time';

/** Infinite scroll: the next page loads when the end is within 250 px (spec section 9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 250;

/** The inbox, `perPage` at a time: the bell's menu and the notifications page. */
export function NotificationList({
  perPage,
  style,
  onNavigate,
}: {
  perPage: number;
  style?: CSSProperties;
  onNavigate?: () => void;
}) {
  const connection = useNotificationConnection();
  const inbox = useInbox(perPage);
  const failed = connection.isError || inbox.isError;
  const items = inbox.data?.items ?? [];
  const now = useNow();
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    const nearEnd = el.scrollHeight - el.scrollTop - el.clientHeight < INFINITE_SCROLL_THRESHOLD_PX;
    if (nearEnd && inbox.hasNextPage && !inbox.isFetching) void inbox.fetchNextPage();
  };
  if (inbox.isPending && !failed) {
    return (
      <div style={{ ...style, display: 'grid', placeItems: 'center' }}>
        <Spin aria-label="Loading notifications" />
      </div>
    );
  }
  if (failed && items.length === 0) {
    return (
      <div style={{ ...style, display: 'grid', placeItems: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Notifications are unavailable right now." />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div style={{ ...style, display: 'grid', placeItems: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Notifications" />
      </div>
    );
  }
  return (
    <div style={{ overflowY: 'auto', ...style }} onScroll={onScroll} data-testid="notification-scroller">
      <ul aria-label="Notifications" style={{ margin: 0, padding: 0 }}>
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} now={now} onNavigate={onNavigate} />
        ))}
      </ul>
      {(inbox.isFetchingNextPage || inbox.hasNextPage) && (
        <div style={{ padding: 12, textAlign: 'center' }}>
          <Spin size="small" />
        </div>
      )}
    </div>
  );
}
