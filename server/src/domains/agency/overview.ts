import { pacingRisk } from '@beacon/shared/format';
import { clientScope, type AccessScope, type ClientScope } from '../../kernel/access/scope';
import { reachableClients, scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { campaignPacings } from '../../semantic/pacing';
import { LIVE } from '../../semantic/statuses';
import { resolveRange, todayUtc, type Day, type RelativeRange } from '../../semantic/time';
import { holdingAlertCount } from '../alerts/queries';
import { readFigure } from '../alerts/reading';
import { invoiceMetrics } from '../invoices/queries';
import type { AgencyOverview, ClientOverview } from './schemas';

export const DEFAULT_OVERVIEW_RANGE: RelativeRange = 'Last 30 days';

/** The client's live campaigns whose pacing is outside plan, by the reports' own pacing and its bounds. */
async function campaignsAtRisk(db: Database, scope: ClientScope, today: Day) {
  const live = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .select(['c.id', 'c.name'])
    .where('c.status', 'in', [...LIVE])
    .execute();
  if (!live.length) return { live: 0, atRisk: [] };
  const names = new Map(live.map((c) => [c.id, c.name]));
  const pacings = await campaignPacings(db, scope, { campaignIds: [...names.keys()] }, today);
  const atRisk = pacings.flatMap((p) => {
    const pacing = p.pacingPercent === null ? null : p.pacingPercent / 100;
    const risk = pacing === null ? null : pacingRisk(pacing);
    return risk && pacing !== null
      ? [{ campaignId: p.campaignId, name: names.get(p.campaignId) ?? '', pacing, risk }]
      : [];
  });
  return { live: live.length, atRisk };
}

async function clientOverview(
  db: Database,
  client: { id: number; name: string; brand: string },
  scope: ClientScope,
  range: RelativeRange,
  today: Day,
): Promise<ClientOverview> {
  const spend = await readFigure(db, scope, { metric: 'spend', scope: {}, range }, today);
  const { live, atRisk } = await campaignsAtRisk(db, scope, today);
  const invoices = await invoiceMetrics(db, scope);
  return {
    clientId: client.id,
    name: client.name,
    brand: client.brand,
    spend: spend.value,
    liveCampaigns: live,
    campaignsAtRisk: atRisk,
    overdueBalance: invoices.overdueBalance,
    overdueInvoices: invoices.countOverdue,
    openAlerts: await holdingAlertCount(db, scope),
  };
}

/**
 * Every client the caller reaches (agency staff: all of them), each with its spend over the range, its live
 * campaigns at pacing risk, its overdue balance and its alerts that hold: each figure read as the client's own page
 * reads it (the semantic layer, the reports' pacing, the Billing page's overdue balance).
 */
export async function agencyOverview(
  db: Database,
  access: AccessScope,
  range: RelativeRange = DEFAULT_OVERVIEW_RANGE,
  today: Day = todayUtc(),
): Promise<AgencyOverview> {
  const clients = await reachableClients(db, access)
    .select(['c.id', 'c.name', 'c.brand'])
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const rows: ClientOverview[] = [];
  // One client after another: each is a handful of the semantic layer's reads, and an agency has tens of clients.
  for (const client of clients)
    rows.push(await clientOverview(db, client, clientScope(access, client.id), range, today));
  return { range, over: resolveRange(range, today), clients: rows };
}
