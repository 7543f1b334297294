import { runReportQuery } from '../../../semantic/query';
import { resolveRange } from '../../../semantic/time';
import type { ConversationFocus } from './engine';
import { visibleNames, type Named } from './parse/names';
import { piecesOf } from './parse/question';
import { possessive } from './reply';
import type { ToolContext } from './tool-kit';

/**
 * Questions to offer on the assistant's page, built from the client's own advertisers and campaigns (the ones the
 * user can see, and for the conversation's campaign or advertiser first), each one the built-in engine can answer:
 * a suggestion that the parser would refuse or ask back about is left out. Without names in demo mode.
 */
export async function suggestionsFor(ctx: ToolContext, focus: ConversationFocus, withNames = true): Promise<string[]> {
  const general = [
    'How many live campaigns do we have?',
    'How much did we spend in the last 30 days?',
    'Spend this month vs last month',
    'Which channel had the highest CTR in the last 30 days?',
    ...(ctx.privileges && !ctx.privileges.includes('INVOICES_READ') ? [] : ['What is our balance due?']),
  ];
  if (!withNames) return general.slice(0, 4);
  const visible = await visibleNames(ctx);
  const campaign = visible.campaigns.find((c) => c.id === focus.campaignId);
  const advertiser =
    visible.advertisers.find((a) => a.id === (campaign?.advertiserId ?? focus.advertiserId)) ??
    (await busiestAdvertiser(ctx, visible.advertisers));
  const live = visible.campaigns.filter(
    (c) => c.status === 'Live' && (!advertiser || c.advertiserId === advertiser.id),
  );
  const named = [
    ...(campaign
      ? [`What is the pacing of ${campaign.name}?`, `How many clicks did ${campaign.name} get in the last 7 days?`]
      : []),
    ...(advertiser
      ? [
          `How much has ${advertiser.name} spent in the last 30 days?`,
          `Which of ${possessive(advertiser.name)} campaigns had the most impressions last month?`,
        ]
      : []),
    ...live.slice(0, 1).map((c) => `How many days are left on ${c.name}?`),
    ...(visible.advertisers.length > 1 ? ['Which advertiser had the most spend last month?'] : []),
  ];
  const answerable = (q: string) => {
    const kind = piecesOf(q, visible, ctx.today).kind;
    return kind !== undefined && kind !== 'refuse' && kind !== 'change' && kind !== 'clarify';
  };
  return [...named, ...general].filter(answerable).slice(0, 6);
}

/** The advertiser with the most spend in the last 30 days (the one most questions are about). */
async function busiestAdvertiser(ctx: ToolContext, advertisers: Named[]): Promise<Named | undefined> {
  if (advertisers.length <= 1) return advertisers[0];
  const rows = await runReportQuery(ctx.db, ctx.scope, {
    groupBy: ['advertiser'],
    dateRange: resolveRange('Last 30 days', ctx.today),
  });
  const top = [...rows].sort((a, b) => Number(b.spend ?? 0) - Number(a.spend ?? 0))[0];
  return advertisers.find((a) => a.id === Number(top?.advertiser)) ?? advertisers[0];
}
