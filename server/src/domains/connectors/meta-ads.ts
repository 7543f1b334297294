import { graphClient, type GraphClient, type MetaAdsSettings } from './meta-graph';
import { DEFAULT_RETRY, type RetryPolicy, type Sleep } from './retried';
import { ConnectorError, type DeliveryConnector, type PlatformDeliveryRow } from './port';

export type { MetaAdsSettings } from './meta-graph';

/**
 * Meta Ads over the Marketing API (Graph API, its documented REST interface): the ad accounts a token reaches
 * (`/me/adaccounts`), then the ad account's insights edge at `level=adset`, one row per ad set and day
 * (`time_increment=1`), page by page (`paging.cursors.after`, until an answer has no `paging.next`). A window
 * longer than ASYNC_AFTER_DAYS is read as an asynchronous report run (POST, poll `async_status`, read its rows),
 * as Meta asks of large reports. Figures come as Meta sends them: counts and spend as strings, spend in the
 * account's currency.
 */

/** The action types counted as conversions: the pixel's purchases, leads and registrations, and instant form
 * leads. Meta's aggregates (`purchase`, `lead`, `omni_*`) repeat these and are not added again. */
export const CONVERSION_ACTION_TYPES = new Set([
  'offsite_conversion.fb_pixel_purchase',
  'offsite_conversion.fb_pixel_lead',
  'offsite_conversion.fb_pixel_complete_registration',
  'onsite_conversion.lead_grouped',
]);

export const INSIGHTS_FIELDS = [
  'campaign_id',
  'campaign_name',
  'adset_id',
  'adset_name',
  'impressions',
  'clicks',
  'spend',
  'actions',
].join(',');

/** Windows longer than this are read through an asynchronous report run. */
export const ASYNC_AFTER_DAYS = 31;
/** Rows asked per page (Meta's default is 25). */
const PAGE_LIMIT = '500';
/** Polls of a report run before the sync gives up for now (the queue tries it again). */
const MAX_POLLS = 60;

interface InsightsRow {
  campaign_id?: string;
  campaign_name?: string;
  adset_id?: string;
  adset_name?: string;
  impressions?: string;
  clicks?: string;
  spend?: string;
  actions?: { action_type?: string; value?: string }[];
  date_start?: string;
  date_stop?: string;
}

interface Page<T> {
  data?: T[];
  paging?: { cursors?: { after?: string }; next?: string };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const count = (value: string | undefined, what: string) => {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n) || n < 0) throw new ConnectorError(`Meta Ads sent ${what} that is no count: ${value}`, true);
  return n;
};

/** An insights row as a delivery row; a row without its day or ad set makes the page malformed. */
export function deliveryRow(r: InsightsRow): PlatformDeliveryRow {
  if (!r || typeof r !== 'object' || !r.date_start || !DAY.test(r.date_start) || !r.adset_id)
    throw new ConnectorError('Meta Ads sent a row without its day or ad set', true);
  if (r.date_stop && r.date_stop !== r.date_start)
    throw new ConnectorError('Meta Ads sent a row of more than one day', true);
  const conversions = (Array.isArray(r.actions) ? r.actions : [])
    .filter((a) => CONVERSION_ACTION_TYPES.has(a?.action_type ?? ''))
    .reduce((sum, a) => sum + count(a.value, 'an action'), 0);
  return {
    day: r.date_start,
    campaignId: r.campaign_id ?? '',
    campaignName: r.campaign_name ?? '',
    adGroupId: String(r.adset_id),
    adGroupName: r.adset_name ?? '',
    impressions: Math.round(count(r.impressions, 'impressions')),
    clicks: Math.round(count(r.clicks, 'clicks')),
    conversions: Math.round(conversions),
    spend: Math.round(count(r.spend, 'a spend') * 100) / 100,
  };
}

/** The ad account's Graph id: `act_<n>` from `act_<n>` or from its number alone. */
export function adAccountId(account: string): string {
  const digits = account.replace(/^act_/, '').replace(/\D/g, '');
  if (!digits) throw new ConnectorError(`${account} is no Meta ad account id`, false);
  return `act_${digits}`;
}

/** Every page of an edge, following `paging.cursors.after` while Meta says there is a next page. */
async function* pagesOf<T>(graph: GraphClient, path: string, params: Record<string, string>) {
  let after: string | undefined;
  do {
    const page = await graph.call<Page<T>>(path, { ...params, ...(after ? { after } : {}) });
    if (!Array.isArray(page.data)) throw new ConnectorError('Meta Ads sent a malformed page', true);
    yield page.data;
    after = page.paging?.next ? page.paging.cursors?.after : undefined;
    if (page.paging?.next && !after) throw new ConnectorError('Meta Ads sent a next page without its cursor', true);
  } while (after);
}

const daysIn = ({ from, to }: { from: string; to: string }) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Starts a report run of the query, waits for Meta to finish it, and answers its id. */
async function finishedReportRun(
  graph: GraphClient,
  account: string,
  params: Record<string, string>,
  retry: RetryPolicy,
  sleep: Sleep,
) {
  const started = await graph.call<{ report_run_id?: string }>(`/${account}/insights`, params, 'POST');
  const id = started.report_run_id;
  if (!id || !/^\d+$/.test(String(id))) throw new ConnectorError('Meta Ads did not start the report run', true);
  for (let poll = 1; poll <= MAX_POLLS; poll += 1) {
    const run = await graph.call<{ async_status?: string; async_percent_completion?: number }>(`/${id}`, {
      fields: 'async_status,async_percent_completion',
    });
    if (run.async_status === 'Job Completed') return String(id);
    if (run.async_status === 'Job Failed' || run.async_status === 'Job Skipped')
      throw new ConnectorError(`Meta Ads: the report run ended as "${run.async_status}"`, true);
    await sleep(Math.min(retry.backoffMs * poll, retry.maxWaitMs));
  }
  throw new ConnectorError('Meta Ads: the report run did not finish in time', true);
}

export function metaAdsConnector(
  settings: MetaAdsSettings,
  accessToken: string,
  retry: RetryPolicy = DEFAULT_RETRY,
  sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): DeliveryConnector {
  const graph = graphClient(settings, accessToken, retry, sleep);
  return {
    platform: 'META',
    async listAccounts() {
      const ids: string[] = [];
      for await (const page of pagesOf<{ id?: string }>(graph, '/me/adaccounts', { fields: 'id,name', limit: '100' }))
        for (const account of page) if (account?.id) ids.push(String(account.id));
      return ids;
    },
    async *readDelivery(account, range) {
      const id = adAccountId(account);
      const params = {
        level: 'adset',
        time_increment: '1',
        time_range: JSON.stringify({ since: range.from, until: range.to }),
        fields: INSIGHTS_FIELDS,
        limit: PAGE_LIMIT,
      };
      const source =
        daysIn(range) > ASYNC_AFTER_DAYS
          ? pagesOf<InsightsRow>(graph, `/${await finishedReportRun(graph, id, params, retry, sleep)}/insights`, {
              limit: PAGE_LIMIT,
            })
          : pagesOf<InsightsRow>(graph, `/${id}/insights`, params);
      for await (const rows of source) yield rows.map(deliveryRow);
    },
  };
}
