/**
 * The part of QuickBooks Online's query language the stand-in answers: `select * from <Entity>` with an optional
 * `where` of conditions joined by `and` (`=`, `<`, `>`, `<=`, `>=`, `in (...)`, values in single quotes),
 * `orderby <field> [asc|desc]`, `startposition <n>` (1-based) and `maxresults <n>` (1,000 at most). Keywords are
 * case-insensitive; anything else is refused as QuickBooks refuses it (QueryParserError).
 */
export interface Condition {
  field: string;
  op: '=' | '<' | '>' | '<=' | '>=' | 'in';
  values: string[];
}

export interface ParsedQuery {
  entity: string;
  where: Condition[];
  orderBy: { field: string; desc: boolean } | null;
  startPosition: number;
  maxResults: number;
}

export class QueryError extends Error {}

const SHAPE =
  /^\s*select\s+\*\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+orderby\s+([\w.]+)(?:\s+(asc|desc))?)?(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/i;
const CONDITION = /^\s*([\w.]+)\s*(<=|>=|=|<|>|\bin\b)\s*(.+?)\s*$/i;

function valuesOf(text: string, op: string): string[] {
  if (op === 'in') {
    const list = /^\((.*)\)$/.exec(text);
    if (!list) throw new QueryError(`Expected a list of values in parentheses, found: ${text}`);
    return list[1]!.split(',').map((v) => quoted(v.trim()));
  }
  return [quoted(text)];
}

function quoted(text: string): string {
  const m = /^'((?:[^']|\\')*)'$/.exec(text);
  if (m) return m[1]!.replace(/\\'/g, "'");
  if (/^(true|false|-?\d+(\.\d+)?)$/i.test(text)) return text;
  throw new QueryError(`Encountered "${text}": a value goes in single quotes`);
}

export function parseQuery(query: string): ParsedQuery {
  const m = SHAPE.exec(query);
  if (!m) throw new QueryError(`Error parsing query: ${query.slice(0, 200)}`);
  const where = (m[2] ?? '')
    .split(/\s+and\s+/i)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const c = CONDITION.exec(part);
      if (!c) throw new QueryError(`Error parsing the condition: ${part}`);
      const op = c[2]!.toLowerCase() as Condition['op'];
      return { field: c[1]!, op, values: valuesOf(c[3]!, op) };
    });
  const maxResults = m[6] === undefined ? 100 : Number(m[6]);
  if (maxResults < 1) throw new QueryError('MAXRESULTS must be 1 or more');
  return {
    entity: m[1]!,
    where,
    orderBy: m[3] ? { field: m[3], desc: (m[4] ?? '').toLowerCase() === 'desc' } : null,
    startPosition: Math.max(1, Number(m[5] ?? 1)),
    maxResults: Math.min(1000, maxResults),
  };
}

/** A field of an entity by its dotted name (`MetaData.LastUpdatedTime`). */
export function fieldOf(entity: object, field: string): unknown {
  const found = field
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], entity);
  // A reference (`CustomerRef`) compares by its value, the referred entity's Id.
  return typeof found === 'object' && found !== null && 'value' in found ? (found as { value: unknown }).value : found;
}

function compared(a: unknown, b: string): number {
  if (typeof a === 'number') return a - Number(b);
  if (typeof a === 'boolean') return String(a) === b.toLowerCase() ? 0 : 1;
  const text = String(a ?? '');
  // Times compare as instants whatever their offsets; ids as numbers; other text as text.
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(b))) return Date.parse(text) - Date.parse(b);
  if (/^\d+$/.test(text) && /^\d+$/.test(b)) return Number(text) - Number(b);
  return text.localeCompare(b);
}

export function matches(entity: object, where: Condition[]): boolean {
  return where.every((c) => {
    const value = fieldOf(entity, c.field);
    if (c.op === 'in') return c.values.some((v) => compared(value, v) === 0);
    const d = compared(value, c.values[0]!);
    return c.op === '=' ? d === 0 : c.op === '<' ? d < 0 : c.op === '>' ? d > 0 : c.op === '<=' ? d <= 0 : d >= 0;
  });
}

export function ordered<T extends object>(rows: T[], orderBy: ParsedQuery['orderBy']): T[] {
  if (!orderBy) return rows;
  const sign = orderBy.desc ? -1 : 1;
  return [...rows].sort((a, b) => sign * compared(fieldOf(a, orderBy.field), String(fieldOf(b, orderBy.field) ?? '')));
}
