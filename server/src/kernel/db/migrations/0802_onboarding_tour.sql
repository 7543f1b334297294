-- The first-visit tour, remembered per user on the server: once finished or dismissed in any browser, never again.
CREATE TABLE user_onboarding_tours (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT now()
);
