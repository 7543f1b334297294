import { BellOutlined, CheckOutlined, CloseOutlined, SettingOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useCurrentUser } from '@beacon/shared/session';
import { visuallyHidden } from '@beacon/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Flex, Grid, Popover, Tooltip, Typography, theme } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { MENU_PAGE_SIZE, useInbox } from './get-inbox';
import { useNotificationIdentity } from './get-notification-connection';
import { refreshInbox } from './inbox-cache';
import { useMarkAllRead } from './mark-all-read';
import { useMarkAllSeen } from './mark-all-seen';
import { NotificationList } from './lazy-notification-list';
import { PreferencesPanel } from './preferences-panel';
import { ArrivalAnnouncer } from './arrival-announcer';
import { useInboxStream } from './use-inbox-stream';

/** The menu is 450 px by 550 px (spec section 9). */
export const MENU_WIDTH = 450;
export const MENU_HEIGHT = 550;

interface HeaderButtonProps {
  /** Its tooltip, where it has one. */
  tip?: string;
  /** Its name for a screen reader. */
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}

/** An icon button of the menu's header. */
function HeaderButton({ tip, label, icon, disabled, onClick }: HeaderButtonProps) {
  const button = (
    <Button type="text" size="small" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
  );
  return tip ? <Tooltip title={tip}>{button}</Tooltip> : button;
}

function InboxMenu({ onClose, fullScreen = false }: { onClose: () => void; fullScreen?: boolean }) {
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const canWrite = user?.privileges.includes('NOTIFICATION_PREFERENCES_WRITE') ?? false;
  const unread = useInbox(MENU_PAGE_SIZE).data?.unreadCount ?? 0;
  const markAllRead = useMarkAllRead();
  const [showPreferences, setShowPreferences] = useState(false);
  return (
    <div
      // On a phone the drawer that holds it is the dialog.
      role={fullScreen ? undefined : 'dialog'}
      aria-label={fullScreen ? undefined : 'Notifications'}
      // Escape closes it wherever the focus is inside (antd's popover hears Escape only on its trigger).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      style={{
        width: fullScreen ? '100%' : MENU_WIDTH,
        height: fullScreen ? '100%' : MENU_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Flex
        align="center"
        gap={4}
        style={{ padding: '10px 12px 10px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Typography.Text strong style={{ flex: 1, fontSize: 16 }}>
          {showPreferences ? 'Preferences' : 'Notifications'}
        </Typography.Text>
        {canWrite && !showPreferences && (
          <HeaderButton
            tip="Mark all as read"
            label="Mark all as read"
            icon={<CheckOutlined />}
            disabled={unread === 0}
            onClick={markAllRead}
          />
        )}
        {canWrite && (
          <HeaderButton
            tip={showPreferences ? 'Notifications' : 'Preferences'}
            label={showPreferences ? 'Show notifications' : 'Preferences'}
            icon={showPreferences ? <UnorderedListOutlined /> : <SettingOutlined />}
            onClick={() => setShowPreferences((v) => !v)}
          />
        )}
        {fullScreen && <HeaderButton label="Close notifications" icon={<CloseOutlined />} onClick={onClose} />}
      </Flex>
      {showPreferences ? (
        <div style={{ flex: 1, overflowY: 'auto' }}>
          <PreferencesPanel onFailure={onClose} />
        </div>
      ) : (
        <NotificationList perPage={MENU_PAGE_SIZE} style={{ flex: 1, minHeight: 0 }} onNavigate={onClose} />
      )}
    </div>
  );
}

/**
 * The bell with the unread badge; only for users with NOTIFICATIONS_READ. Opening marks all seen; closing returns
 * to page 1. On a phone the menu fills the screen from the right instead of hanging off its edge.
 */
export function NotificationBell() {
  const user = useCurrentUser();
  const allowed = user?.privileges.includes('NOTIFICATIONS_READ') ?? false;
  const identity = useNotificationIdentity();
  const inbox = useInbox(MENU_PAGE_SIZE);
  useInboxStream(identity, !inbox.isPending);
  const unread = inbox.data?.unreadCount ?? 0;
  const markAllSeen = useMarkAllSeen();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const narrow = Grid.useBreakpoint().md === false;
  const bellRef = useRef<HTMLButtonElement>(null);
  const change = useCallback(
    (next: boolean) => {
      // Closed from inside the menu (Escape, its close button, a notification opened) or with nothing focused: the
      // keyboard's focus goes back to the bell (WCAG 2.4.3). Closed by a click on something else: it stays there.
      const active = document.activeElement;
      if (!next && (!active || active === document.body || active.closest('.ant-popover, .ant-drawer')))
        setTimeout(() => bellRef.current?.focus());
      setOpen(next);
      markAllSeen();
      if (!next && identity) void refreshInbox(queries, identity.email);
    },
    [markAllSeen, identity, queries],
  );
  const close = useCallback(() => change(false), [change]);
  if (!allowed) return null;
  const announcer = <ArrivalAnnouncer items={inbox.data?.items} />;
  const bell = (
    <Button
      ref={bellRef}
      type="text"
      style={{ height: 40, width: 40 }}
      onClick={narrow ? () => change(true) : undefined}
    >
      {/* The name is the hidden text, not an aria-label: while a new count rolls in, the badge briefly draws the
          digits between the old count and the new, and a label that must contain what is drawn could not hold. */}
      <span aria-hidden="true">
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      </span>
      <span style={visuallyHidden}>{unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}</span>
    </Button>
  );
  if (narrow) {
    return (
      <>
        {announcer}
        {bell}
        <Drawer
          aria-label="Notifications"
          open={open}
          onClose={close}
          placement="right"
          size="100%"
          destroyOnHidden
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <InboxMenu onClose={close} fullScreen />
        </Drawer>
      </>
    );
  }
  return (
    <>
      {announcer}
      <Popover
        open={open}
        onOpenChange={change}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        destroyOnHidden
        styles={{ container: { padding: 0 } }}
        content={<InboxMenu onClose={close} />}
      >
        {bell}
      </Popover>
    </>
  );
}
