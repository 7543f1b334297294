-- Mail leaves the machine: a worker delivers the outbox over SMTP (BEACON_SMTP_URL), with retries and backoff.
-- Each message keeps its HTML part, when it is due next, how often it was tried and why it last failed, and,
-- once delivered, the SMTP server's message id (sent_at, from 0101, says when).
ALTER TABLE mail_outbox
  ADD COLUMN html text,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_error text,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN message_id text;
-- What was queued before delivery existed is not sent now (old reset codes and invitations to anyone).
UPDATE mail_outbox SET failed_at = now(), last_error = 'Queued before mail was delivered; not sent.';
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;
