import { advertiserSummaries } from '../../advertisers/queries';
import { audiencesWithCounts, countsHistory } from '../../audiences/queries';
import { ID, int, narrowed, pageOf, round, type Tool } from './tool-kit';

/** The tool over audiences: their sizes now and their growth, from the Audiences page's own counts. */
export const AUDIENCE_TOOLS: Record<string, Tool> = {
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
