import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import { pacingOf, pacingSeries } from '../../semantic/pacing';
import { lastDeliveryDay } from '../../semantic/query';
import { todayUtc } from '../../semantic/time';
import { advertiserOfCampaign } from './queries';
import type { Pacing } from './schemas';

/** A campaign overview's pacing: the semantic layer's figure for the campaign, and its day-by-day series. */
export async function campaignPacing(
  db: Database,
  scope: ClientScope,
  campaignId: number,
  today = todayUtc(),
): Promise<Static<typeof Pacing>> {
  await advertiserOfCampaign(db, scope, campaignId); // 404 for a campaign out of scope
  const [pacing, series, dataAsOf] = await Promise.all([
    pacingOf(db, scope, { campaignIds: [campaignId] }, today),
    pacingSeries(db, scope, campaignId, today),
    lastDeliveryDay(db, scope, { campaignIds: [campaignId] }),
  ]);
  return {
    budget: pacing.budget,
    throughDay: pacing.throughDay,
    dataAsOf,
    deliveredSpend: pacing.deliveredSpend,
    expectedSpend: pacing.expectedSpend,
    pacing: pacing.pacing,
    pacingPercent: pacing.pacingPercent,
    series,
  };
}
