import type { DemoRequest } from '../../../domains/demo/demo-scrub';
import type { Goal, GoalStanding, Scorecard } from '../../../domains/goals/schemas';

/**
 * A goal's figure as demo mode shows it. The demo's scrubber scales a figure by its key (`spend`, `impressions`:
 * amounts and volumes; never a rate or pacing), and a goal's figures sit under `value` and `target`: each is scrubbed
 * under its metric's own key, so a goal's spend is scaled exactly as the report's spend beside it.
 */
async function shown(demo: DemoRequest, metric: string, figure: number): Promise<number> {
  const scrubbed = await demo.json({ [metric]: figure }, 'goals');
  return Number(scrubbed[metric]);
}

export async function demoGoal(demo: DemoRequest, goal: Goal): Promise<Goal> {
  return { ...goal, target: await shown(demo, goal.metric, goal.target) };
}

/** A standing in demo mode: the figure and the target scaled alike, so met or missed and the share stay true. */
async function demoStanding(demo: DemoRequest, s: GoalStanding): Promise<GoalStanding> {
  const goal = await demoGoal(demo, s.goal);
  const value = s.value === null ? null : await shown(demo, s.goal.metric, s.value);
  return { ...s, goal, value, gap: value === null ? null : value - goal.target };
}

export async function demoScorecard(demo: DemoRequest, card: Scorecard): Promise<Scorecard> {
  const goals: GoalStanding[] = [];
  for (const s of card.goals) goals.push(await demoStanding(demo, s));
  return { ...card, goals };
}
