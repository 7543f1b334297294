import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { guardFocus } from '../../kernel/access/path-guard';
import type { Database } from '../../kernel/db/database';
import { isoText } from '../../kernel/db/sql';
import { invalidField, notFound } from '../../kernel/http/errors';
import { advertiserOfSubject } from '../campaigns/queries';
import type { Goal, GoalDirection, NewGoal } from './schemas';

/** Who sets a goal: the client's writers (its Admin, agency staff), in their scope. */
export interface GoalWriter {
  scope: ClientScope;
  userId: number;
}

const DEFAULT_RANGE = 'Last 30 days';

/**
 * The goals a user sees: those whose whole subject is in their reach. scoped() shows a limited user the goals of
 * their advertisers (and their campaigns) only; a goal on the whole client is for those who see every advertiser,
 * since anyone else would read a part of the figure against the whole's target.
 */
const goalsOf = (db: Database, scope: ClientScope) =>
  scoped(db, scope)
    .selectFrom('goals as g')
    .leftJoin('users as u', 'u.id', 'g.created_by')
    .select([
      'g.id',
      'g.name',
      'g.metric',
      'g.scope',
      'g.campaign_id',
      'g.advertiser_id',
      sql<string>`g.target::text`.as('target'),
      'g.direction',
      'g.range',
      sql<string | null>`trim(u.first_name || ' ' || u.last_name)`.as('createdBy'),
      isoText('g.created_at').as('createdAt'),
      isoText('g.updated_at').as('updatedAt'),
    ]);

type GoalRow = Awaited<ReturnType<ReturnType<typeof goalsOf>['executeTakeFirstOrThrow']>>;

const goalOf = (r: GoalRow): Goal => ({
  id: r.id,
  name: r.name,
  metric: r.metric,
  scope:
    r.scope === 'campaign' && r.campaign_id !== null
      ? { campaignId: r.campaign_id }
      : r.scope === 'advertiser' && r.advertiser_id !== null
        ? { advertiserId: r.advertiser_id }
        : {},
  target: Number(r.target),
  direction: r.direction as GoalDirection,
  range: r.range,
  createdBy: r.createdBy || null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function listGoals(db: Database, scope: ClientScope): Promise<Goal[]> {
  const rows = await goalsOf(db, scope).orderBy('g.name').orderBy('g.id').execute();
  return rows.map(goalOf);
}

export async function goalById(db: Database, scope: ClientScope, id: number): Promise<Goal> {
  const row = await goalsOf(db, scope).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return goalOf(row);
}

/** The goal's subject as stored: its scope word and advertiser (a campaign's own); 404 when out of reach. */
async function subjectOf(db: Database, scope: ClientScope, goal: NewGoal) {
  const { campaignId, advertiserId } = goal.scope;
  if (goal.metric === 'pacing' && campaignId === undefined && advertiserId === undefined)
    throw invalidField('scope', 'pacing is measured on a campaign or an advertiser');
  const advertiser_id = await advertiserOfSubject(db, scope, goal.scope);
  const word = campaignId !== undefined ? 'campaign' : advertiserId !== undefined ? 'advertiser' : 'client';
  return { scope: word, advertiser_id };
}

async function valuesOf(db: Database, scope: ClientScope, goal: NewGoal) {
  return {
    ...(await subjectOf(db, scope, goal)),
    campaign_id: goal.scope.campaignId ?? null,
    name: goal.name,
    metric: goal.metric,
    target: String(goal.target),
    direction: goal.direction,
    range: goal.range ?? DEFAULT_RANGE,
  };
}

export async function createGoal(db: Database, writer: GoalWriter, goal: NewGoal): Promise<Goal> {
  const values = await valuesOf(db, writer.scope, goal);
  // scoped() refuses (404) an advertiser out of the writer's reach.
  const insert = await scoped(db, writer.scope).insertInto('goals', { ...values, created_by: writer.userId });
  const { id } = await insert.returning('id').executeTakeFirstOrThrow();
  return goalById(db, writer.scope, id);
}

export async function updateGoal(db: Database, writer: GoalWriter, id: number, goal: NewGoal): Promise<Goal> {
  await goalById(db, writer.scope, id);
  const values = await valuesOf(db, writer.scope, goal);
  if (values.advertiser_id !== null) await guardFocus(db, writer.scope, { advertiserId: values.advertiser_id });
  await scoped(db, writer.scope)
    .updateTable('goals as g')
    .set({ ...values, updated_at: sql`now()` })
    .where('g.id', '=', id)
    .execute();
  return goalById(db, writer.scope, id);
}

export async function deleteGoal(db: Database, scope: ClientScope, id: number) {
  const deleted = await scoped(db, scope)
    .deleteFrom('goals as g')
    .where('g.id', '=', id)
    .returning('g.id')
    .executeTakeFirst();
  if (!deleted) throw notFound();
}
