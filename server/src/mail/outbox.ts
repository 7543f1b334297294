import type { Database } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  createdAt: string;
}

/**
 * Queues a message in the outbox table. Nothing leaves the machine yet: SMTP delivery is to be added as a worker
 * that drains unsent rows, so callers already write mail the way they will when it is real.
 */
export async function sendMail(db: Database, message: MailMessage): Promise<void> {
  await db.query('INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, $2, $3)', [
    message.to,
    message.subject,
    message.text,
  ]);
}

/** The newest messages to one address, newest first (the dev outbox and tests read codes from here). */
export async function readOutbox(db: Database, to: string, limit = 10): Promise<StoredMail[]> {
  const rows = await db.query<{ id: string; to_address: string; subject: string; body: string; created_at: Date }>(
    `SELECT id::text AS id, to_address, subject, body, created_at FROM mail_outbox
     WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2`,
    [to, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
