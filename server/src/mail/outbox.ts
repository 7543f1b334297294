import type { Database } from '../db/database';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (a scheduled report); stored base64 in the outbox. */
  attachments?: MailAttachment[];
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

export interface StoredMail extends Omit<MailMessage, 'attachments'> {
  attachments: StoredAttachment[];
  id: string;
  createdAt: string;
}

/**
 * Queues a message in the outbox table. Nothing leaves the machine yet: SMTP delivery is to be added as a worker
 * that drains unsent rows, so callers already write mail the way they will when it is real.
 */
export async function sendMail(db: Database, message: MailMessage): Promise<void> {
  if (message.attachments?.length) {
    const files: StoredAttachment[] = message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.length,
      contentBase64: a.content.toString('base64'),
    }));
    await db.query('INSERT INTO mail_outbox (to_address, subject, body, attachments) VALUES ($1, $2, $3, $4)', [
      message.to,
      message.subject,
      message.text,
      JSON.stringify(files),
    ]);
    return;
  }
  await db.query('INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, $2, $3)', [
    message.to,
    message.subject,
    message.text,
  ]);
}

/** The newest messages to one address, newest first (the dev outbox and tests read codes from here). */
export async function readOutbox(db: Database, to: string, limit = 10): Promise<StoredMail[]> {
  // to_jsonb(m): the attachments column (migration 0500) when it exists, so the outbox works before it too.
  const rows = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    body: string;
    created_at: Date;
    attachments: StoredAttachment[] | null;
  }>(
    `SELECT id::text AS id, to_address, subject, body, created_at, to_jsonb(m) -> 'attachments' AS attachments FROM mail_outbox m
     WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2`,
    [to, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    attachments: row.attachments ?? [],
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
