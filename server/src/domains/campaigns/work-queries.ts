import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { asFloat, isAnyOf, isoText, TOTAL_COUNT } from '../../kernel/db/sql';
import type { CampaignUpdate, ProvenProcessStep, RfpForm } from './schemas';
import { RFP_STATUSES } from './statuses';

/** Request-for-proposal forms still in play, newest first. */
export async function rfpForms(
  db: Database,
  scope: ClientScope,
  statuses: string[] | undefined,
  limit: number,
  offset: number,
): Promise<(Static<typeof RfpForm> & { totalCount: number })[]> {
  return scoped(db, scope)
    .selectFrom('rfp_forms as r')
    .innerJoin('advertisers as a', 'a.id', 'r.advertiser_id')
    .select((eb) => [
      'r.id',
      'r.campaign_name as campaignName',
      sql<{ id: number; name: string }>`json_build_object('id', a.id, 'name', a.name)`.as('advertiser'),
      eb.ref('r.status').$castTo<Static<typeof RfpForm>['status']>().as('status'),
      asFloat('r.budget').as('budget'),
      isoText('r.submitted_at').as('submittedAt'),
      TOTAL_COUNT,
    ])
    .where(isAnyOf('r.status', statuses?.length ? statuses : [...RFP_STATUSES]))
    .orderBy('r.submitted_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The campaign id has already been checked against the scope by the path guard; the join repeats it. */
export async function provenProcess(
  db: Database,
  scope: ClientScope,
  campaignId: number,
): Promise<Static<typeof ProvenProcessStep>[]> {
  return scoped(db, scope)
    .selectFrom('campaigns as c')
    .innerJoin('proven_process_steps as s', 's.campaign_id', 'c.id')
    .select(['s.id', 's.position', 's.name', 's.status', 's.owner'])
    .select(isoText<string | null>('s.completed_at').as('completedAt'))
    .where('c.id', '=', campaignId)
    .orderBy('s.position')
    .execute();
}

export async function campaignUpdates(
  db: Database,
  scope: ClientScope,
  campaignId: number,
  limit: number,
  offset: number,
): Promise<(Static<typeof CampaignUpdate> & { totalCount: number })[]> {
  return scoped(db, scope)
    .selectFrom('campaigns as c')
    .innerJoin('campaign_updates as u', 'u.campaign_id', 'c.id')
    .select(['u.id', 'u.author', 'u.body', isoText('u.created_at').as('createdAt'), TOTAL_COUNT])
    .where('c.id', '=', campaignId)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id')
    .limit(limit)
    .offset(offset)
    .execute();
}
