/**
 * The assistant's question set: what clients ask, in their words, each with how its right answer is computed from
 * the hub API when the set runs (`question-set.test.ts`, `pnpm bench assistant`). Names are the seeded Acme Outdoor
 * client's; ranges are said relative to today, so the figures move with the data and stay checkable.
 *
 * `ask` is one question, or a conversation whose last answer is checked. `as` is the user (the client's admin by
 * default; `reports@acme.test` sees Trailhead Gear and Summit Coffee Roasters only).
 * Each category's questions are in `categories/`, named for it.
 */
import type { Question } from './question';
import { METRIC_QUESTIONS } from './categories/metric';
import { RANGE_QUESTIONS } from './categories/range';
import { CALENDAR_QUESTIONS } from './categories/calendar';
import {
  ROUND_EIGHT_ARITHMETIC,
  ROUND_EIGHT_BILLING,
  ROUND_EIGHT_COMPARISONS,
  ROUND_EIGHT_RATES,
  ROUND_EIGHT_TYPOS,
} from './categories/round-eight';
import {
  ROUND_NINE_ARITHMETIC,
  ROUND_NINE_COMPARISONS,
  ROUND_NINE_FOLLOW_UPS,
  ROUND_NINE_PACING,
  ROUND_NINE_RATES,
} from './categories/round-nine';
import { FILTER_QUESTIONS } from './categories/filter';
import { RANKING_QUESTIONS } from './categories/ranking';
import { CHANGE_RANKING_QUESTIONS, COMPARISON_QUESTIONS, PLAIN_COMPARISON_QUESTIONS } from './categories/comparison';
import { ARITHMETIC_QUESTIONS } from './categories/arithmetic';
import { MULTI_PART_QUESTIONS } from './categories/multi-part';
import { BREAKDOWN_QUESTIONS } from './categories/breakdown';
import { STATUS_QUESTIONS } from './categories/status';
import { PACING_QUESTIONS } from './categories/pacing';
import { BILLING_QUESTIONS } from './categories/billing';
import { AUDIENCES_QUESTIONS } from './categories/audiences';
import { DOCUMENTS_QUESTIONS } from './categories/documents';
import { FOLLOW_UP_QUESTIONS } from './categories/follow-up';
import { CLARIFY_QUESTIONS } from './categories/clarify';
import { REFUSAL_QUESTIONS } from './categories/refusal';
import { LIST_BILLING_QUESTIONS, LIST_METRIC_QUESTIONS, LIST_STATUS_QUESTIONS } from './categories/lists';
import {
  STANDING_COMPARISON_QUESTIONS,
  STANDING_PACING_QUESTIONS,
  STANDING_RANKING_QUESTIONS,
  STANDING_STATUS_QUESTIONS,
} from './categories/standing';

/** Every category's questions, in the order of `Category`. */
export const QUESTIONS: Question[] = [
  ...METRIC_QUESTIONS,
  ...ROUND_EIGHT_RATES,
  ...ROUND_NINE_RATES,
  ...LIST_METRIC_QUESTIONS,
  ...RANGE_QUESTIONS,
  ...CALENDAR_QUESTIONS,
  ...ROUND_EIGHT_TYPOS,
  ...FILTER_QUESTIONS,
  ...RANKING_QUESTIONS,
  ...STANDING_RANKING_QUESTIONS,
  ...COMPARISON_QUESTIONS,
  ...PLAIN_COMPARISON_QUESTIONS,
  ...ROUND_EIGHT_COMPARISONS,
  ...ROUND_NINE_COMPARISONS,
  ...CHANGE_RANKING_QUESTIONS,
  ...STANDING_COMPARISON_QUESTIONS,
  ...ARITHMETIC_QUESTIONS,
  ...ROUND_EIGHT_ARITHMETIC,
  ...ROUND_NINE_ARITHMETIC,
  ...MULTI_PART_QUESTIONS,
  ...BREAKDOWN_QUESTIONS,
  ...STATUS_QUESTIONS,
  ...STANDING_STATUS_QUESTIONS,
  ...LIST_STATUS_QUESTIONS,
  ...PACING_QUESTIONS,
  ...STANDING_PACING_QUESTIONS,
  ...ROUND_NINE_PACING,
  ...BILLING_QUESTIONS,
  ...LIST_BILLING_QUESTIONS,
  ...ROUND_EIGHT_BILLING,
  ...AUDIENCES_QUESTIONS,
  ...DOCUMENTS_QUESTIONS,
  ...FOLLOW_UP_QUESTIONS,
  ...ROUND_NINE_FOLLOW_UPS,
  ...CLARIFY_QUESTIONS,
  ...REFUSAL_QUESTIONS,
];
