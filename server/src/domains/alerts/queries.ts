import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { invalidField, notFound } from '../../kernel/http/errors';
import { advertiserOfSubject } from '../campaigns/queries';
import type { AlertEvent, AlertRule, NewAlertRule } from './schemas';

/** A rule's creator: rules are their own, each one tells only them. */
export interface RuleOwner {
  scope: ClientScope;
  userId: number;
}

const DEFAULT_RANGE = 'Last 7 days';

const rulesOf = (db: Database, owner: RuleOwner) =>
  scoped(db, owner.scope).selectFrom('alert_rules as r').where('r.created_by', '=', owner.userId);

/** A rule's columns under the alias `r`, as the API shows it (the check reads them too). */
export const RULE_COLUMNS = [
  'r.id',
  'r.name',
  'r.metric',
  'r.campaign_id',
  'r.advertiser_id',
  'r.op',
  sql<string>`r.value::text`.as('value'),
  'r.range',
  'r.inbox',
  'r.email',
  'r.webhook_url',
  'r.holding',
  isoText<string | null>('r.checked_at').as('checkedAt'),
  isoText('r.created_at').as('createdAt'),
] as const;

type RuleRow = {
  id: number;
  name: string;
  metric: string;
  campaign_id: number | null;
  advertiser_id: number | null;
  op: string;
  value: string;
  range: string;
  inbox: boolean;
  email: boolean;
  webhook_url: string | null;
  holding: boolean;
  checkedAt: string | null;
  createdAt: string;
};

export const ruleOf = (r: RuleRow): AlertRule => ({
  id: r.id,
  name: r.name,
  metric: r.metric,
  // A campaign's rule names its campaign; an advertiser's its advertiser; a client's neither.
  scope:
    r.campaign_id !== null
      ? { campaignId: r.campaign_id }
      : r.advertiser_id !== null
        ? { advertiserId: r.advertiser_id }
        : {},
  condition: { op: r.op, value: Number(r.value) },
  range: r.range,
  channels: { inbox: r.inbox, email: r.email, webhookUrl: r.webhook_url },
  holding: r.holding,
  checkedAt: r.checkedAt,
  createdAt: r.createdAt,
});

export async function listAlertRules(db: Database, owner: RuleOwner): Promise<AlertRule[]> {
  const rows = await rulesOf(db, owner).select(RULE_COLUMNS).orderBy('r.name').orderBy('r.id').execute();
  return rows.map(ruleOf);
}

export async function alertRuleById(db: Database, owner: RuleOwner, id: number): Promise<AlertRule> {
  const row = await rulesOf(db, owner).select(RULE_COLUMNS).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return ruleOf(row);
}

/** The channels as a rule keeps them: the inbox unless told otherwise, mail only when asked for. */
const channelsOf = ({ channels }: NewAlertRule) => ({
  inbox: channels.inbox ?? true,
  email: channels.email ?? false,
  webhookUrl: channels.webhookUrl ?? null,
});

function checkChannels(rule: NewAlertRule) {
  const channels = channelsOf(rule);
  if (!channels.inbox && !channels.email && !channels.webhookUrl)
    throw invalidField('channels', 'must name at least one way to tell you: inbox, email or a webhook');
  if (rule.metric === 'pacing' && rule.scope.campaignId === undefined && rule.scope.advertiserId === undefined)
    throw invalidField('scope', 'pacing is watched on a campaign or an advertiser');
  if (rule.metric === 'pacing' && rule.condition.op !== 'below' && rule.condition.op !== 'above')
    throw invalidField('condition.op', 'pacing is watched below or above a share, not by its change');
}

function values(rule: NewAlertRule, advertiserId: number | null) {
  const { inbox, email, webhookUrl } = channelsOf(rule);
  return {
    advertiser_id: advertiserId,
    campaign_id: rule.scope.campaignId ?? null,
    name: rule.name,
    metric: rule.metric,
    op: rule.condition.op,
    value: String(rule.condition.value),
    range: rule.range ?? DEFAULT_RANGE,
    inbox,
    email,
    webhook_url: webhookUrl,
  };
}

export async function createAlertRule(db: Database, owner: RuleOwner, rule: NewAlertRule): Promise<AlertRule> {
  checkChannels(rule);
  const advertiserId = await advertiserOfSubject(db, owner.scope, rule.scope);
  const insert = await scoped(db, owner.scope).insertInto('alert_rules', {
    ...values(rule, advertiserId),
    created_by: owner.userId,
  });
  const { id } = await insert.returning('id').executeTakeFirstOrThrow();
  return alertRuleById(db, owner, id);
}

/** A changed rule starts afresh: it will tell again the next time it holds. */
export async function updateAlertRule(db: Database, owner: RuleOwner, id: number, rule: NewAlertRule) {
  checkChannels(rule);
  const advertiserId = await advertiserOfSubject(db, owner.scope, rule.scope);
  const updated = await scoped(db, owner.scope)
    .updateTable('alert_rules as r')
    .set({ ...values(rule, advertiserId), holding: false, checked_at: null })
    .where('r.id', '=', id)
    .where('r.created_by', '=', owner.userId)
    .returning('r.id')
    .executeTakeFirst();
  if (!updated) throw notFound();
  return alertRuleById(db, owner, id);
}

export async function deleteAlertRule(db: Database, owner: RuleOwner, id: number) {
  const deleted = await scoped(db, owner.scope)
    .deleteFrom('alert_rules as r')
    .where('r.id', '=', id)
    .where('r.created_by', '=', owner.userId)
    .returning('r.id')
    .executeTakeFirst();
  if (!deleted) throw notFound();
}

export async function alertHistory(db: Database, owner: RuleOwner, id: number): Promise<AlertEvent[]> {
  await alertRuleById(db, owner, id);
  const rows = await rulesOf(db, owner)
    .innerJoin('alert_events as e', 'e.rule_id', 'r.id')
    .select([
      'e.id',
      isoText('e.at').as('at'),
      'e.holds',
      sql<string | null>`e.value::text`.as('value'),
      'e.message',
      'e.webhook_result as webhookResult',
    ])
    .where('r.id', '=', id)
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((e) => ({ ...e, value: e.value === null ? null : Number(e.value) }));
}

/** How many of the client's rules (anyone's) held at their last check: the agency overview's open alerts. */
export async function holdingAlertCount(db: Database, scope: ClientScope): Promise<number> {
  const row = await scoped(db, scope)
    .selectFrom('alert_rules as r')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('r.holding', '=', true)
    .executeTakeFirstOrThrow();
  return row.count;
}
