import { followUp } from './follow-up';
import type { Named, Visible } from './names';
import { otherOne } from './other-one';
import type { Pieces } from './pieces';
import { piecesOf } from './question';

/**
 * For the parser's tests: a conversation read as the engine reads it, each question in the context of the ones
 * before, on `today`, by a user who sees `visible`. Gives the pieces of the last question.
 */
export function conversationReader(visible: Visible, today: string): (...questions: string[]) => Pieces {
  return (...questions) => {
    let previous: Pieces | null = null;
    for (const q of questions)
      previous = followUp(previous, otherOne(piecesOf(q, visible, today), q, previous, visible), q, today);
    if (!previous) throw new Error('a conversation has at least one question');
    return previous;
  };
}

/** What a user sees in the parser's tests: the advertisers named, numbered from 1 in that order, and `more`. */
export const visibleOf = (advertisers: string[], more: Partial<Visible> = {}): Visible => ({
  advertisers: advertisers.map((name, i) => ({ kind: 'advertiser', id: i + 1, name, advertiserId: i + 1 })),
  campaigns: [],
  ...more,
});

/** Trailhead Gear's live launch, the campaign several of the parser's tests see. */
export const TRAILHEAD_LAUNCH: Named = {
  kind: 'campaign',
  id: 7,
  name: 'Trailhead Gear Product Launch 2026',
  advertiserId: 1,
  status: 'Live',
};
