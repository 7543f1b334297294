import { canAccess, type AccessSubject } from '@beacon/shared/contract';
import { ADMIN_ROLES } from '../../kernel/access/scope';
import { ADMINISTRATION_ROLES } from '../../semantic/enumerations';
import { sql } from 'kysely';
import { tables } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { isAnyOf } from '../../kernel/db/sql';
import { brandOfClient } from '../../kernel/mail/brand';
import { sendMail } from '../../kernel/mail/outbox';
import { portalLink } from '../../kernel/mail/portal-links';
import { renderMail } from '../../kernel/mail/templates';
import type { Category } from './schemas';
import { publish } from './stream';

export interface NewNotification {
  category: Category;
  title: string;
  content: string;
  topic?: string;
  actionUrl?: string;
  /**
   * For people who see only the reporting suite (a campaign's page is not theirs: REPORTING_ONLY, FRANCHISEE), the
   * page to open instead of `actionUrl`, such as the campaign's report.
   */
  reportingActionUrl?: string;
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
  /** The channels this notification may use, within each person's preferences (both when omitted). */
  channels?: { inApp: boolean; email: boolean };
}

interface Recipient {
  id: number;
  email: string;
  type: string;
  role: string;
  privileges: string[];
  inApp: boolean;
  byEmail: boolean;
}

/**
 * The client's enabled users who hold NOTIFICATIONS_READ; REPORTING_ONLY and FRANCHISEE users (any non-admin role)
 * only for advertisers assigned to them directly or through a group; not those unsubscribed from the topic (in
 * this category or all); with each one's channel preferences.
 */
async function recipients(db: Database, audience: Audience, category: string, topic?: string): Promise<Recipient[]> {
  const advertiserId = audience.advertiserId ?? null;
  return withPreferences(db, category)
    .where('u.type', '=', 'STANDARD')
    .where('u.client_id', '=', audience.clientId)
    .$if(advertiserId !== null, (q) =>
      q.where(sql<boolean>`(${isAnyOf('u.role', ADMIN_ROLES)}
        OR ${advertiserId} IN (SELECT ua.advertiser_id FROM user_advertisers ua WHERE ua.user_id = u.id)
        OR EXISTS (SELECT 1 FROM advertisers a JOIN user_advertiser_groups ug ON ug.group_id = a.group_id
          WHERE a.id = ${advertiserId} AND ug.user_id = u.id))`),
    )
    .$if(audience.userIds !== undefined, (q) => q.where(isAnyOf('u.id', audience.userIds!)))
    .$if(audience.roles !== undefined, (q) => q.where(isAnyOf('u.role', audience.roles!)))
    .$if(topic !== undefined, (q) =>
      q.where(sql<boolean>`NOT EXISTS (SELECT 1 FROM topic_subscriptions ts WHERE ts.user_id = u.id
        AND ts.topic = ${topic} AND ts.category IN (${category}, '*') AND ts.status = 'unsubscribed')`),
    )
    .execute();
}

/** Enabled users who may read notifications, with their channel preferences for the category (on unless set). */
function withPreferences(db: Database, category: string) {
  const channel = (name: 'in_app' | 'email') =>
    sql<boolean>`COALESCE((SELECT p.enabled FROM notification_preferences p
      WHERE p.user_id = u.id AND p.category = ${category} AND p.channel = ${name}), true)`;
  return tables(db)
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.type', 'u.role', 'u.privileges'])
    .select([channel('in_app').as('inApp'), channel('email').as('byEmail')])
    .where('u.enabled', '=', true)
    .where(sql<boolean>`'NOTIFICATIONS_READ' = ANY(u.privileges)`)
    .orderBy('u.id');
}

/**
 * Makes one notification per recipient whose in_app preference allows the category, tells their open streams,
 * and writes to the mail outbox for those whose email preference allows it. Returns the users notified in the app.
 */
export async function notify(db: Database, audience: Audience, n: NewNotification): Promise<number[]> {
  const people = await recipients(db, audience, n.category, n.topic);
  const { inApp = true, email = true } = audience.channels ?? {};
  const reached = people.map((p) => ({ ...p, inApp: p.inApp && inApp, byEmail: p.byEmail && email }));
  return deliver(db, reached, n, audience.clientId);
}

/** The platform's operators (enabled BeaconAdmin users), with their channel preferences: releases are theirs. */
export async function notifyOperators(db: Database, n: NewNotification): Promise<number[]> {
  const operators = await withPreferences(db, n.category)
    .where('u.type', '=', 'INTERNAL')
    .where(isAnyOf('u.role', ADMINISTRATION_ROLES))
    .execute();
  return deliver(db, operators, n, null);
}

/** The mails go out in the client's brand; the operators' (no client) in the default one. */
async function deliver(
  db: Database,
  people: Recipient[],
  n: NewNotification,
  clientId: number | null,
): Promise<number[]> {
  // A campaign's page (no requirement of its own: the default page rule) for those who may open it.
  const urlOf = (person: Recipient) =>
    n.reportingActionUrl && !canAccess(person as AccessSubject, undefined) ? n.reportingActionUrl : n.actionUrl;
  const inAppPeople = people.filter((p) => p.inApp);
  const inApp = inAppPeople.map((p) => p.id);
  const attributes = n.actionMessage ? { actionMessage: n.actionMessage } : null;
  const created =
    inApp.length === 0
      ? []
      : await tables(db)
          .insertInto('notifications')
          .values(
            inAppPeople.map((person) => ({
              user_id: person.id,
              category: n.category,
              topic: n.topic ?? null,
              title: n.title,
              content: n.content,
              custom_attributes: attributes === null ? null : JSON.stringify(attributes),
              action_url: urlOf(person) ?? null,
            })),
          )
          .returning(['id', 'user_id as userId'])
          .execute();
  // The event names the notification, as every other event of the stream does: the notification service shows it
  // in its own shape (the local one as MagicBell does; an adapter would post it to a real MagicBell).
  for (const row of created) await publish(db, row.userId, { name: 'notifications/new', data: { id: String(row.id) } });
  const byEmail = people.filter((p) => p.byEmail);
  if (byEmail.length > 0) {
    const brand = clientId === null ? null : await brandOfClient(db, clientId);
    // The inbox keeps the page's path; a mail leaves the browser, so its button is the whole address, on the brand's host.
    const mails = new Map<string | undefined, Awaited<ReturnType<typeof renderMail>>>();
    for (const person of byEmail) {
      const url = urlOf(person);
      if (!mails.has(url))
        mails.set(
          url,
          await renderMail(brand, {
            heading: n.title,
            paragraphs: [plainText(n.content)],
            action: url ? { label: n.actionMessage ?? 'Open', url: portalLink(brand, url) } : undefined,
          }),
        );
      await sendMail(db, { to: person.email, subject: n.title, ...mails.get(url)! });
    }
  }
  return inApp;
}

/** The HTML content as mail text: tags dropped, the entities the events escape turned back into characters. */
function plainText(html: string): string {
  const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
  return html.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => entities[e] ?? e);
}
