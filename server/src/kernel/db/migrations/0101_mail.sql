-- Mail the server sends (invitations, reset codes). Kept here for the dev outbox; SMTP delivery can drain it later.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), id DESC);
