import type { Static } from 'typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { CampaignParams, Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { findAnomalies } from '../../../domains/adfire/anomalies';
import { monitoredDelivery } from '../../../domains/adfire/queries';
import { AdfireMonitoring } from '../../../domains/adfire/schemas';
import { CLIENT_DATA } from '../../../kernel/access/requirements';

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 10000 : null);

/** Adfire monitoring: a campaign's delivery anomalies per day, from its daily delivery. */
export async function adfireRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Campaigns']);
  operation.get(
    '/clients/:clientId/campaigns/:campaignId/adfire',
    {
      operationId: 'getAdfireMonitoring',
      requires: CLIENT_DATA,
      params: CampaignParams,
      returns: Data(AdfireMonitoring),
    },
    async (request) => {
      const { days, expectedDailySpend } = await monitoredDelivery(db, scopeOf(request), request.params.campaignId);
      const anomalies = findAnomalies(days, expectedDailySpend);
      const countByKind: Record<string, number> = {};
      for (const found of anomalies) for (const a of found) countByKind[a.kind] = (countByKind[a.kind] ?? 0) + 1;
      const monitoring: Static<typeof AdfireMonitoring> = {
        from: days[0]?.day ?? null,
        to: days.at(-1)?.day ?? null,
        anomalyDays: anomalies.filter((found) => found.length > 0).length,
        countByKind,
        days: days
          .map((d, i) => ({
            day: d.day,
            spend: Math.round(d.spend * 100) / 100,
            expectedSpend: Math.round(expectedDailySpend * 100) / 100,
            impressions: d.impressions,
            clicks: d.clicks,
            ctr: ratio(d.clicks, d.impressions),
            viewability: ratio(d.viewableImpressions, d.impressions),
            anomalies: anomalies[i]!,
          }))
          .reverse(),
      };
      return { data: monitoring };
    },
  );
}
