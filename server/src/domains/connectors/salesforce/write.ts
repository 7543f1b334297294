import type { ClientScope } from '../../../kernel/access/scope';
import { scoped } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { isAnyOf } from '../../../kernel/db/sql';
import { cents, idsBy, writeRecords, type Records } from '../../ingest/upsert';
import type { Opportunity } from './opportunities';
import { SALE_STATUSES, type StageMeaning } from './stages';

/** An opportunity of a mapped account at a stage Beacon knows: what the sync writes. */
export interface PlacedOpportunity {
  opportunity: Opportunity;
  advertiserId: number;
  meaning: StageMeaning;
}

export interface Written {
  campaignsCreated: number;
  campaignsUpdated: number;
  /** Campaigns ad operations have moved past the sale (Live, Paused, …): left as they are. */
  campaignsKept: number;
  /** Lost sales Beacon never had a campaign for: nothing to cancel. */
  lostUnknown: number;
  formsCreated: number;
  formsUpdated: number;
}

const name = (o: Opportunity) => o.name.trim().slice(0, 500) || o.id;

/**
 * Writes what a sync read, inside the caller's transaction: each opportunity is the campaign whose external id is
 * its Id (created under the account's advertiser, or updated: name, budget, status), and an open one is also the
 * request-for-proposal form carrying its Id; a won or lost one closes its form. The upsert is the ingestion API's
 * (a row whose values are as stored is not touched), so reading an opportunity again changes nothing.
 */
export async function writeOpportunities(
  tx: Database,
  scope: ClientScope,
  placed: PlacedOpportunity[],
): Promise<Written> {
  const written: Written = {
    campaignsCreated: 0,
    campaignsUpdated: 0,
    campaignsKept: 0,
    lostUnknown: 0,
    formsCreated: 0,
    formsUpdated: 0,
  };
  if (placed.length === 0) return written;
  const ids = placed.map((p) => p.opportunity.id);
  const campaigns = await scoped(tx, scope)
    .selectFrom('campaigns as c')
    .select(['c.id', 'c.external_id', 'c.status'])
    .where(isAnyOf('c.external_id', ids))
    .execute();
  const campaignOf = new Map(campaigns.map((c) => [c.external_id!, c]));
  const creating: PlacedOpportunity[] = [];
  const updating: PlacedOpportunity[] = [];
  for (const p of placed) {
    const found = campaignOf.get(p.opportunity.id);
    if (!found) {
      if (p.meaning.closed === 'lost') written.lostUnknown += 1;
      else creating.push(p);
    } else if (SALE_STATUSES.includes(found.status)) updating.push(p);
    else written.campaignsKept += 1;
  }
  const sales = await writeSales(tx, scope, 'campaigns', {
    creating,
    updating,
    found: idsBy('external_id', campaigns),
    // A sale's amount is the campaign's budget as a whole: a flat rate until ad operations say otherwise.
    created: (p) => ({
      client_id: scope.clientId,
      external_id: p.opportunity.id,
      advertiser_id: p.advertiserId,
      name: name(p.opportunity),
      status: p.meaning.campaign,
      total_budget: cents(p.opportunity.amount ?? 0),
      rate_type: 'FLAT_RATE',
    }),
    updated: (p) => ({
      name: name(p.opportunity),
      status: p.meaning.campaign,
      total_budget: cents(p.opportunity.amount ?? 0),
    }),
  });
  written.campaignsCreated = sales.created;
  written.campaignsUpdated = sales.updated;
  const forms = await writeForms(tx, scope, placed);
  written.formsCreated = forms.created;
  written.formsUpdated = forms.updated;
  return written;
}

/** Open sales are request-for-proposal forms; a won or lost one closes the form it had (none is made for it). */
async function writeForms(tx: Database, scope: ClientScope, placed: PlacedOpportunity[]) {
  const found = await scoped(tx, scope)
    .selectFrom('rfp_forms as r')
    .select(['r.id', 'r.external_id'])
    .where(
      isAnyOf(
        'r.external_id',
        placed.map((p) => p.opportunity.id),
      ),
    )
    .execute();
  const formOf = idsBy('external_id', found);
  return writeSales(tx, scope, 'rfp_forms', {
    creating: placed.filter((p) => !formOf.has(p.opportunity.id) && p.meaning.closed === null),
    updating: placed.filter((p) => formOf.has(p.opportunity.id)),
    found: formOf,
    created: (p) => ({
      client_id: scope.clientId,
      external_id: p.opportunity.id,
      advertiser_id: p.advertiserId,
      campaign_name: name(p.opportunity),
      status: p.meaning.rfp,
      budget: cents(p.opportunity.amount ?? 0),
      submitted_at: p.opportunity.createdAt ?? new Date().toISOString(),
    }),
    updated: (p) => ({
      campaign_name: name(p.opportunity),
      status: p.meaning.rfp,
      budget: cents(p.opportunity.amount ?? 0),
    }),
  });
}

type SaleRow<T extends 'campaigns' | 'rfp_forms'> = Records<T, PlacedOpportunity>['row'];

/**
 * Opportunities written as the client's rows of `table`, known by the opportunity's Id (their external id): those
 * `creating` made in full (`created`), those `updating` changed only in what a sale may change (`updated`).
 */
async function writeSales<T extends 'campaigns' | 'rfp_forms'>(
  tx: Database,
  scope: ClientScope,
  table: T,
  w: {
    creating: PlacedOpportunity[];
    updating: PlacedOpportunity[];
    found: Map<string, number>;
    created: SaleRow<T>;
    updated: SaleRow<T>;
  },
): Promise<{ created: number; updated: number }> {
  const write = (sales: PlacedOpportunity[], found: Map<string, number>, row: SaleRow<T>) =>
    writeRecords(tx, {
      table,
      key: 'external_id',
      items: sales.map((record) => ({ record })),
      found,
      keyOf: (p) => p.opportunity.id,
      within: { scope, table },
      row,
    });
  const created = w.creating.length > 0 ? (await write(w.creating, new Map(), w.created)).created : 0;
  const updated = w.updating.length > 0 ? (await write(w.updating, w.found, w.updated)).updated : 0;
  return { created, updated };
}
