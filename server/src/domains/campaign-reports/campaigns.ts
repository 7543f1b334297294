import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { EXCLUDED_STATUS } from '../campaigns/statuses';
import { asFloat, dayText } from '../../kernel/db/sql';
import { notFound } from '../../kernel/http/errors';
import type { Static } from 'typebox';
import type { Database } from '../../kernel/db/database';
import { defaultsOf } from './specifications';
import { DATE_RANGES, isTabKey, METRICS, OBJECTIVES_BY_TAB, type TabKey } from '../../semantic/choices';
import { lastDeliveryDay } from '../../semantic/query';
import type { Defaults, ReportCampaign } from './schemas';

type Channel = { platform: string; format: string };
type TabSpec = {
  id: number;
  key: string;
  name: string;
  platforms: string[];
  adFormats: string[];
  defaults: Static<typeof Defaults>;
};

/**
 * A tab appears when the campaign has that channel: a line item on one of the tab's platforms and, when the tab
 * names ad formats, in one of them. Cross-Channel needs more than one channel.
 */
export function tabsFor(channels: Channel[], specs: TabSpec[]): TabKey[] {
  const formats = new Set(channels.map((c) => c.format));
  return specs
    .filter((s): s is TabSpec & { key: TabKey } => isTabKey(s.key))
    .filter((s) =>
      s.key === 'cross-channel'
        ? formats.size > 1
        : channels.some(
            (c) => s.platforms.includes(c.platform) && (!s.adFormats.length || s.adFormats.includes(c.format)),
          ),
    )
    .map((s) => s.key);
}

/** The agency-wide tabs, in their order. */
export async function tabSpecifications(db: Database, scope: ClientScope): Promise<TabSpec[]> {
  return scoped(db, scope)
    .selectFrom('report_specifications as s')
    .select(['s.id', 's.key', 's.name', 's.platforms', 's.ad_formats as adFormats'])
    .select((eb) => eb.ref('s.defaults').$castTo<TabSpec['defaults']>().as('defaults'))
    .where('s.client_id', 'is', null)
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
}

type CampaignRow = Omit<Static<typeof ReportCampaign>, 'tabs'> & { channels: Channel[] };

const campaigns = (db: Database, scope: ClientScope) =>
  scoped(db, scope)
    .selectFrom('campaigns as c')
    .innerJoin('advertisers as a', 'a.id', 'c.advertiser_id')
    .select(['c.id', 'c.name', 'c.status', 'c.advertiser_id as advertiserId', 'a.name as advertiserName'])
    .select([
      dayText<string | null>(sql`COALESCE(c.start_date, c.est_start_date)`).as('startDate'),
      dayText<string | null>(sql`COALESCE(c.end_date, c.est_end_date)`).as('endDate'),
      asFloat('c.total_budget').as('budget'),
      sql<Channel[]>`COALESCE((SELECT json_agg(json_build_object('platform', li.platform, 'format', li.ad_format))
        FROM line_items li WHERE li.campaign_id = c.id), '[]')`.as('channels'),
    ]);

/** The campaigns that have delivered (started), newest first: the ones there is something to report on. */
export async function reportCampaigns(db: Database, scope: ClientScope, advertiserId?: number) {
  const [rows, specs] = await Promise.all([
    campaigns(db, scope)
      .$if(advertiserId !== undefined, (w) => w.where('c.advertiser_id', '=', advertiserId!))
      .where('c.start_date', 'is not', null)
      .where('c.status', '<>', EXCLUDED_STATUS)
      .orderBy('c.start_date', 'desc')
      .orderBy('c.id', 'desc')
      .execute() satisfies Promise<CampaignRow[]>,
    tabSpecifications(db, scope),
  ]);
  return rows.map(({ channels, ...c }) => ({ ...c, tabs: tabsFor(channels, specs) }));
}

/** One campaign with its tabs (specification, objectives, defaults); 404 outside the scope. */
export async function reportCampaign(db: Database, scope: ClientScope, campaignId: number) {
  const [row, specs] = await Promise.all([
    campaigns(db, scope).where('c.id', '=', campaignId).executeTakeFirst(),
    tabSpecifications(db, scope),
  ]);
  if (!row) throw notFound();
  const { channels, ...campaign } = row;
  const keys = tabsFor(channels, specs);
  const tabs = keys.map((key) => {
    const spec = specs.find((s) => s.key === key)!;
    const objectives = OBJECTIVES_BY_TAB[key];
    const defaults = defaultsOf({ key, clientId: null, defaults: spec.defaults });
    return { specificationId: spec.id, key, name: spec.name, objectives, defaults };
  });
  return { ...campaign, tabs };
}

/** The campaign's report as its page opens: the campaign and its tabs, its last day of data, the report's choices. */
export async function reportCampaignDetail(db: Database, scope: ClientScope, campaignId: number) {
  const campaign = await reportCampaign(db, scope, campaignId);
  const dataAsOf = await lastDeliveryDay(db, scope, { campaignIds: [campaign.id] });
  return { ...campaign, dataAsOf, choices: { dateRanges: [...DATE_RANGES], metrics: [...METRICS] } };
}
