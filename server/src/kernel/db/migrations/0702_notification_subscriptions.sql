-- The notification service's MagicBell v1 subscriptions. Push subscriptions: a device registered for mobile push
-- (kept, and discarded on DELETE, as MagicBell does; this service has no push provider and sends no push).
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_token text NOT NULL,
  platform text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  discarded_at timestamptz,
  UNIQUE (user_id, device_token)
);

-- Topic subscriptions: per user, topic (e.g. `campaign:12`) and category slug (`*` for every category), subscribed
-- or unsubscribed; a user unsubscribed from a topic hears nothing of it in that category.
CREATE TABLE topic_subscriptions (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic text NOT NULL,
  category text NOT NULL,
  reason text,
  status text NOT NULL CHECK (status IN ('subscribed', 'unsubscribed')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, topic, category)
);
