import { advertiserById, advertiserSummaries } from '../../advertisers/queries';
import { audiencesWithCounts, countsHistory } from '../../audiences/queries';
import { runReportQuery } from '../../../semantic/query';
import { campaignPacing } from '../../campaigns/pacing';
import { campaignById, campaignMetrics, listCampaigns } from '../../campaigns/queries';
import type { MetricKey } from '../../../semantic/metrics';
import { STATE_TOOLS } from './state-tools';
import { QUERY_TOOLS, valuesOf } from './query-metrics';
import {
  DAY,
  ID,
  int,
  isoDay,
  narrowed,
  pageOf,
  requireInvoices,
  round,
  spanOf,
  type AnswerView,
  type Args,
  type Figures,
  type Tool,
  type ToolContext,
} from './tool-kit';
import { invoiceMetrics, listInvoices } from '../../invoices/queries';

/**
 * The assistant's tools: each calls the SAME scoped query function the hub API answers with (campaigns,
 * campaign reports, invoices, audiences, advertisers), inside the conversation's client scope. No SQL of its own.
 * The semantic query (`query_metrics`) and the tools over counts and states live in their own files.
 */
export type { Figures, Tool, ToolContext, ToolResult } from './tool-kit';

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
  figures: Figures;
  error?: string;
  /** The table and links the answer shows (built-in engine). */
  view?: AnswerView;
}

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

export const TOOLS: Record<string, Tool> = {
  ...QUERY_TOOLS,
  ...STATE_TOOLS,
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
  invoice_summary: {
    description: 'Invoice counts (overdue, open, paid), balances, and the overdue invoices.',
    privilege: 'INVOICES_READ',
    parameters: { type: 'object', properties: {} },
    paged: true,
    async run(ctx) {
      requireInvoices(ctx);
      const m = await invoiceMetrics(ctx.db, ctx.scope);
      const overdue = await listInvoices(ctx.db, ctx.scope, { statuses: ['Overdue'], ...spanOf(ctx, 5) });
      return {
        total: m.countOverdue,
        figures: {
          countOverdue: m.countOverdue,
          overdueBalance: round(m.overdueBalance),
          countOpen: m.countOpen,
          totalBalance: round(m.totalBalance),
        },
        data: overdue.map((i) => ({
          docNumber: i.docNumber,
          balance: i.balance,
          dueDate: i.dueDate,
          advertiserName: i.advertiserName,
        })),
      };
    },
  },
  audience_growth: {
    description:
      "Audience sizes now and their growth over the last N days (default 30), for one advertiser or all of the user's.",
    parameters: {
      type: 'object',
      properties: { advertiserId: ID, days: { type: 'integer', minimum: 1, maximum: 365, description: 'default 30' } },
    },
    paged: true,
    async run(ctx, args) {
      const window = Math.min(Math.max(int(args.days) ?? 30, 1), 365);
      const advertiserId = int(args.advertiserId);
      const advertisers = advertiserId
        ? [advertiserId]
        : (await advertiserSummaries(ctx.db, ctx.scope, { limit: 10, offset: 0 })).map((a) => a.id);
      const start = new Date(Date.parse(ctx.today) - window * 86_400_000).toISOString().slice(0, 10);
      const audiences: { name: string; now: number; before: number; growthPercent: number }[] = [];
      for (const id of advertisers) {
        for (const a of await audiencesWithCounts(ctx.db, narrowed(ctx, id), id)) {
          const history = await countsHistory(ctx.db, ctx.scope, a.id, start, ctx.today);
          if (history.length < 2) continue;
          const before = history[0]!.deviceCount;
          const now = history.at(-1)!.deviceCount;
          audiences.push({
            name: a.name,
            now,
            before,
            growthPercent: before > 0 ? round(((now - before) / before) * 100, 1) : 0,
          });
        }
      }
      const before = audiences.reduce((s, a) => s + a.before, 0);
      const now = audiences.reduce((s, a) => s + a.now, 0);
      audiences.sort((a, b) => b.growthPercent - a.growthPercent);
      return {
        figures: {
          audiences: audiences.length,
          days: window,
          devicesBefore: before,
          devicesNow: now,
          growthPercent: before > 0 ? round(((now - before) / before) * 100, 1) : 0,
        },
        ...pageOf(ctx, audiences, 5),
      };
    },
  },
};

export type ToolName = keyof typeof TOOLS;

/** Runs one tool; a failure (an id outside the scope, a bad argument) is the tool's answer, never a crash. */
export async function callTool(
  ctx: ToolContext,
  name: string,
  args: Args,
): Promise<ToolCall & { data?: unknown; total?: number }> {
  const tool = TOOLS[name];
  if (!tool) return { name, arguments: args, figures: {}, error: `Unknown tool ${name}` };
  try {
    const result = await tool.run(ctx, args);
    return {
      name,
      arguments: args,
      figures: result.figures,
      data: result.data,
      // A page was asked for (MCP): the size of the whole list, to say whether another page follows.
      ...(ctx.page && result.total !== undefined ? { total: result.total } : {}),
      ...(result.view ? { view: result.view } : {}),
    };
  } catch (error) {
    const message = error instanceof Error && error.message !== 'Not found' ? error.message : 'Not found in your data';
    return { name, arguments: args, figures: {}, error: message };
  }
}
