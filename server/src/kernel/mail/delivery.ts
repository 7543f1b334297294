import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import { tables } from '../access/scoped';
import type { Database } from '../db/database';
import { LOCKS, withLock } from '../db/locks';
import { outboxMessage, type StoredAttachment } from './outbox';
import type { MailDeliverySettings } from './settings';
import { startPeriodic } from '../jobs/periodic';

/** What the worker hands a message to: nodemailer's SMTP transport in the product. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * An SMTP transport for the URL: pooled (a pass reuses its connections: about 65 ms a message instead of 200 ms
 * with a connection each, measured on the in-process server), with timeouts short enough that an unreachable
 * server is a failed attempt.
 */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  }) as unknown as MailTransport;
}

interface DueMail {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  html: string | null;
  attachments: StoredAttachment[] | null;
  attempts: number;
}

export interface DeliveryPass {
  sent: number;
  failed: number;
}

/**
 * One pass over the outbox: every due message (never sent, not given up, its next attempt reached) goes to the
 * SMTP server; a delivery records when and the server's message id, a failure its attempts and error and when to
 * try again (retrySeconds, doubling), until maxAttempts. Under an advisory lock: when several instances run the
 * worker, one pass runs at a time and the others skip theirs (null).
 */
export async function deliverOutbox(
  db: Database,
  transport: MailTransport,
  settings: Pick<MailDeliverySettings, 'from' | 'retrySeconds' | 'maxAttempts'>,
  now = new Date(),
): Promise<DeliveryPass | null> {
  return withLock(db, LOCKS.mailDelivery, 'skip', async () => {
    const outbox = tables(db);
    const due: DueMail[] = await outbox
      .selectFrom('mail_outbox as m')
      .select(outboxMessage())
      .select('attempts')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', sql<Date>`${now.toISOString()}::timestamptz`)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(100)
      .execute();
    const pass: DeliveryPass = { sent: 0, failed: 0 };
    for (const mail of due) {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
          ...(mail.html ? { html: mail.html } : {}),
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        });
        await outbox
          .updateTable('mail_outbox')
          .set({
            sent_at: now.toISOString(),
            message_id: info.messageId,
            attempts: sql`attempts + 1`,
            last_error: null,
          })
          .where('id', '=', mail.id)
          .execute();
        pass.sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const wait = settings.retrySeconds * 2 ** (attempts - 1);
        await outbox
          .updateTable('mail_outbox')
          .set({
            attempts,
            last_error: errorText(error),
            next_attempt_at: sql<Date>`${now.toISOString()}::timestamptz + make_interval(secs => ${wait}::int)`,
            failed_at: attempts >= settings.maxAttempts ? now.toISOString() : null,
          })
          .where('id', '=', mail.id)
          .execute();
        pass.failed++;
      }
    }
    return pass;
  });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The worker: with BEACON_SMTP_URL set, a pass every BEACON_MAIL_WORKER_SECONDS (one at a time in this process,
 * one at a time across instances); without it, mail stays in the outbox for GET /dev/outbox, as before.
 */
export function startMailDelivery(app: FastifyInstance, db: Database, settings: MailDeliverySettings): void {
  if (!settings.smtpUrl || !(settings.everySeconds > 0)) return;
  const transport = smtpTransport(settings.smtpUrl);
  startPeriodic(app, db, { name: 'mail delivery', seconds: settings.everySeconds }, async () => {
    const pass = await deliverOutbox(db, transport, settings);
    if (pass?.failed) app.log.warn({ failed: pass.failed }, 'mail delivery: some messages failed, to be retried');
  });
  // Registered after the runner's: closes once a pass under way has finished.
  app.addHook('onClose', async () => transport.close());
}
