import { Type, type Static } from 'typebox';
import { IsoDate, Nullable, oneOf } from '../../kernel/http/schemas';
import { RELATIVE_RANGES } from '../../semantic/time';
import { Watched, WatchedShown } from '../alerts/schemas';

export const GOAL_DIRECTIONS = ['atLeast', 'atMost'] as const;
export type GoalDirection = (typeof GOAL_DIRECTIONS)[number];
/** Where a goal stands: its figure reached the target, did not, or has nothing to read yet. */
export const GOAL_STANDINGS = ['met', 'missed', 'noData'] as const;

export const NewGoal = Type.Object(
  {
    ...Watched,
    target: Type.Number({
      description: 'The figure in its unit: money in dollars, rates and pacing as ratios (0.003 is 0.3%).',
    }),
    direction: oneOf(GOAL_DIRECTIONS),
    range: Type.Optional(oneOf(RELATIVE_RANGES)),
  },
  { additionalProperties: false },
);
export type NewGoal = Static<typeof NewGoal>;

export const Goal = Type.Object(
  {
    id: Type.Integer(),
    ...WatchedShown,
    target: Type.Number(),
    direction: oneOf(GOAL_DIRECTIONS),
    range: Type.String(),
    /** Who set it, by name; null once that user is gone. */
    createdBy: Nullable(Type.String()),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { title: 'Goal' },
);
export type Goal = Static<typeof Goal>;

export const GoalStanding = Type.Object({
  goal: Goal,
  /** The figure now, through the semantic layer (null: nothing delivered, or pacing before a complete day). */
  value: Nullable(Type.Number()),
  standing: oneOf(GOAL_STANDINGS),
  /** How far: the figure less the target, in the figure's unit (positive is above the target). */
  gap: Nullable(Type.Number()),
  /** The figure as a share of the target (1 is on target); null when either is missing or the target is 0. */
  ofTarget: Nullable(Type.Number()),
  /** The days the figure covers; pacing runs from each flight's start to the last complete day. */
  over: Nullable(Type.Object({ startDate: IsoDate, endDate: IsoDate })),
});
export type GoalStanding = Static<typeof GoalStanding>;

export const Scorecard = Type.Object({
  goals: Type.Array(GoalStanding),
  met: Type.Integer(),
  missed: Type.Integer(),
  noData: Type.Integer(),
});
export type Scorecard = Static<typeof Scorecard>;
