import { ADMIN_ROLES } from '../access/scope';
import { ADMINISTRATION_ROLES } from '../api/enumerations';
import type { Database } from '../db/database';
import { brandOfClient } from '../mail/brand';
import { sendMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { toMagicBell } from './magicbell';
import { notificationById, recipientOf } from './queries';
import type { Category } from './schemas';
import { publish } from './stream';

export interface NewNotification {
  category: Category;
  title: string;
  content: string;
  topic?: string;
  actionUrl?: string;
  actionMessage?: string;
}

/** Who may hear of something: the client's users who may see the advertiser (when there is one), or these users. */
export interface Audience {
  clientId: number;
  advertiserId?: number | null;
  /** Only these users (still filtered by client, advertiser scope and preferences). */
  userIds?: number[];
  /** Only users with these roles. */
  roles?: string[];
}

interface Recipient {
  id: number;
  email: string;
  inApp: boolean;
  byEmail: boolean;
}

/**
 * The client's enabled users who hold NOTIFICATIONS_READ; REPORTING_ONLY and FRANCHISEE users (any non-admin role)
 * only for advertisers assigned to them directly or through a group; not those unsubscribed from the topic (in
 * this category or all); with each one's channel preferences.
 */
async function recipients(db: Database, audience: Audience, category: string, topic?: string): Promise<Recipient[]> {
  return db.query<Recipient>(
    `
    SELECT u.id, u.email,
      COALESCE((SELECT p.enabled FROM notification_preferences p WHERE p.user_id = u.id AND p.category = $5 AND p.channel = 'in_app'), true) AS "inApp",
      COALESCE((SELECT p.enabled FROM notification_preferences p WHERE p.user_id = u.id AND p.category = $5 AND p.channel = 'email'), true) AS "byEmail"
    FROM users u
    WHERE u.enabled AND u.type = 'STANDARD' AND u.client_id = $1 AND 'NOTIFICATIONS_READ' = ANY(u.privileges)
      AND ($2::int IS NULL OR u.role = ANY($6::text[])
        OR $2 IN (SELECT ua.advertiser_id FROM user_advertisers ua WHERE ua.user_id = u.id)
        OR EXISTS (SELECT 1 FROM advertisers a JOIN user_advertiser_groups ug ON ug.group_id = a.group_id WHERE a.id = $2 AND ug.user_id = u.id))
      AND ($3::int[] IS NULL OR u.id = ANY($3::int[]))
      AND ($4::text[] IS NULL OR u.role = ANY($4::text[]))
      AND ($7::text IS NULL OR NOT EXISTS (SELECT 1 FROM topic_subscriptions ts WHERE ts.user_id = u.id
        AND ts.topic = $7 AND ts.category IN ($5, '*') AND ts.status = 'unsubscribed'))
    ORDER BY u.id`,
    [
      audience.clientId,
      audience.advertiserId ?? null,
      audience.userIds ?? null,
      audience.roles ?? null,
      category,
      ADMIN_ROLES,
      topic ?? null,
    ],
  );
}

/**
 * Makes one notification per recipient whose in_app preference allows the category, tells their open streams,
 * and writes to the mail outbox for those whose email preference allows it. Returns the users notified in the app.
 */
export async function notify(db: Database, audience: Audience, n: NewNotification): Promise<number[]> {
  return deliver(db, await recipients(db, audience, n.category, n.topic), n, audience.clientId);
}

/** The platform's operators (enabled BeaconAdmin users), with their channel preferences: releases are theirs. */
export async function notifyOperators(db: Database, n: NewNotification): Promise<number[]> {
  const operators = await db.query<Recipient>(
    `
    SELECT u.id, u.email,
      COALESCE((SELECT p.enabled FROM notification_preferences p WHERE p.user_id = u.id AND p.category = $1 AND p.channel = 'in_app'), true) AS "inApp",
      COALESCE((SELECT p.enabled FROM notification_preferences p WHERE p.user_id = u.id AND p.category = $1 AND p.channel = 'email'), true) AS "byEmail"
    FROM users u
    WHERE u.enabled AND u.type = 'INTERNAL' AND u.role = ANY($2::text[]) AND 'NOTIFICATIONS_READ' = ANY(u.privileges)
    ORDER BY u.id`,
    [n.category, ADMINISTRATION_ROLES],
  );
  return deliver(db, operators, n, null);
}

/** The mails go out in the client's brand; the operators' (no client) in the default one. */
async function deliver(
  db: Database,
  people: Recipient[],
  n: NewNotification,
  clientId: number | null,
): Promise<number[]> {
  const inApp = people.filter((p) => p.inApp).map((p) => p.id);
  const attributes = n.actionMessage ? { actionMessage: n.actionMessage } : null;
  const created =
    inApp.length === 0
      ? []
      : await db.query<{ id: number; userId: number }>(
          `
    INSERT INTO notifications (user_id, category, topic, title, content, custom_attributes, action_url)
    SELECT u, $2, $3, $4, $5, $6::jsonb, $7 FROM unnest($1::int[]) AS u RETURNING id, user_id AS "userId"`,
          [
            inApp,
            n.category,
            n.topic ?? null,
            n.title,
            n.content,
            attributes === null ? null : JSON.stringify(attributes),
            n.actionUrl ?? null,
          ],
        );
  for (const row of created) {
    await publish(db, row.userId, {
      name: 'notifications/new',
      data: toMagicBell(await notificationById(db, row.userId, row.id), await recipientOf(db, row.userId)),
    });
  }
  const byEmail = people.filter((p) => p.byEmail);
  if (byEmail.length > 0) {
    const mail = await renderMail(clientId === null ? null : await brandOfClient(db, clientId), {
      heading: n.title,
      paragraphs: [plainText(n.content)],
      action: n.actionUrl ? { label: n.actionMessage ?? 'Open', url: n.actionUrl } : undefined,
    });
    for (const person of byEmail) await sendMail(db, { to: person.email, subject: n.title, ...mail });
  }
  return inApp;
}

/** The HTML content as mail text: tags dropped, the entities the events escape turned back into characters. */
function plainText(html: string): string {
  const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
  return html.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => entities[e] ?? e);
}
