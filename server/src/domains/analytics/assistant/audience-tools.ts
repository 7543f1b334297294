import { advertiserSummaries } from '../../advertisers/queries';
import { audiencesWithCounts, countsHistory } from '../../audiences/queries';
import { formatInteger } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { DAY, ID, int, isoDay, narrowed, ORDER, ordered, pageOf, round, tableOf, type Tool } from './tool-kit';

/** An audience's size at the start and end of a range, and its change in percent (audience_growth's rows). */
export interface AudienceGrowth {
  name: string;
  advertiserId: number;
  now: number;
  before: number;
  firstDay: string;
  lastDay: string;
  growthPercent: number;
}

/** The tools over audiences: their sizes now and their growth, from the Audiences page's own counts. */
export const AUDIENCE_TOOLS: Record<string, Tool> = {
  audience_growth: {
    description:
      "Audience sizes and their growth between two days (or over the last N days, default 30, to today), for one advertiser or all of the user's, fastest growing first.",
    parameters: {
      type: 'object',
      properties: {
        advertiserId: ID,
        days: { type: 'integer', minimum: 1, maximum: 365, description: 'default 30' },
        startDate: DAY,
        endDate: DAY,
      },
    },
    paged: true,
    async run(ctx, args) {
      const window = Math.min(Math.max(int(args.days) ?? 30, 1), 365);
      const advertiserId = int(args.advertiserId);
      const advertisers = advertiserId
        ? [{ id: advertiserId, name: '' }]
        : await advertiserSummaries(ctx.db, ctx.scope, { limit: 1000, offset: 0 });
      const end = isoDay(args.endDate) ?? ctx.today;
      const start =
        isoDay(args.startDate) ?? new Date(Date.parse(end) - window * 86_400_000).toISOString().slice(0, 10);
      const audiences: AudienceGrowth[] = [];
      for (const { id } of advertisers) {
        for (const a of await audiencesWithCounts(ctx.db, narrowed(ctx, id), id)) {
          const history = await countsHistory(ctx.db, ctx.scope, a.id, start, end);
          if (history.length < 2) continue;
          const before = history[0]!.deviceCount;
          const now = history.at(-1)!.deviceCount;
          audiences.push({
            name: a.name,
            advertiserId: id,
            now,
            before,
            firstDay: history[0]!.day,
            lastDay: history.at(-1)!.day,
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
          startDate: start,
          endDate: end,
          devicesBefore: before,
          devicesNow: now,
          growthPercent: before > 0 ? round(((now - before) / before) * 100, 1) : 0,
        },
        ...pageOf(ctx, audiences, 50),
      };
    },
  },
  audience_history: {
    description:
      'One audience’s daily device and household counts between two days (the last 30 days by default), as its counts history on the Audiences page.',
    parameters: {
      type: 'object',
      properties: { audienceId: ID, startDate: DAY, endDate: DAY },
      required: ['audienceId'],
    },
    paged: true,
    async run(ctx, args) {
      const audienceId = int(args.audienceId);
      if (!audienceId) throw new Error('audienceId is required');
      const endDate = isoDay(args.endDate) ?? ctx.today;
      const startDate =
        isoDay(args.startDate) ?? new Date(Date.parse(endDate) - 30 * 86_400_000).toISOString().slice(0, 10);
      const history = await countsHistory(ctx.db, ctx.scope, audienceId, startDate, endDate);
      const first = history[0];
      const last = history.at(-1);
      return {
        figures: {
          days: history.length,
          startDate,
          endDate,
          ...(first && last
            ? {
                firstDay: first.day,
                devicesFirst: first.deviceCount,
                lastDay: last.day,
                devicesLast: last.deviceCount,
                householdsLast: last.householdCount,
                changePercent:
                  first.deviceCount > 0
                    ? round(((last.deviceCount - first.deviceCount) / first.deviceCount) * 100, 1)
                    : 0,
              }
            : {}),
        },
        ...pageOf(ctx, history),
      };
    },
  },
  audience_counts: {
    description:
      'Audiences (segments) of one advertiser or all in scope, with their latest device and household counts, as the Audiences page shows them.',
    parameters: { type: 'object', properties: { advertiserId: ID, order: ORDER } },
    paged: true,
    async run(ctx, args) {
      const advertiserId = int(args.advertiserId);
      narrowed(ctx, advertiserId);
      const advertisers = advertiserId
        ? [advertiserId]
        : (await advertiserSummaries(ctx.db, ctx.scope, { limit: 1000, offset: 0 })).map((a) => a.id);
      const found = [];
      for (const id of advertisers) found.push(...(await audiencesWithCounts(ctx.db, narrowed(ctx, id), id)));
      const audiences = ordered(
        found,
        args.order,
        (a) => String(a.counts.asOf ?? ''),
        (a) => Number(a.counts.deviceCount ?? 0),
      );
      const devices = audiences.reduce((t, a) => t + Number(a.counts.deviceCount ?? 0), 0);
      const households = audiences.reduce((t, a) => t + Number(a.counts.householdCount ?? 0), 0);
      return {
        figures: { audiences: audiences.length, devices, households },
        ...pageOf(
          ctx,
          audiences.map((a) => ({ id: a.id, name: a.name, advertiserId: a.advertiserId, counts: a.counts })),
        ),
        view: {
          ...tableOf(['Audience', 'Devices', 'Households'], audiences, 15, (a) => [
            a.name,
            formatInteger(a.counts.deviceCount ?? 0),
            formatInteger(a.counts.householdCount ?? 0),
          ]),
          links: [
            {
              label: 'Audiences',
              href: advertiserId
                ? paths.audienceTaxonomy(ctx.scope.clientId, advertiserId)
                : paths.audiences(ctx.scope.clientId),
            },
          ],
        },
      };
    },
  },
};
