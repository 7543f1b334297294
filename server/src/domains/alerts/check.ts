import { brandByKey } from '../../kernel/brand/served-brands';
import { canAccess, type AccessRequirement, type AccessSubject } from '@beacon/shared/contract';
import { paths } from '@beacon/shared/paths';
import { sql } from 'kysely';
import { clientScope, loadScope, type ClientScope } from '../../kernel/access/scope';
import { acrossClients } from '../../kernel/access/scoped';
import { sessionUsers } from '../../kernel/auth/resolve-user';
import type { Database } from '../../kernel/db/database';
import { brandOfClient } from '../../kernel/mail/brand';
import { portalLink } from '../../kernel/mail/portal-links';
import { todayUtc } from '../../semantic/time';
import { notify } from '../notifications/deliver';
import { RULE_COLUMNS, ruleOf } from './queries';
import { readRule, type Reading } from './reading';
import type { AlertRule } from './schemas';
import { postWebhook } from './webhook';
import { DEFAULTS } from '../../kernel/config/environment';
import { listOf } from '../../kernel/config/list';

export interface AlertOptions {
  /** The hosts webhooks may be posted to (BEACON_ALERT_WEBHOOK_HOSTS). */
  webhookHosts: string[];
}

/** Slack's and Microsoft's hosts (BEACON_ALERT_WEBHOOK_HOSTS' default). */
export const DEFAULT_ALERT_OPTIONS: AlertOptions = {
  webhookHosts: listOf(DEFAULTS.BEACON_ALERT_WEBHOOK_HOSTS),
};

/**
 * What remote-campaigns' campaign page requires: its route declares nothing, so every role but REPORTING_ONLY and
 * FRANCHISEE opens it (the host's area frame judges it with the same `canAccess`).
 */
const CAMPAIGN_PAGE: AccessRequirement | undefined = undefined;

interface Creator {
  scope: ClientScope;
  /** Whether the creator may open the campaigns area (a campaign's page), or only the reporting suite. */
  opensCampaigns: boolean;
}

/** The creator's scope within a client now, or null when they can no longer reach it (disabled, moved). */
async function creatorOf(db: Database, userId: number, clientId: number): Promise<Creator | null> {
  const user = await sessionUsers(db).where('u.id', '=', userId).executeTakeFirst();
  if (!user?.enabled) return null;
  const access = await loadScope(db, user);
  if (!access.allClients && !access.clientIds.includes(clientId)) return null;
  return { scope: clientScope(access, clientId), opensCampaigns: canAccess(user as AccessSubject, CAMPAIGN_PAGE) };
}

/**
 * The page an alert links to, one its creator can open: a campaign's page, or its report in the reporting suite for
 * those who see only the suite; the suite's alerts for a rule on an advertiser or the whole client.
 */
export function alertPageOf(clientId: number, rule: Pick<AlertRule, 'scope'>, opensCampaigns: boolean): string {
  const { campaignId } = rule.scope;
  if (!campaignId) return paths.alerts(clientId);
  return opensCampaigns ? paths.campaign(clientId, campaignId) : paths.campaignReporting(clientId, campaignId);
}

/** Tells the rule's creator, on the channels it names, that it began to hold; what the webhook answered. */
async function tell(
  db: Database,
  row: Row,
  rule: AlertRule,
  reading: Reading,
  creator: Creator,
  options: AlertOptions,
) {
  const title = `Alert: ${rule.name}`;
  const actionUrl = alertPageOf(row.client_id, rule, creator.opensCampaigns);
  if (rule.channels.inbox || rule.channels.email)
    await notify(
      db,
      {
        clientId: row.client_id,
        advertiserId: row.advertiser_id,
        userIds: [row.created_by],
        channels: { inApp: rule.channels.inbox, email: rule.channels.email },
      },
      {
        category: 'campaign',
        topic: `alert-rule:${rule.id}`,
        title,
        content: reading.text,
        actionUrl,
        actionMessage: 'View',
      },
    );
  if (!rule.channels.webhookUrl) return null;
  // In the client's brand: its name on the button, its page on its own host name (Northwind's) when it has one.
  const brand = await brandOfClient(db, row.client_id);
  const message = {
    title,
    text: reading.text,
    link: portalLink(brand, actionUrl),
    product: brandByKey(brand).name,
  };
  return postWebhook(rule.channels.webhookUrl, options.webhookHosts, message);
}

type Row = Awaited<ReturnType<typeof rulesToCheck>>[number];

// The check reads every client's rules on purpose: each is read in its own creator's scope.
const rulesToCheck = (db: Database) =>
  acrossClients(db)
    .selectFrom('alert_rules as r')
    .select([...RULE_COLUMNS, 'r.client_id', 'r.created_by'])
    .orderBy('r.id')
    .execute();

/**
 * One pass over every alert rule: each is read as its creator sees it now; a rule that begins to hold tells its
 * creator once (inbox, mail, webhook), one that stops holding is noted, and both changes go into its history. A rule
 * whose creator can no longer see what it watches is left unread.
 */
export async function checkAlertRules(db: Database, options: AlertOptions = DEFAULT_ALERT_OPTIONS, today = todayUtc()) {
  // A creator's scope in a client is read once per pass, however many rules they have there.
  const creators = new Map<string, Promise<Creator | null>>();
  for (const row of await rulesToCheck(db)) {
    const key = `${row.created_by}:${row.client_id}`;
    if (!creators.has(key)) creators.set(key, creatorOf(db, row.created_by, row.client_id));
    const creator = await creators.get(key)!;
    const reach = creator?.scope;
    const scope =
      reach &&
      (row.advertiser_id === null || reach.advertiserIds === null || reach.advertiserIds.includes(row.advertiser_id))
        ? reach
        : null;
    if (!scope || !creator) continue;
    const rule = ruleOf(row);
    const reading = await readRule(db, scope, rule, today);
    await acrossClients(db)
      .updateTable('alert_rules')
      .set({ holding: reading.holds, checked_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    if (reading.holds === row.holding) continue;
    const webhookResult = reading.holds ? await tell(db, row, rule, reading, creator, options) : null;
    await acrossClients(db)
      .insertInto('alert_events')
      .values({
        rule_id: row.id,
        holds: reading.holds,
        value: reading.value === null ? null : String(reading.value),
        message: reading.text,
        webhook_result: webhookResult,
      })
      .execute();
  }
}
