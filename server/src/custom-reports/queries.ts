import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import { iso } from '../api/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { CustomReport } from './schemas';

type Row = Static<typeof CustomReport>;

/** Where a custom report hangs: the client itself, an advertiser, or a campaign. */
export type ReportOwner = { kind: 'client' } | { kind: 'advertiser'; id: number } | { kind: 'campaign'; id: number };

const COLUMNS = `r.id, r.name, r.url, r.description, r.destination, r.advertiser_id AS "advertiserId", r.campaign_id AS "campaignId", ${iso('r.created_at')} AS "createdAt"`;

function ownerCondition(owner: ReportOwner): string {
  if (owner.kind === 'client') return 'r.advertiser_id IS NULL AND r.campaign_id IS NULL AND $3::int IS NULL';
  return owner.kind === 'advertiser' ? 'r.advertiser_id = $3 AND r.campaign_id IS NULL' : 'r.campaign_id = $3';
}
const ownerId = (owner: ReportOwner) => (owner.kind === 'client' ? null : owner.id);

/** Client-level reports have no advertiser and are visible to everyone in the client; the rest follow the scope. */
const VISIBLE = `r.client_id = $1 AND (r.advertiser_id IS NULL OR $2::int[] IS NULL OR r.advertiser_id = ANY($2::int[]))`;

export async function listCustomReports(db: Database, scope: ClientScope, owner: ReportOwner) {
  return db.query<Row>(
    `SELECT ${COLUMNS} FROM custom_reports r WHERE ${VISIBLE} AND ${ownerCondition(owner)} ORDER BY r.name, r.id`,
    [...scopeParams(scope), ownerId(owner)],
  );
}

export async function customReportById(db: Database, scope: ClientScope, owner: ReportOwner, id: number) {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM custom_reports r WHERE ${VISIBLE} AND ${ownerCondition(owner)} AND r.id = $4`,
    [...scopeParams(scope), ownerId(owner), id],
  );
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
) {
  let advertiserId: number | null = null;
  if (owner.kind === 'campaign') {
    const [campaign] = await db.query<{ advertiserId: number }>(
      `SELECT c.advertiser_id AS "advertiserId" FROM campaigns c
      WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.id = $3`,
      [...scopeParams(scope), owner.id],
    );
    if (!campaign) throw notFound();
    advertiserId = campaign.advertiserId;
  }
  const [row] = await db.query<Row>(
    `
    INSERT INTO custom_reports AS r (client_id, advertiser_id, campaign_id, name, url, description, destination)
    VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [
      scope.clientId,
      advertiserId,
      ownerId(owner),
      report.name,
      report.url,
      report.description ?? '',
      report.destination,
    ],
  );
  return row!;
}

export async function deleteCustomReport(db: Database, scope: ClientScope, owner: ReportOwner, id: number) {
  const rows = await db.query(
    `DELETE FROM custom_reports r WHERE ${VISIBLE} AND ${ownerCondition(owner)} AND r.id = $4 RETURNING r.id`,
    [...scopeParams(scope), ownerId(owner), id],
  );
  if (rows.length === 0) throw notFound();
}
