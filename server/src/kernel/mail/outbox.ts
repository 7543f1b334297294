import { sql } from 'kysely';
import { tables } from '../access/scoped';
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
  /** The HTML part, from a template (`renderMail`); the text part is always sent too. */
  html?: string;
  /** Files sent with the message (a scheduled report); stored base64 in the outbox. */
  attachments?: MailAttachment[];
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  size: number;
  contentBase64: string;
}

export interface StoredMail extends Omit<MailMessage, 'attachments' | 'html'> {
  html: string | null;
  attachments: StoredAttachment[];
  id: string;
  createdAt: string;
  /** Delivery over SMTP: when it was sent and the server's message id, or how often it failed and why. */
  sentAt: string | null;
  messageId: string | null;
  attempts: number;
  lastError: string | null;
  failedAt: string | null;
}

/**
 * Queues a message in the outbox table. With BEACON_SMTP_URL set, the delivery worker (`delivery.ts`) sends it
 * over SMTP; without, it stays here for the dev outbox.
 */
export async function sendMail(db: Database, message: MailMessage): Promise<void> {
  const attachments: StoredAttachment[] | undefined = message.attachments?.length
    ? message.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.length,
        contentBase64: a.content.toString('base64'),
      }))
    : undefined;
  await tables(db)
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      ...(attachments ? { attachments: JSON.stringify(attachments) } : {}),
    })
    .execute();
}

/**
 * A message's attachments, read from the outbox aliased `m`: the attachments column (migration 0500) when it
 * exists, so the outbox works before it too. Every read of the outbox's messages selects it this way.
 */
export const outboxAttachments = () => sql<StoredAttachment[] | null>`to_jsonb(m) -> 'attachments'`.as('attachments');

/** A message as the outbox holds it, read from the outbox aliased `m`: its id, address, subject, texts, attachments. */
export const outboxMessage = () =>
  [sql<string>`id::text`.as('id'), 'to_address', 'subject', 'body', 'html', outboxAttachments()] as const;

/** The newest messages to one address, newest first (the dev outbox and tests read codes from here). */
export async function readOutbox(db: Database, to: string, limit = 10): Promise<StoredMail[]> {
  const rows = await tables(db)
    .selectFrom('mail_outbox as m')
    .select(outboxMessage())
    .select(['created_at', 'sent_at', 'message_id', 'attempts', 'last_error', 'failed_at'])
    .where(sql`lower(to_address)`, '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    html: row.html,
    attachments: row.attachments ?? [],
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at && new Date(row.sent_at).toISOString(),
    messageId: row.message_id,
    attempts: row.attempts,
    lastError: row.last_error,
    failedAt: row.failed_at && new Date(row.failed_at).toISOString(),
  }));
}
