/**
 * The part of the insights edge's parameters the stand-in answers, checked as the Marketing API checks them:
 * `level=adset`, `time_increment=1`, `time_range={"since":"YYYY-MM-DD","until":"YYYY-MM-DD"}`, `fields` from the
 * AdsInsights fields below, `limit` and the `after` cursor. Anything else is a (#100) parameter error.
 */
export interface InsightsQuery {
  fields: string[];
  since: string;
  until: string;
  limit: number;
  after: string | null;
}

export class ParameterError extends Error {}

export const INSIGHTS_FIELDS = new Set([
  'account_id',
  'account_currency',
  'campaign_id',
  'campaign_name',
  'adset_id',
  'adset_name',
  'impressions',
  'clicks',
  'spend',
  'actions',
  'date_start',
  'date_stop',
]);

/** Meta's default page of insights is 25 rows; it takes larger limits up to its own bound. */
const DEFAULT_LIMIT = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseInsightsQuery(params: Record<string, unknown>): InsightsQuery {
  const text = (name: string) => (params[name] === undefined ? undefined : String(params[name]));
  const level = text('level') ?? 'ad';
  if (level !== 'adset') throw new ParameterError(`level must be adset in this stand-in (asked: ${level})`);
  if (text('time_increment') !== '1')
    throw new ParameterError('time_increment must be 1 (daily rows) in this stand-in');
  let range: { since?: unknown; until?: unknown };
  try {
    range = JSON.parse(text('time_range') ?? 'null') as typeof range;
  } catch {
    throw new ParameterError('param time_range must be a JSON object with since and until');
  }
  if (!range || typeof range.since !== 'string' || typeof range.until !== 'string')
    throw new ParameterError('param time_range must be a JSON object with since and until');
  if (!DAY.test(range.since) || !DAY.test(range.until) || range.since > range.until)
    throw new ParameterError('time_range since must be a date on or before until (YYYY-MM-DD)');
  const fields = (text('fields') ?? 'impressions,spend').split(',').map((f) => f.trim());
  const unknown = fields.find((f) => !INSIGHTS_FIELDS.has(f));
  if (unknown) throw new ParameterError(`${unknown} is not valid for fields param.`);
  const limit = Number(text('limit') ?? DEFAULT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1) throw new ParameterError('param limit must be a positive integer');
  return { fields, since: range.since, until: range.until, limit, after: text('after') ?? null };
}

/** An opaque cursor, as Meta's are: the row offset and a fingerprint of the query it belongs to. */
export const cursorOf = (offset: number, query: InsightsQuery) =>
  Buffer.from(JSON.stringify({ o: offset, k: `${query.since}|${query.until}` })).toString('base64url');

export function offsetOf(cursor: string, query: InsightsQuery): number {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o?: unknown; k?: unknown };
    if (typeof parsed.o === 'number' && parsed.o >= 0 && parsed.k === `${query.since}|${query.until}`) return parsed.o;
  } catch {
    // answered below
  }
  throw new ParameterError('The after cursor is not valid for this query');
}
