-- What the notification watcher last saw of each watched thing (an invoice's overdue state, a campaign's status,
-- the newest report run), so that each change makes its notifications once.
CREATE TABLE notification_watch (
  kind text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (kind, key)
);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;
