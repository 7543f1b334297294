import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { iso } from '../api/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { CampaignUpdate, ProvenProcessStep, RfpForm } from './schemas';
import { RFP_STATUSES } from './statuses';

/** Request-for-proposal forms still in play, newest first. */
export async function rfpForms(
  db: Database,
  scope: ClientScope,
  statuses: string[] | undefined,
  limit: number,
  offset: number,
) {
  return db.query<Static<typeof RfpForm> & { totalCount: number }>(
    `
    SELECT r.id, r.campaign_name AS "campaignName", json_build_object('id', a.id, 'name', a.name) AS advertiser, r.status,
      r.budget::float8 AS budget, ${iso('r.submitted_at')} AS "submittedAt", count(*) OVER ()::int AS "totalCount"
    FROM rfp_forms r JOIN advertisers a ON a.id = r.advertiser_id
    WHERE ${inScope('r.client_id', 'r.advertiser_id')} AND r.status = ANY($3::text[])
    ORDER BY r.submitted_at DESC, r.id LIMIT $4 OFFSET $5`,
    [...scopeParams(scope), statuses?.length ? statuses : [...RFP_STATUSES], limit, offset],
  );
}

/** The campaign id has already been checked against the scope by the path guard; the join repeats it. */
export async function provenProcess(db: Database, scope: ClientScope, campaignId: number) {
  return db.query<Static<typeof ProvenProcessStep>>(
    `
    SELECT s.id, s.position, s.name, s.status, s.owner, ${iso('s.completed_at')} AS "completedAt"
    FROM proven_process_steps s JOIN campaigns c ON c.id = s.campaign_id
    WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.id = $3 ORDER BY s.position`,
    [...scopeParams(scope), campaignId],
  );
}

export async function campaignUpdates(
  db: Database,
  scope: ClientScope,
  campaignId: number,
  limit: number,
  offset: number,
) {
  return db.query<Static<typeof CampaignUpdate> & { totalCount: number }>(
    `
    SELECT u.id, u.author, u.body, ${iso('u.created_at')} AS "createdAt", count(*) OVER ()::int AS "totalCount"
    FROM campaign_updates u JOIN campaigns c ON c.id = u.campaign_id
    WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.id = $3 ORDER BY u.created_at DESC, u.id LIMIT $4 OFFSET $5`,
    [...scopeParams(scope), campaignId, limit, offset],
  );
}
