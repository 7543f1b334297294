/**
 * The part of the Google Ads Query Language the stand-in answers: a SELECT of fields FROM one resource, with
 * `segments.date BETWEEN 'a' AND 'b'` (or DURING is refused) and an optional ORDER BY, as the reporting guides
 * write it. Anything else is a query error, as Google answers one.
 */
export interface ParsedQuery {
  fields: string[];
  resource: string;
  from: string;
  to: string;
}

export class QueryError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The fields the stand-in can return for the ad_group resource. */
export const AD_GROUP_FIELDS = new Set([
  'segments.date',
  'customer.id',
  'campaign.id',
  'campaign.name',
  'ad_group.id',
  'ad_group.name',
  'metrics.impressions',
  'metrics.clicks',
  'metrics.conversions',
  'metrics.cost_micros',
]);

const QUERY =
  /^\s*SELECT\s+(.+?)\s+FROM\s+([a-z_]+)\s+WHERE\s+segments\.date\s+BETWEEN\s+'(\d{4}-\d{2}-\d{2})'\s+AND\s+'(\d{4}-\d{2}-\d{2})'(?:\s+ORDER\s+BY\s+[a-z_.]+(?:\s+(?:ASC|DESC))?(?:\s*,\s*[a-z_.]+(?:\s+(?:ASC|DESC))?)*)?\s*$/is;

export function parseQuery(query: string): ParsedQuery {
  const match = QUERY.exec(query);
  if (!match) throw new QueryError(`Error in query: unexpected input ${query.slice(0, 80)}.`, 'UNEXPECTED_INPUT');
  const [, select, resource, from, to] = match;
  const fields = select!.split(',').map((f) => f.trim());
  if (resource !== 'ad_group')
    throw new QueryError(`The stand-in reports from ad_group only, not ${resource}.`, 'INVALID_RESOURCE_NAME');
  const unknown = fields.find((f) => !AD_GROUP_FIELDS.has(f));
  if (unknown) throw new QueryError(`Unrecognized field in the query: '${unknown}'.`, 'UNRECOGNIZED_FIELD');
  if (from! > to!) throw new QueryError('The start date is after the end date.', 'INVALID_VALUE_WITH_BETWEEN_OPERATOR');
  return { fields, resource: resource!, from: from!, to: to! };
}
