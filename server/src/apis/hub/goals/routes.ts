import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';
import { ClientParams, Data, Id } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import {
  createGoal,
  deleteGoal,
  goalById,
  listGoals,
  updateGoal,
  type GoalWriter,
} from '../../../domains/goals/queries';
import { Goal, NewGoal, Scorecard } from '../../../domains/goals/schemas';
import { scorecardOf } from '../../../domains/goals/scorecard';
import { demoOf } from '../../../domains/demo/demo-scrub';
import type { ApiDeps } from '../deps';
import { demoGoal, demoScorecard } from './demo-figures';

const GoalParams = Type.Object({ clientId: Id, goalId: Id });

/**
 * A client's goals: a target for a metric (or pacing) of a campaign, an advertiser or the whole client, and the
 * scorecard of those met and missed. Shared with the client's users who see the goal's subject; set by its writers.
 */
export async function goalRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Goals']);
  const writerOf = (request: FastifyRequest): GoalWriter => ({
    scope: scopeOf(request),
    userId: accessOf(request).user.id,
  });
  // In demo mode a goal's figures are scaled under their metric's key (demo-figures.ts); names go by the usual hook.
  const shownGoal = async (request: FastifyRequest, goal: Goal) => {
    const demo = demoOf(db, request);
    return demo ? demoGoal(demo, goal) : goal;
  };
  const base = '/clients/:clientId/goals';
  operation.get(
    base,
    { operationId: 'listGoals', requires: CLIENT_DATA, params: ClientParams, returns: Data(Type.Array(Goal)) },
    async (request) => {
      const goals = await listGoals(db, scopeOf(request));
      const shown: Goal[] = [];
      for (const goal of goals) shown.push(await shownGoal(request, goal));
      return { data: shown };
    },
  );
  operation.post(
    base,
    {
      operationId: 'createGoal',
      requires: WRITERS,
      params: ClientParams,
      body: NewGoal,
      returns: Data(Goal),
      status: 201,
    },
    async (request, reply) =>
      reply.status(201).send({ data: await shownGoal(request, await createGoal(db, writerOf(request), request.body)) }),
  );
  operation.get(
    `${base}/scorecard`,
    {
      operationId: 'getGoalScorecard',
      requires: CLIENT_DATA,
      description:
        "Each goal the caller sees with its figure now (read through the semantic layer over the goal's range), " +
        'met or missed, and by how far.',
      params: ClientParams,
      returns: Data(Scorecard),
    },
    async (request) => {
      const card = await scorecardOf(db, scopeOf(request));
      const demo = demoOf(db, request);
      return { data: demo ? await demoScorecard(demo, card) : card };
    },
  );
  operation.read(
    `${base}/:goalId`,
    { operationId: 'getGoal', requires: CLIENT_DATA, params: GoalParams, returns: Goal },
    async (request) => shownGoal(request, await goalById(db, scopeOf(request), request.params.goalId)),
  );
  operation.put(
    `${base}/:goalId`,
    { operationId: 'updateGoal', requires: WRITERS, params: GoalParams, body: NewGoal, returns: Data(Goal) },
    async (request) => ({
      data: await shownGoal(request, await updateGoal(db, writerOf(request), request.params.goalId, request.body)),
    }),
  );
  operation.remove(`${base}/:goalId`, { operationId: 'deleteGoal', requires: WRITERS, params: GoalParams }, (request) =>
    deleteGoal(db, scopeOf(request), request.params.goalId),
  );
}
