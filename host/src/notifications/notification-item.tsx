import { isDemoMode, REDACTED } from '@beacon/shared/demo';
import { type InboxNotification } from '@beacon/shared/notifications';
import { Button, Tooltip, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useToggleRead } from './toggle-read';
import { relativeTo } from './relative-time';
import { sanitizeHtml } from './sanitize-html';

/** Titles clamp to 2 lines, content to 8 (spec section 9). */
const clamp = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

function ActionLink({ notification, onNavigate }: { notification: InboxNotification; onNavigate?: () => void }) {
  const toggleRead = useToggleRead();
  const url = notification.actionUrl;
  if (!url) return null;
  const label = notification.actionMessage ?? 'Open';
  const follow = () => {
    if (!notification.isRead) toggleRead(notification);
    onNavigate?.();
  };
  if (url.startsWith('/') && !url.startsWith('//'))
    return (
      <Link to={url} onClick={follow}>
        {label}
      </Link>
    );
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" onClick={follow}>
      {label}
    </a>
  );
}

export function NotificationItem({
  notification,
  now,
  onNavigate,
}: {
  notification: InboxNotification;
  now: number;
  onNavigate?: () => void;
}) {
  const { token } = theme.useToken();
  const toggleRead = useToggleRead();
  const demo = isDemoMode();
  const unread = !notification.isRead;
  return (
    <li
      aria-label={demo ? REDACTED : notification.title}
      style={{
        listStyle: 'none',
        display: 'flex',
        gap: 12,
        padding: '12px 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: unread ? token.colorPrimaryBg : undefined,
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong={unread} style={clamp(2)}>
          {demo ? REDACTED : notification.title}
        </Typography.Text>
        {notification.content &&
          (demo ? (
            <div style={{ ...clamp(8), color: token.colorTextSecondary }}>{REDACTED}</div>
          ) : (
            <div
              style={{ ...clamp(8), color: token.colorTextSecondary }}
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(notification.content) }}
            />
          ))}
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 4, fontSize: 12 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {relativeTo(notification.sentAt, now)}
          </Typography.Text>
          <ActionLink notification={notification} onNavigate={onNavigate} />
        </div>
      </div>
      <Tooltip title={unread ? 'Mark as read' : 'Mark as unread'}>
        <Button
          type="text"
          size="small"
          aria-label={unread ? 'Mark as read' : 'Mark as unread'}
          aria-pressed={!unread}
          onClick={() => toggleRead(notification)}
          icon={
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: '50%',
                boxSizing: 'border-box',
                background: unread ? token.colorPrimary : 'transparent',
                border: `2px solid ${token.colorPrimary}`,
              }}
            />
          }
        />
      </Tooltip>
    </li>
  );
}
