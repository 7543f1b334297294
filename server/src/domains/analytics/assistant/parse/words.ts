import type { MetricKey } from '../../../../semantic/metrics';
import type { QueryGroup } from '../query-metrics';

/**
 * The words clients use, mapped onto the semantic layer: metrics and their synonyms, groupings, channels and
 * platforms as people write them, and campaign statuses. Longer phrases come first: they are matched (and taken
 * out of the question) before the words they contain.
 */
export const METRIC_WORDS: [RegExp, MetricKey][] = [
  [
    /\b(cost per (conversion|acquisition|action|lead|sale)|cpas?|cpl|(expensive|costly|cheap\w*|pricey|priciest)( \w+){0,3} per (conversion|acquisition|lead)|(an?|each|one|every|per|single) (conversion|acquisition|lead|sale) (costs?|costing|set|sets|run|runs)( us| them)?|(costs?|price|paying|pay|paid|spen[dt]|spending) (us |them )?(for |of |on )?(an?|each|one|every|per|single) (conversion|acquisition|lead|sale))\b/,
    'costPerConversion',
  ],
  [
    /\b(cost per (click)|cpcs?|(expensive|costly|cheap\w*|pricey|priciest)( \w+){0,3} per click|(an?|each|one|every|per|single) click (costs?|costing|set|sets|run|runs)( us| them)?|(costs?|price|paying|pay|paid|spen[dt]|spending) (us |them )?(for |of |on )?(an?|each|one|every|per|single) click)\b/,
    'cpc',
  ],
  [/\b(cost per (thousand|mille|1,?000|1k|m)( impressions)?|cpms?|ecpms?)\b/, 'cpm'],
  [/\b(click[- ]?through[- ]?rates?|ctrs?)\b/, 'ctr'],
  [/\b((video )?completion rates?|vcr|view[- ]?through rates?)\b/, 'completionRate'],
  [/\bviewable impressions\b/, 'viewableImpressions'],
  [/\b(viewability( rate)?|viewable rate)\b/, 'viewability'],
  [/\bengagement rates?\b/, 'engagementRate'],
  [/\bengagements?\b/, 'engagements'],
  [/\bsite (activities|activity|visits)\b/, 'siteActivities'],
  [/\b(completions?|completed views?|complete views?)\b/, 'completions'],
  [/\b(impressions?|imps|impr)\b/, 'impressions'],
  [/\b(clicks?|clix|clks)\b/, 'clicks'],
  [
    /\b(conversions?|conversion count|convs?|convos|convert(s|ed|ing)?|acquisitions|leads(?! (on|in|the|with|for|by)\b))\b/,
    'conversions',
  ],
  [
    /\b(spend|spent|spending|spends|spnd|spnt|burn|burned|burnt|blew|cost|costs|media cost|invested|delivered spend|outsp[ae]n[dt]\w*|pay|paying|paid(?! (social|search)\b)|(?<=\b(per|each|every|a) )dollars?)\b/,
    'spend',
  ],
];

/** Metrics where less is better: "best CPM" is the lowest. */
export const COST_METRICS: MetricKey[] = ['cpm', 'cpc', 'costPerConversion'];

export const GROUP_WORDS: [RegExp, QueryGroup][] = [
  [/\b(advertisers?|brands?|accounts?)\b/, 'advertiser'],
  [/\bcampaigns?\b/, 'campaign'],
  [/\b(channels?|formats?|ad types?|ad formats?|media types?|tactics?)\b/, 'adFormat'],
  [/\b(platforms?|dsps?|networks?)\b/, 'platform'],
  [/\b(regions?|geograph(y|ies)|geos?|areas?)\b/, 'region'],
  [/\b(weeks?|weekly)\b/, 'week'],
  [/\b(months?|monthly)\b/, 'month'],
  [/\b(days?|daily)\b/, 'day'],
];

/** Ad formats (channels) as people write them. */
export const CHANNEL_WORDS: [RegExp, string][] = [
  [/\b(ctv|connected tv|streaming tv|ott)\b/, 'CTV'],
  [/\b(online video|olv|video)\b/, 'VIDEO'],
  [/\brich media\b/, 'RICH_MEDIA'],
  [/\b(display|banners?)\b/, 'DISPLAY'],
  [/\bnative\b/, 'NATIVE'],
  [/\b(audio|podcasts?|streaming audio|radio)\b/, 'AUDIO'],
  [/\b(dooh|digital out[- ]of[- ]home|out[- ]of[- ]home|ooh|billboards?)\b/, 'DOOH'],
  [/\b(paid social|social)\b/, 'SOCIAL'],
  [/\b(paid search|sem|ppc)\b/, 'SEARCH'],
];

export const PLATFORM_WORDS: [RegExp, string][] = [
  [/\b(the trade desk|trade desk|ttd|tradedesk)\b/, 'TRADE_DESK'],
  [/\b(xandr|appnexus)\b/, 'XANDR'],
  [/\b(meta|facebook|instagram)\b/, 'META'],
  [/\b(google ads|adwords|google)\b/, 'GOOGLE_ADS'],
  [/\badomni\b/, 'ADOMNI'],
];

/** Campaign statuses as people say them; the semantic layer's groups (live, active, proposals) first. */
export const STATUS_PHRASES: [RegExp, string][] = [
  [/\b(proposals?|rfps?|deals?|in play|pipeline|pitch(es)?)\b/, 'proposals'],
  [/\b(live|running|delivering|in flight|on air)\b/, 'live'],
  [/\b(paused|on hold)\b/, 'Paused'],
  [/\b(blocked|stuck|blocking|blockers?)\b/, 'Blocked'],
  [/\bpending\b/, 'Pending'],
  [/\b(drafts?|pre-?launch)\b/, 'Draft'],
  [/\b(completed|finished|ended|done)\b/, 'Completed'],
  [/\b(cancell?ed)\b/, 'Cancelled'],
  [/\bactive\b/, 'active'],
];

/** Words that are the question's grammar, never a name (a capitalised one of these is not an unknown name). */
export const KNOWN_WORDS = new Set(
  `i we our us me my you your what which who how when where why is are was were do does did has have had the a an and or
  of for in on to by vs versus against compared with from since between about much many most least top bottom best worst
  show list give tell please ctr cpm cpc cpa vcr dooh ctv olv rfp rfps mtd ytd qtd january february march april may june
  july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday
  wednesday thursday friday saturday sunday q1 q2 q3 q4 google meta facebook instagram xandr adomni trade desk ttd
  tv video display native audio social search rich media paid online out home digital connected streaming can could
  would should will hi hello thanks thank ok okay and also now then last this next previous year month week day days
  weeks months years quarter so far lifetime ever all time total overall campaign campaigns advertiser advertisers
  spend budget pacing invoice invoices balance audiences audience documents files live active paused blocked pending
  proposals proposal deals deal draft completed cancelled it its that those these their them ads ad rate rates cost
  costs click clicks impression impressions conversion conversions completion completions view views viewable
  viewability engagement engagements site visits activities spent spending cpv roas revenue break down compare
  weekly monthly daily channel channels platform platforms region regions status breakdown per any some each every one single
  today yesterday remaining left still unspent leftover rest pace paced ahead behind furthest farthest track schedule
  plan underdelivering overdelivering more less fewer than difference percent percentage change changed increase
  increased decrease decreased grow grew growth oldest newest largest biggest smallest highest lowest owe owed
  overdue open paid due document doc docs file uploaded upload uploads pdf pdfs image images spreadsheet spreadsheets
  segment segments count counts history devices households newest latest expected should io ios csv png jpg
  mockup mockups media plan plans insertion order orders kickoff notes brief briefs contract contracts other type types kind kinds across
  within into over under through thru until there here been be got get not no yet really actually just already enough
  better worse beat beats outperform outperformed outspend outspent outdo outdid higher lower bigger smaller up down
  together combined sum plus minus average ratio side stack stacked go goes going went gone rise rose fall fell
  well good badly poorly percent share proportion portion part pay paid per every they faster slower quicker
  agency retainer fee fees service services product products offer price prices pricing pause unpause resume stop
  cancel delete remove create edit update approve reject send email rename archive unpaid outstanding amount amounts
  billed billing invoiced issued sent bill bills payment payments weekend weekends holiday holidays half halves full
  complete whole first second third fourth early mid late beginning start end launch launched started inception
  avg mean typical double doubled triple tripled twice times sum figure figures number numbers rate conv cvr cpcv cpv
  h1 h2 thanksgiving christmas halloween cyber black friday labor memorial eve date dates through`.split(/\s+/),
);

/** A word the vocabulary above reads (a metric, grouping, channel, platform or status), however it is written. */
export function isVocabulary(word: string): boolean {
  const w = word.toLowerCase();
  return [METRIC_WORDS, GROUP_WORDS, CHANNEL_WORDS, PLATFORM_WORDS, STATUS_PHRASES].some((list) =>
    list.some(([pattern]) => pattern.test(w)),
  );
}

/** The words of `words` said in `text`, each once, and the text with them taken out. */
export const all = <T>(text: string, words: [RegExp, T][]) => {
  const found: T[] = [];
  let rest = text;
  for (const [pattern, value] of words)
    if (pattern.test(rest)) {
      if (!found.includes(value)) found.push(value);
      rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
    }
  return { found, rest };
};
export const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 };

/** Billing as people say it: invoices, bills, balances, what is owed, overdue or due next, an invoice number. */
export const BILLING_WORDS =
  /\b(invoices?|invoiced|invoicing|billing|bills?|billed|balance|owes?|owed|owing|overdue|unpaid|outstanding|past due|amount due|payments?|inv-?\d+)\b|\b(due|payable) (next|soon|this (week|month)|(in|within) (the )?(next|coming))\b|\bnext (invoice|payment|bill)\b/;

/** Figures delivery does not record: asked about, they are refused rather than answered with another figure. */
export const OUTSIDE_FIGURES =
  /\b(revenue|roas|return on ad spend|profit|margin|sales|impression share|weather|stock|competitors?|salary|salaries)\b/;

/** Asking Beacon to change something: it only reads, and says so. */
export const CHANGE_REQUEST =
  /^\W*((hey|hi|ok|okay|also|and|then|but|plus|so),? )*(please |can you |could you |would you |will you |i want to |i'd like to |i want you to |i need you to |i'd like you to |let's |go ahead and |go |just )*(pause|unpause|resume|stop|start(?! date)|launch|cancel|delete|remove|create|add(?! up\b)|make|mark|set|update|edit|raise|lower|approve|reject|pay|send|email|upload|rename|archive|turn (on|off)|reallocate|(change|increase|decrease|move|shift)(?! (in|of|from|between|over)\b))\b/;

/** A question as the parser reads it: lower case, end punctuation gone, one space between words and at each end. */
export function wordsOf(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/\s*%/g, ' percent')
    // "CPCV", "CPV", "cost per completed view": spend over completions.
    .replace(/\b(cpcvs?|cpvs?|cost per (completed |complete )?(video )?views?)\b/gi, 'cost per completion')
    .replace(/\b(cost|spend) ?\/ ?(click|conversion|acquisition|lead|completion)\b/gi, 'cost per $2')
    // "What are we paying per thousand impressions", "how much does each click cost".
    .replace(
      /\b(?:pay|paying|paid|spend|spending|spent|cost|costs|costing)( \w+){0,2} per (thousand|1,?000|1k|mille)( impressions)?\b/gi,
      'cpm',
    )
    .replace(/\beach (click|conversion|lead|acquisition|completion) (?:cost|costs|cost us)\b/gi, 'cost per $1')
    .replace(/[?!.]+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Where the second side of a comparison begins. */
export const SPLIT = / (vs\.?|versus|compared? (to|with)|against|than|minus) /;
/** "compare A and B", "A or B": the words that may also join the two sides of a comparison of names. */
export const PAIR_WORDS =
  / (vs\.?|versus|compared? (to|with)|against|than|and|or|with|to|plus|minus|beat|beats|outperform\w*|outsp[ae]n[dt]\w*|outd(o|id)) /g;
/** A change between two ranges: "grew from September to October", "how did clicks change from Q2 to Q3". */
export const CHANGE_FROM_TO =
  /\b(?:gr[eo]w\w*|growth|chang\w*|increas\w*|decreas\w*|drop\w*|ris\w*|rose|fell|fall\w*|went|go(?:ne)?|mov\w*|shift\w*|differ\w*|trend\w*|did|do|does|perform\w*|look\w*|compar\w*|evolv\w*|progress\w*|jump\w*|climb\w*|slip\w*|improv\w*|declin\w*) .*?\bfrom (.+?) to (.+)$/;
/** A change said with "between": "the difference in spend between October and November". */
export const CHANGE_BETWEEN =
  /\b(?:differen\w*|chang\w*|gap|gr[eo]w\w*|growth|compar\w*|increas\w*|decreas\w*|drop\w*|ris\w*|rose|fell|fall\w*|jump\w*|mov\w*|shift\w*) .*?\bbetween (.+?) and (.+)$/;

/** Whether a question compares: a word that splits two sides, or one that asks which is more. */
export function comparing(t: string): boolean {
  return (
    SPLIT.test(t) ||
    /\b(compar\w*|differen\w*|gap|minus|which (one )?(did|had|has|is|was|got)|more|less|fewer|better|worse|beat\w*|outperform\w*|outsp[ae]n[dt]\w*|outd(o|id)|higher|lower|bigger|smaller|faster|slower|quicker|stack\w* up|up or down|side by side)\b/.test(
      t,
    )
  );
}
