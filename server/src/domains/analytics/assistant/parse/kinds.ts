import type { MetricKey } from '../../../../semantic/metrics';
import { DOCUMENT_WORDS } from './documents';
import { BILLING_WORDS, CHANGE_REQUEST, OUTSIDE_FIGURES } from './words';

/**
 * What a question asks, by its words: delivery figures (metrics), campaigns by status, pacing, days left, billing,
 * audiences, documents, a "why", a refusal, a change request; or one campaign's record, a name to clarify.
 */
export type Kind =
  | 'metrics'
  | 'campaigns'
  | 'pacing'
  | 'days-left'
  | 'billing'
  | 'audiences'
  | 'documents'
  | 'why'
  | 'refuse'
  | 'change'
  | 'clarify'
  | 'not-found'
  | 'campaign'
  | 'services'
  | 'advertisers';

/** A budget's remainder: "budget left", "remaining budget", "left to spend". */
export const REMAINING =
  /\b((how )?(far|much)( [\w'’.&-]+){0,6} (from|short of|off|away from|below|under|to go (to|until)) (the |our |its |their )?budgets?|budgets? (gap|shortfall)|budgets?( [\w'’.&-]+){0,8} (left|remaining|unspent)|(remaining|unspent|leftover) budgets?|rest of the budgets?|(left|remaining|still) to spend|(left|remaining|remains|unspent|available)( [\w'’.&-]+){0,5} budgets?|budgets?( [\w'’.&-]+){0,4} (remains?|available|to go)|budgets? (minus|less|take away|after) (the )?(spend|spent|delivered|delivery)|(spend|delivered) (against|vs\.?|versus) (the |our |its |their )?budgets? left|how much (money |cash )?(do|does|have|has|is) ((?!time\b|days?\b|weeks?\b)[\w'’.&-]+ ){1,5}(got |still )?(left|remaining)(?! (days?|weeks?|to run)))\b/;

/** The budget itself in all, not what is left of it: "total budget", "how much budget do the live campaigns have". */
export const BUDGET_TOTAL =
  /\b(total|combined|overall|aggregate|sum of( the)?|all( of)?( the)?|whole)( [\w'’.&-]+){0,3} budgets?\b|\bbudgets?( [\w'’.&-]+){0,3} (in total|combined|all together|altogether|in all|add up to|total)\b|\bhow (much|big( a| is| are)?) (the )?budgets?\b|\bhow much budget (do|does|did|have|has)\b/;

/** "Which campaigns are on track", "what's pacing fine": the ones on plan, neither behind nor ahead. */
export const ON_PLAN = /\b(on (track|pace|plan|schedule|target)|pacing (well|fine|ok(ay)?|normally|as planned))\b/;

/** What a budget question asks of it: what is left, what should be spent by now, or the budget in all. */
export function budgetAsked(t: string): { remaining?: true; expectedSpend?: true; budgetTotal?: true } {
  if (REMAINING.test(t)) return { remaining: true };
  if (EXPECTED_SPEND.test(t)) return { expectedSpend: true };
  return BUDGET_TOTAL.test(t) ? { budgetTotal: true } : {};
}

/**
 * The spend a flight called for by now, against what was delivered (pacing's two figures): "how much should we have
 * spent by now", "expected spend", "are we over budget", "will we blow through the budget".
 */
export const EXPECTED_SPEND =
  /\bshould(['’]ve)?\b( [\w'’.&-]+){0,5} (have )?(been )?(spen[dt]|spending|deliver\w*|be at)\b|\bshould(['’]ve| have)\b|\bshould\b.{0,30}\bby now\b|\b(spend\w*|burn\w*|deliver\w*|pac\w*) (way |much )?too (fast|slow|quickly|slowly|much|little)\b|\b(planned|expected|target|scheduled)\b.{0,25}\b(actual|actually|delivered|real)\b|\b(actual|delivered)\b.{0,25}\b(planned|expected|target)\b|\b(expected|planned|scheduled) (spend|delivery|to spend)\b|\bsupposed to (have )?(spen[dt]|deliver\w*|be at)\b|\b(over|under) ?(spen[dt]\w*|budget)\b|\bblow\w* (thr(u|ough)|past|out|up)\b|\b(on|within|under|over) budget\b/;

/** Documents said by their generic words, whatever else the question says ("files", "uploads"). */
const DOCUMENTS_ALWAYS = /\b(documents?|docs?|files?|attachments?|uploads?|uploaded|paperwork)\b/;

/** "Which advertisers do we have?", "list our brands", "how many accounts can I see": the advertisers themselves. */
const ADVERTISERS_LISTED =
  /\b(list|which|what|show|how many|name|who are|all|every|do (we|i) have|can (we|i) see|number of)\b.*\b(advertisers|brands)\b|\b(advertisers|brands)\b.*\b(do (we|i) have|can (we|i) see|are there|we work with|on (our|my) account)\b/;

/** "Break down our campaigns by status", "how many campaigns in each status": each status's count. */
const BY_STATUS =
  /\b(by|per|each|every|in each|across) (campaign )?status(es)?\b|\bstatus(es)? (breakdown|split|mix|counts?)\b/;

/** What a question about campaigns by status asks besides them: how many, or how many in each status. */
export const campaignsAsked = (t: string) => ({
  count: /\b(how many|number of|count)\b/.test(t),
  byStatus: BY_STATUS.test(t) && /\bcampaigns?\b/.test(t),
});

export function kindOf(
  t: string,
  metrics: MetricKey[],
  status: string | undefined,
  audience = false,
): Kind | undefined {
  if (CHANGE_REQUEST.test(t)) return 'change';
  if (OUTSIDE_FIGURES.test(t)) return 'refuse';
  if (/^\W*(and )?(but )?(why|how come)\b/.test(t) && t.split(/\s+/).length <= 6 && !/\bblock/.test(t)) return 'why';
  if (BILLING_WORDS.test(t)) return 'billing';
  if (DOCUMENTS_ALWAYS.test(t) || (DOCUMENT_WORDS.test(t) && !metrics.length)) return 'documents';
  if (/\b(audiences?|segments?|households?|devices)\b/.test(t) || (audience && !metrics.length)) return 'audiences';
  if (
    /\b(days? (are |is )?(left|remaining|remain|to go)|when (does|did|will|do) .+ (end|finish|wrap)|end date|how long (is|does) .+ (left|run))\b/.test(
      t,
    )
  )
    return 'days-left';
  if (
    /\b(ending|ends|end|wrap(ping)? up|finish(ing|es)?|expir\w*)\b/.test(t) &&
    /\b(soon|next|within|coming|this (week|month))\b/.test(t)
  )
    return 'campaigns';
  if (REMAINING.test(t)) return 'pacing';
  if (EXPECTED_SPEND.test(t) && !metrics.some((m) => m !== 'spend')) return 'pacing';
  if (
    /\b((over|under)-?)?(pacing|pace|paced)\b|\b(on track|off track|at risk|on schedule|behind|ahead|over-?deliver\w*|under-?deliver\w*|budgets?)\b/.test(
      t,
    ) &&
    !metrics.some((m) => m !== 'spend')
  )
    return 'pacing';
  if ((status || campaignsAsked(t).byStatus) && metrics.length === 0) return 'campaigns';
  if (ADVERTISERS_LISTED.test(t) && !metrics.length && !/\b(campaigns?|most|least|fewest)\b/.test(t))
    return 'advertisers';
  if (metrics.length) return 'metrics';
  if (/\b(perform\w*|doing|results|stats|numbers|kpis?|how did|how is|how are|how was|delivery|delivered)\b/.test(t))
    return 'metrics';
  if (/\bcampaigns?\b/.test(t) && /\b(how many|list|which|show|what)\b/.test(t)) return 'campaigns';
  return undefined;
}
