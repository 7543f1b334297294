import type { Configured } from '../config/environment';

/** How mail leaves the machine: read from the environment (docs/configuration.md). */
export interface MailDeliverySettings {
  /** BEACON_SMTP_URL, e.g. `smtp://user:pass@host:587` (`smtps://` for TLS from the start); null keeps mail in the outbox. */
  smtpUrl: string | null;
  /** BEACON_MAIL_FROM: the sender of every mail. */
  from: string;
  /** BEACON_MAIL_WORKER_SECONDS: how often the worker looks for due mail (0 turns it off). */
  everySeconds: number;
  /** The first retry waits this long; each one after it twice as long as the one before. */
  retrySeconds: number;
  /** Attempts before a message is given up (failed_at). */
  maxAttempts: number;
}

export function readMailSettings(env: Configured, publicUrl: string): MailDeliverySettings {
  return {
    smtpUrl: env.BEACON_SMTP_URL ?? null,
    from: env.BEACON_MAIL_FROM ?? `Beacon <no-reply@${new URL(publicUrl).hostname}>`,
    everySeconds: env.BEACON_MAIL_WORKER_SECONDS,
    retrySeconds: 30,
    maxAttempts: 8,
  };
}
