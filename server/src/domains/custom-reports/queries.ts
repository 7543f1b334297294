import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { notFound } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { advertiserOfCampaign } from '../campaigns/queries';
import type { CustomReport } from './schemas';

type Row = Static<typeof CustomReport>;

/** Where a custom report hangs: the client itself, an advertiser, or a campaign. */
export type ReportOwner = { kind: 'client' } | { kind: 'advertiser'; id: number } | { kind: 'campaign'; id: number };

/**
 * The owner's reports. Client-level reports have no advertiser and are visible to everyone in the client
 * (scoped() treats a custom report without advertiser as the client's); the rest follow the scope.
 */
function reportsOf(db: Database, scope: ClientScope, owner: ReportOwner) {
  const reports = scoped(db, scope).selectFrom('custom_reports as r');
  if (owner.kind === 'campaign') return reports.where('r.campaign_id', '=', owner.id);
  return reports
    .where('r.campaign_id', 'is', null)
    .where('r.advertiser_id', owner.kind === 'advertiser' ? '=' : 'is', owner.kind === 'advertiser' ? owner.id : null);
}

const COLUMNS = [
  'r.id',
  'r.name',
  'r.url',
  'r.description',
  'r.destination',
  'r.advertiser_id as advertiserId',
  'r.campaign_id as campaignId',
  isoText('r.created_at').as('createdAt'),
] as const;

export async function listCustomReports(db: Database, scope: ClientScope, owner: ReportOwner): Promise<Row[]> {
  return reportsOf(db, scope, owner).select(COLUMNS).orderBy('r.name').orderBy('r.id').execute();
}

export async function customReportById(db: Database, scope: ClientScope, owner: ReportOwner, id: number): Promise<Row> {
  const row = await reportsOf(db, scope, owner).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export interface NewCustomReport {
  name: string;
  url: string;
  description?: string;
  destination: string;
}

export async function createCustomReport(
  db: Database,
  scope: ClientScope,
  owner: ReportOwner,
  report: NewCustomReport,
): Promise<Row> {
  const advertiserId =
    owner.kind === 'campaign'
      ? await advertiserOfCampaign(db, scope, owner.id)
      : owner.kind === 'advertiser'
        ? owner.id
        : null;
  const insert = await scoped(db, scope).insertInto('custom_reports', {
    advertiser_id: advertiserId,
    campaign_id: owner.kind === 'campaign' ? owner.id : null,
    name: report.name,
    url: report.url,
    description: report.description ?? '',
    destination: report.destination,
  });
  const { id } = await insert.returning('id').executeTakeFirstOrThrow();
  return customReportById(db, scope, owner, id);
}

export async function deleteCustomReport(db: Database, scope: ClientScope, owner: ReportOwner, id: number) {
  const [deleted] = await scoped(db, scope)
    .deleteFrom('custom_reports as r')
    .where('r.id', 'in', reportsOf(db, scope, owner).select('r.id').where('r.id', '=', id))
    .returning('r.id')
    .execute();
  if (!deleted) throw notFound();
}
