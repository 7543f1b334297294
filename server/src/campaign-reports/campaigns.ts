import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { isTabKey, OBJECTIVES_BY_TAB, type TabKey } from './choices';
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

export async function tabSpecifications(db: Database): Promise<TabSpec[]> {
  return db.query<TabSpec>(
    `SELECT id, key, name, platforms, ad_formats AS "adFormats", defaults FROM report_specifications
    WHERE client_id IS NULL ORDER BY position, id`,
  );
}

const COLUMNS = `c.id, c.name, c.status, c.advertiser_id AS "advertiserId", a.name AS "advertiserName",
  to_char(COALESCE(c.start_date, c.est_start_date), 'YYYY-MM-DD') AS "startDate",
  to_char(COALESCE(c.end_date, c.est_end_date), 'YYYY-MM-DD') AS "endDate", c.total_budget::float8 AS budget,
  COALESCE((SELECT json_agg(json_build_object('platform', li.platform, 'format', li.ad_format)) FROM line_items li WHERE li.campaign_id = c.id), '[]') AS channels`;

type CampaignRow = Omit<Static<typeof ReportCampaign>, 'tabs'> & { channels: Channel[] };

/** The campaigns that have delivered (started), newest first: the ones there is something to report on. */
export async function reportCampaigns(db: Database, scope: ClientScope, advertiserId?: number) {
  const [rows, specs] = await Promise.all([
    db.query<CampaignRow>(
      `SELECT ${COLUMNS} FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id
      WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND ($3::int IS NULL OR c.advertiser_id = $3)
        AND c.start_date IS NOT NULL AND c.status <> 'Closed Won'
      ORDER BY c.start_date DESC, c.id DESC`,
      [...scopeParams(scope), advertiserId ?? null],
    ),
    tabSpecifications(db),
  ]);
  return rows.map(({ channels, ...c }) => ({ ...c, tabs: tabsFor(channels, specs) }));
}

/** One campaign with its tabs (specification, objectives, defaults); 404 outside the scope. */
export async function reportCampaign(db: Database, scope: ClientScope, campaignId: number) {
  const [[row], specs] = await Promise.all([
    db.query<CampaignRow>(
      `SELECT ${COLUMNS} FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id
      WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.id = $3`,
      [...scopeParams(scope), campaignId],
    ),
    tabSpecifications(db),
  ]);
  if (!row) throw notFound();
  const { channels, ...campaign } = row;
  const keys = tabsFor(channels, specs);
  const tabs = keys.map((key) => {
    const spec = specs.find((s) => s.key === key)!;
    const objectives = OBJECTIVES_BY_TAB[key];
    const defaults = { ...spec.defaults, objective: objectives[0] };
    if (!defaults.objective) delete defaults.objective;
    return { specificationId: spec.id, key, name: spec.name, objectives, defaults };
  });
  return { ...campaign, tabs };
}
