import type { MetricKey } from '../../../../semantic/metrics';
import type { QueryGroup } from '../query-metrics';
import type { CampaignFact } from './campaign-facts';
import type { DocumentsAsk } from './documents';
import type { Kind } from './kinds';
import type { Named } from './names';
import type { Before, SaidRange } from './ranges';
import type { DayRange } from '../../../../semantic/time';
import type { Threshold } from './threshold';

/**
 * The pieces one question says: what it asks (its kind), metrics, a range, a comparison, a subject (advertiser or
 * campaign), a grouping and ranking, channels, a status, and what a kind of its own asks.
 */
export interface Pieces {
  kind?: Kind;
  metrics?: MetricKey[];
  range?: SaidRange;
  compare?: SaidRange | 'previous period';
  subject?: Named;
  /** Two or more subjects compared ("Trailhead Gear vs Summit Coffee Roasters"). */
  subjects?: Named[];
  /** The names an ambiguous question could mean. */
  options?: Named[];
  group?: QueryGroup;
  order?: 'most' | 'least';
  /** "Campaigns that spent more than $50,000": the groups past this bound of the first metric, all of them. */
  threshold?: Threshold;
  limit?: number;
  channels?: string[];
  platforms?: string[];
  status?: string;
  count?: boolean;
  /** "Our campaigns by status": how many are in each status. */
  byStatus?: boolean;
  endingWithinDays?: number;
  /** "Which campaign ends last?": the one of the list ending latest, not first. */
  endsLast?: boolean;
  /** "Which campaigns launched this month": those whose flight starts within these days. */
  starting?: DayRange;
  /** "Which campaigns ended last month": those whose flight ended within these days. */
  ended?: DayRange;
  billingStatus?: 'Overdue' | 'Open' | 'Paid' | 'Unpaid';
  growth?: boolean;
  /** What an ambiguous question asked, for when the user says which one. */
  asked?: Kind;
  /** A campaign named by an id the user cannot see (or that does not exist): said as asked, never answered. */
  missing?: string;
  /** "How much budget is left": the budget less the spend delivered so far. */
  remaining?: boolean;
  /** "How much should we have spent by now vs what we did": pacing's expected and delivered spend, said first. */
  expectedSpend?: boolean;
  /** "What is the total budget of our live campaigns?": the budget in all comes first, then its pacing. */
  budgetTotal?: boolean;
  /** Campaigns by their own pacing: those behind (furthest first), those ahead, those on plan, or all ranked. */
  pacingList?: 'behind' | 'ahead' | 'on track' | 'all';
  /** "Which of those…": the list of the answer before, whose members this question is about. */
  among?: Pieces;
  /** "The oldest overdue invoice", "our largest audience": one of a list, picked by its date or size. */
  pick?: 'oldest' | 'newest' | 'largest' | 'smallest' | 'next';
  /** Which date of an invoice a billing range reads: its own (issued, by default) or its due date. */
  dated?: 'due';
  /** The question's words, for names of things other than advertisers and campaigns (an audience by name). */
  said?: string;
  /** What is asked of one campaign's own record (kind 'campaign'), and the status a yes-or-no question names. */
  fact?: CampaignFact;
  expected?: string;
  whyNot?: boolean;
  /** "What share of our spend went to X": the figure against the whole of what the user sees. */
  share?: boolean;
  /** Two names or two ranges said together ("X and Y together", "September and October"): each, and the total. */
  combined?: boolean;
  /** What the engine assumed that the question did not say (a range, a comparison): said in the answer. */
  assumed?: string;
  /** "Impressions per click": the first metric over the second, a ratio the catalogue has no name for. */
  ratio?: boolean;
  /** "Conversion rate": the ratio (conversions over clicks) said as a percent. */
  rate?: boolean;
  /** "If we doubled it", "half of", "10% more": the figures scaled by this factor, at the same rates. */
  scale?: number;
  /** "Average spend per campaign": the grouped total over the number of groups. */
  average?: boolean;
  /** An invoice status the Billing page does not have ("draft invoices"): said as none, with the statuses there are. */
  noSuchStatus?: string;
  /** "Average daily spend": the range's total over its days. */
  perDay?: boolean;
  /** Names said that the user cannot see, compared with one they can: declined in the answer. */
  declined?: string;
  /** Services or categories of the agency's catalogue said by name ("how much does Connected TV cost"). */
  catalogue?: string[];
  /** Audiences said by name ("how big is Cart Abandoners"). */
  audiences?: string[];
  /** What a question about documents asks: a type, words of a name, the newest or oldest one. */
  documents?: DocumentsAsk;
  /** "And the month before?": the range before the one of the answer before, by this calendar unit. */
  before?: Before;
  /** "Last week" read as the calendar week before this one: the last 7 days are said too (the other reading). */
  lastWeek?: boolean;
  /** "Why are those blocked?": each blocked campaign with its blocker's reason. */
  blockers?: boolean;
}
