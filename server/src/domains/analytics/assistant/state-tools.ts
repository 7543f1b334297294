import { campaignStatusLabel, formatCurrency, formatDate, formatInteger, formatPercent } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { CAMPAIGN_STATUSES } from '../../../semantic/enumerations';
import { listCampaigns } from '../../campaigns/queries';
import { listFiles } from '../../files/queries';
import { campaignPacings, pacingOf } from '../../../semantic/pacing';
import { ACTIVE, LIVE, PROPOSALS } from '../../../semantic/statuses';
import { campaignById } from '../../campaigns/queries';
import { DAY, ID, IDS, int, ints, isoDay, narrowed, pageOf, tableOf, type Tool } from './tool-kit';

/**
 * The tools over counts and states (campaigns by status, days remaining, flights ending, pacing, billing,
 * audiences, documents): each reads the hub's own scoped query, so it says what the screens list.
 */
export const STATUS_GROUPS: Record<string, readonly string[]> = {
  live: LIVE,
  active: ACTIVE,
  proposals: PROPOSALS,
  all: CAMPAIGN_STATUSES.filter((s) => s !== 'Closed Won'),
};
export const STATUS_WORDS = [...Object.keys(STATUS_GROUPS), ...CAMPAIGN_STATUSES.filter((s) => s !== 'Closed Won')];
const dayOf = (c: { endDate: string | null; estimatedEndDate: string | null }) => c.endDate ?? c.estimatedEndDate;
const money = (n: number | null | undefined) => formatCurrency(n ?? 0);

export const STATE_TOOLS: Record<string, Tool> = {
  campaigns_by_status: {
    description:
      'Campaigns in a status, as the Campaigns list shows them: "live" (status Live, delivering now), "active" (the active list: Blocked, Paused, Live or Pending), "proposals" (Proposal or Deal), or one status; optionally of one advertiser, or only those whose flight ends within N days. Each with its days remaining, budget and delivered spend.',
    parameters: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: STATUS_WORDS },
        advertiserId: ID,
        campaignIds: IDS,
        endingWithinDays: { type: 'integer', minimum: 1, maximum: 366 },
        startingFrom: { ...DAY, description: 'only flights starting on or after this day' },
        startingTo: { ...DAY, description: 'only flights starting on or before this day' },
      },
    },
    paged: true,
    async run(ctx, args) {
      const status = STATUS_WORDS.find((s) => s === args.status) ?? 'active';
      const statuses = [...(STATUS_GROUPS[status] ?? [status])];
      const scope = narrowed(ctx, int(args.advertiserId));
      const ids = ints(args.campaignIds);
      const within = int(args.endingWithinDays);
      const all = await listCampaigns(ctx.db, scope, { statuses, limit: 1000, offset: 0 });
      const [from, to] = [isoDay(args.startingFrom), isoDay(args.startingTo)];
      const start = (c: (typeof all)[number]) => c.startDate ?? c.estimatedStartDate ?? '';
      const rows = all.filter(
        (c) =>
          (!ids || ids.includes(c.id)) &&
          (!within || ((dayOf(c) ?? '') >= ctx.today && c.daysRemaining <= within)) &&
          (!from || start(c) >= from) &&
          (!to || (start(c) !== '' && start(c) <= to)),
      );
      if (from || to) rows.sort((a, b) => start(a).localeCompare(start(b)));
      if (within) rows.sort((a, b) => a.daysRemaining - b.daysRemaining || a.name.localeCompare(b.name));
      const columns = ['Campaign', 'Advertiser', 'Status', 'Ends', 'Days left', 'Budget', 'Delivered'];
      const table = tableOf(columns, rows, 25, (c) => [
        c.name,
        c.advertiserName,
        campaignStatusLabel(c.status),
        dayOf(c) ? formatDate(dayOf(c)) : '',
        formatInteger(c.daysRemaining),
        money(c.budget),
        money(c.deliveredBudget),
      ]);
      return {
        figures: { status, count: rows.length },
        ...pageOf(
          ctx,
          rows.map((c) => ({
            id: c.id,
            name: c.name,
            advertiserId: c.advertiserId,
            advertiserName: c.advertiserName,
            status: c.status,
            startDate: c.startDate ?? c.estimatedStartDate,
            endDate: dayOf(c),
            daysRemaining: c.daysRemaining,
            budget: c.budget,
            deliveredBudget: c.deliveredBudget,
          })),
        ),
        view: {
          ...table,
          links: ids?.length
            ? ids.map((id) => ({ label: 'Campaign overview', href: paths.campaign(ctx.scope.clientId, id) }))
            : [{ label: 'Campaigns', href: paths.campaigns(ctx.scope.clientId) }],
        },
      };
    },
  },
  pacing: {
    description:
      'Pacing (the semantic layer’s one definition): spend delivered to the last complete day against the spend expected by then, budget spread evenly over each flight; for campaigns, or one advertiser’s or all in scope in a status (the active ones by default).',
    parameters: {
      type: 'object',
      properties: {
        campaignIds: IDS,
        advertiserId: ID,
        status: {
          type: 'string',
          enum: STATUS_WORDS,
          description: 'without campaignIds: the campaigns in it (default active)',
        },
        eachCampaign: { type: 'boolean', description: 'also each campaign’s own pacing, furthest behind first' },
      },
    },
    async run(ctx, args) {
      const advertiserId = int(args.advertiserId);
      const scope = narrowed(ctx, advertiserId);
      let campaignIds = ints(args.campaignIds);
      const names = new Map<number, string>();
      const daysLeft = new Map<number, number>();
      for (const id of campaignIds ?? []) names.set(id, (await campaignById(ctx.db, ctx.scope, id)).campaignName);
      if (!campaignIds) {
        const status = STATUS_WORDS.find((w) => w === args.status) ?? 'active';
        const statuses = [...(STATUS_GROUPS[status] ?? [status])];
        const active = await listCampaigns(ctx.db, scope, { statuses, limit: 1000, offset: 0 });
        for (const c of active) {
          names.set(c.id, c.name);
          daysLeft.set(c.id, c.daysRemaining);
        }
        campaignIds = [...names.keys()];
      }
      const p = campaignIds.length
        ? await pacingOf(ctx.db, scope, { campaignIds }, ctx.today)
        : { budget: 0, deliveredSpend: 0, expectedSpend: 0, pacingPercent: null, throughDay: '' };
      // Each campaign's own pacing, furthest behind first: what "which is furthest behind" reads.
      const each =
        args.eachCampaign === true && campaignIds.length
          ? await campaignPacings(ctx.db, scope, { campaignIds }, ctx.today)
          : [];
      return {
        data: each.map((c) => ({
          ...c,
          name: names.get(c.campaignId) ?? `campaign ${c.campaignId}`,
          ...(daysLeft.has(c.campaignId) ? { daysRemaining: daysLeft.get(c.campaignId) } : {}),
        })),
        figures: {
          campaigns: campaignIds.length,
          budget: p.budget,
          deliveredSpend: p.deliveredSpend,
          expectedSpend: p.expectedSpend,
          ...(p.pacingPercent === null ? {} : { pacingPercent: p.pacingPercent }),
          throughDay: p.throughDay,
        },
        view: {
          links:
            campaignIds.length === 1
              ? [{ label: 'Campaign overview', href: paths.campaign(ctx.scope.clientId, campaignIds[0]!) }]
              : [{ label: 'Campaigns', href: paths.campaigns(ctx.scope.clientId) }],
        },
      };
    },
  },
  campaign_documents: {
    description: 'The documents (files) of one campaign, as its Documents tab lists them, newest first.',
    parameters: { type: 'object', properties: { campaignId: ID }, required: ['campaignId'] },
    paged: true,
    async run(ctx, args) {
      const campaignId = int(args.campaignId);
      if (!campaignId) throw new Error('campaignId is required');
      const campaign = await campaignById(ctx.db, ctx.scope, campaignId);
      const files = await listFiles(ctx.db, ctx.scope, { campaignId }, 'All', undefined);
      return {
        figures: { campaignName: campaign.campaignName, documents: files.length },
        ...pageOf(
          ctx,
          files.map((f) => ({ id: f.id, name: f.name, createdAt: f.createdAt })),
        ),
        view: {
          ...tableOf(['Document', 'Added'], files, 15, (f) => [f.name, formatDate(f.createdAt)]),
          links: [{ label: 'Documents', href: paths.campaign(ctx.scope.clientId, campaignId, 'documents') }],
        },
      };
    },
  },
};

export const percentText = (percent: number) => formatPercent(percent / 100);
