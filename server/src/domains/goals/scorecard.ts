import type { ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import { todayUtc, type Day } from '../../semantic/time';
import { readFigure } from '../alerts/reading';
import { listGoals } from './queries';
import type { Goal, GoalStanding, Scorecard } from './schemas';

/** Whether a figure meets its goal: at least the target, or at most; nothing to read is neither. */
export function standingOf(goal: Pick<Goal, 'target' | 'direction'>, value: number | null): GoalStanding['standing'] {
  if (value === null) return 'noData';
  const met = goal.direction === 'atLeast' ? value >= goal.target : value <= goal.target;
  return met ? 'met' : 'missed';
}

/** One goal as it stands today: its figure read through the semantic layer in the reader's scope. */
async function standOf(db: Database, scope: ClientScope, goal: Goal, today: Day): Promise<GoalStanding> {
  const { value, over } = await readFigure(db, scope, goal, today);
  return {
    goal,
    value,
    standing: standingOf(goal, value),
    gap: value === null ? null : value - goal.target,
    ofTarget: value === null || goal.target === 0 ? null : value / goal.target,
    over,
  };
}

/** The scorecard: every goal the reader sees, met or missed and by how far, with the counts of each. */
export async function scorecardOf(db: Database, scope: ClientScope, today: Day = todayUtc()): Promise<Scorecard> {
  const goals = await listGoals(db, scope);
  const standings: GoalStanding[] = [];
  // One at a time: each reading is a query of the semantic layer, and a client's goals are a few dozen at most.
  for (const goal of goals) standings.push(await standOf(db, scope, goal, today));
  const count = (standing: GoalStanding['standing']) => standings.filter((s) => s.standing === standing).length;
  return { goals: standings, met: count('met'), missed: count('missed'), noData: count('noData') };
}
