import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';
import { ClientParams, Data, errors, Id } from '../../../kernel/http/schemas';
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
  const tags = ['Goals'];
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
  api.get(
    base,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'listGoals',
        params: ClientParams,
        response: { 200: Data(Type.Array(Goal)), ...errors },
      },
    },
    async (request) => {
      const goals = await listGoals(db, scopeOf(request));
      const shown: Goal[] = [];
      for (const goal of goals) shown.push(await shownGoal(request, goal));
      return { data: shown };
    },
  );
  api.post(
    base,
    {
      config: { requires: WRITERS },
      schema: {
        tags,
        operationId: 'createGoal',
        params: ClientParams,
        body: NewGoal,
        response: { 201: Data(Goal), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await shownGoal(request, await createGoal(db, writerOf(request), request.body)) }),
  );
  api.get(
    `${base}/scorecard`,
    {
      config: { requires: CLIENT_DATA },
      schema: {
        tags,
        operationId: 'getGoalScorecard',
        description:
          "Each goal the caller sees with its figure now (read through the semantic layer over the goal's range), " +
          'met or missed, and by how far.',
        params: ClientParams,
        response: { 200: Data(Scorecard), ...errors },
      },
    },
    async (request) => {
      const card = await scorecardOf(db, scopeOf(request));
      const demo = demoOf(db, request);
      return { data: demo ? await demoScorecard(demo, card) : card };
    },
  );
  api.get(
    `${base}/:goalId`,
    {
      config: { requires: CLIENT_DATA },
      schema: { tags, operationId: 'getGoal', params: GoalParams, response: { 200: Data(Goal), ...errors } },
    },
    async (request) => ({
      data: await shownGoal(request, await goalById(db, scopeOf(request), request.params.goalId)),
    }),
  );
  api.put(
    `${base}/:goalId`,
    {
      config: { requires: WRITERS },
      schema: {
        tags,
        operationId: 'updateGoal',
        params: GoalParams,
        body: NewGoal,
        response: { 200: Data(Goal), ...errors },
      },
    },
    async (request) => ({
      data: await shownGoal(request, await updateGoal(db, writerOf(request), request.params.goalId, request.body)),
    }),
  );
  api.delete(
    `${base}/:goalId`,
    {
      config: { requires: WRITERS },
      schema: { tags, operationId: 'deleteGoal', params: GoalParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await deleteGoal(db, scopeOf(request), request.params.goalId);
      return reply.status(204).send(null);
    },
  );
}
