import { advertiserById } from '../../advertisers/queries';
import { runReportQuery } from '../../../semantic/query';
import { campaignPacing } from '../../campaigns/pacing';
import { campaignById, campaignMetrics, listCampaigns } from '../../campaigns/queries';
import type { MetricKey } from '../../../semantic/metrics';
import { valuesOf } from './query-metrics';
import { DAY, ID, int, isoDay, narrowed, pageOf, round, spanOf, type Args, type Tool } from './tool-kit';

/**
 * The tools over campaigns and what they delivered: counts, the list, one campaign's pacing, an advertiser's spend,
 * results by channel. Each calls the hub API's own scoped query.
 */
const dateRange = (args: Args) => {
  const startDate = isoDay(args.startDate);
  const endDate = isoDay(args.endDate);
  return startDate && endDate && startDate <= endDate ? { startDate, endDate } : undefined;
};

const CHANNEL_METRICS = [
  'spend',
  'impressions',
  'clicks',
  'conversions',
  'completionRate',
  'viewability',
  'ctr',
] as const satisfies MetricKey[];

export const CAMPAIGN_TOOLS: Record<string, Tool> = {
  campaign_metrics: {
    description:
      'Counts of campaigns: countLive (status Live, delivering now), countActive (the active list: Blocked, Paused, Live or Pending), countTotal, countByStatus; budget and delivered spend.',
    parameters: { type: 'object', properties: { advertiserId: ID } },
    async run(ctx, args) {
      const m = await campaignMetrics(ctx.db, narrowed(ctx, int(args.advertiserId)));
      return {
        figures: {
          countLive: m.countLive,
          countActive: m.countActive,
          countTotal: m.countTotal,
          totalBudget: round(m.totalBudget),
          deliveredBudget: round(m.deliveredBudget),
        },
        data: m,
      };
    },
  },
  list_campaigns: {
    description: 'Campaigns by name (search), status filter (active, all, proposals) and advertiser.',
    parameters: {
      type: 'object',
      properties: {
        search: { type: 'string' },
        filter: { type: 'string', enum: ['active', 'all', 'proposals'] },
        advertiserId: ID,
      },
    },
    paged: true,
    async run(ctx, args) {
      const advertiserId = int(args.advertiserId);
      const filter = ['active', 'all', 'proposals'].includes(String(args.filter)) ? (args.filter as 'active') : 'all';
      const scope = narrowed(ctx, advertiserId);
      const search =
        typeof args.search === 'string' && args.search.trim() ? args.search.trim().slice(0, 200) : undefined;
      const rows = await listCampaigns(ctx.db, scope, { filter, search, ...spanOf(ctx, 25) });
      // A page past the end has no row to carry the count: the list's first row then tells it.
      const total =
        rows[0]?.totalCount ??
        (await listCampaigns(ctx.db, scope, { filter, search, limit: 1, offset: 0 }))[0]?.totalCount ??
        0;
      return {
        total,
        figures: { campaigns: total },
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          advertiserName: r.advertiserName,
          status: r.status,
          budget: r.budget,
          deliveredBudget: r.deliveredBudget,
        })),
      };
    },
  },
  campaign_details: {
    description:
      "One campaign's record as its page shows it: status (and, when Blocked, why), objective, flight dates (estimated until set), budget, rate type and line items (platform, format, budget).",
    parameters: { type: 'object', properties: { campaignId: ID }, required: ['campaignId'] },
    async run(ctx, args) {
      const id = int(args.campaignId);
      if (!id) throw new Error('campaignId is required');
      const c = await campaignById(ctx.db, ctx.scope, id);
      return {
        figures: {
          campaignName: c.campaignName,
          status: c.status,
          ...(c.blocker ? { blockerReason: c.blocker.reason } : {}),
          startDate: c.campaignStartDate ?? c.estStartDate ?? '—',
          endDate: c.campaignEndDate ?? c.estEndDate ?? '—',
          totalBudget: round(c.totalBudget),
          lineItems: c.lineItems.length,
        },
        data: c,
      };
    },
  },
  campaign_pacing: {
    description: "One campaign's budget, spend delivered so far and pacing against its flight dates.",
    parameters: { type: 'object', properties: { campaignId: ID }, required: ['campaignId'] },
    async run(ctx, args) {
      const id = int(args.campaignId);
      if (!id) throw new Error('campaignId is required');
      const c = await campaignById(ctx.db, ctx.scope, id);
      // The campaign overview's own figure: delivered against expected spend to the last complete day.
      const pacing = await campaignPacing(ctx.db, ctx.scope, id);
      return {
        figures: {
          campaignName: c.campaignName,
          status: c.status,
          totalBudget: round(c.totalBudget),
          totalDeliveredBudget: round(c.totalDeliveredBudget),
          throughDay: pacing.throughDay,
          deliveredSpend: pacing.deliveredSpend,
          expectedSpend: pacing.expectedSpend,
          // No figure before the flight has a complete day.
          ...(pacing.pacingPercent === null ? {} : { pacingPercent: pacing.pacingPercent }),
          daysRemaining: c.daysRemaining,
        },
        data: { id: c.id, campaignName: c.campaignName, advertiser: c.advertiser },
      };
    },
  },
  advertiser_spend: {
    description:
      "An advertiser's delivered spend and results over a date range, and the pacing of its active campaigns.",
    parameters: {
      type: 'object',
      properties: { advertiserId: ID, startDate: DAY, endDate: DAY },
      required: ['advertiserId'],
    },
    async run(ctx, args) {
      const advertiserId = int(args.advertiserId);
      if (!advertiserId) throw new Error('advertiserId is required');
      const scope = narrowed(ctx, advertiserId);
      const advertiser = await advertiserById(ctx.db, ctx.scope, advertiserId);
      const [totals] = await runReportQuery(ctx.db, scope, {
        groupBy: [],
        advertiserIds: [advertiserId],
        dateRange: dateRange(args),
      });
      const active = await listCampaigns(ctx.db, scope, { filter: 'active', limit: 100, offset: 0 });
      const budget = active.reduce((s, c) => s + Number(c.budget ?? 0), 0);
      const delivered = active.reduce((s, c) => s + Number(c.deliveredBudget ?? 0), 0);
      return {
        figures: {
          advertiserName: advertiser.name,
          spend: round(Number(totals?.spend ?? 0)),
          impressions: Number(totals?.impressions ?? 0),
          conversions: Number(totals?.conversions ?? 0),
          activeCampaigns: active.length,
          activeBudget: round(budget),
          activeDelivered: round(delivered),
        },
      };
    },
  },
  channel_results: {
    description:
      'Delivered results by channel (ad format) for a date range, optionally for one campaign or advertiser.',
    parameters: {
      type: 'object',
      properties: {
        startDate: DAY,
        endDate: DAY,
        campaignId: ID,
        advertiserId: ID,
      },
    },
    paged: true,
    async run(ctx, args) {
      const campaignId = int(args.campaignId);
      const advertiserId = int(args.advertiserId);
      const rows = await runReportQuery(ctx.db, narrowed(ctx, advertiserId), {
        groupBy: ['adFormat'],
        campaignIds: campaignId ? [campaignId] : undefined,
        advertiserIds: advertiserId ? [advertiserId] : undefined,
        dateRange: dateRange(args),
      });
      // Each figure in the catalogue's unit (rates as ratios), as query_metrics gives it under the same name.
      const channels = rows.map((r) => ({ channel: String(r.adFormat), ...valuesOf(r, CHANNEL_METRICS) }));
      const spend = round(channels.reduce((s, r) => s + (r.spend ?? 0), 0));
      return { figures: { channels: channels.length, spend }, ...pageOf(ctx, channels) };
    },
  },
};
