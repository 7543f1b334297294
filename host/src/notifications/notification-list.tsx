import { Empty, Spin } from 'antd';
import type { CSSProperties, UIEvent } from 'react';
import { loadMore, useInboxStore } from './inbox-store';
import { NotificationItem } from './notification-item';
import { useNow } from './relative-time';

/** Infinite scroll: the next page loads when the end is within 250 px (spec section 9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 250;

export function NotificationList({ style, onNavigate }: { style?: CSSProperties; onNavigate?: () => void }) {
  const { items, status, loadingMore, page, totalPages } = useInboxStore();
  const now = useNow();
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < INFINITE_SCROLL_THRESHOLD_PX) void loadMore();
  };
  if (status === 'loading' || (status === 'idle' && items.length === 0)) {
    return (
      <div style={{ ...style, display: 'grid', placeItems: 'center' }}>
        <Spin aria-label="Loading notifications" />
      </div>
    );
  }
  if (status === 'failed' && items.length === 0) {
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
      {(loadingMore || page < totalPages) && (
        <div style={{ padding: 12, textAlign: 'center' }}>
          <Spin size="small" />
        </div>
      )}
    </div>
  );
}
