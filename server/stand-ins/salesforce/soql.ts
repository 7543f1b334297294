/**
 * The part of SOQL the stand-in understands: `SELECT field, Relationship.Field, … FROM Object
 * [WHERE condition [AND condition]…] [ORDER BY field [ASC|DESC], …] [LIMIT n]`, conditions being `Field op value`
 * (op one of = != < <= > >=) or `Field IN ('a', 'b')`, values quoted strings, numbers, null, true/false, dates
 * (2026-01-05) or datetimes (2026-01-05T10:00:00Z, with an offset or milliseconds). Anything else is a
 * MALFORMED_QUERY, as Salesforce answers a query it cannot parse.
 */
export class SoqlError extends Error {
  constructor(
    readonly errorCode: 'MALFORMED_QUERY' | 'INVALID_FIELD' | 'INVALID_TYPE',
    message: string,
  ) {
    super(message);
  }
}

export type Value = string | number | boolean | null;

export interface Condition {
  field: string;
  op: '=' | '!=' | '<' | '<=' | '>' | '>=' | 'IN';
  values: Value[];
}

export interface Soql {
  fields: string[];
  object: string;
  where: Condition[];
  orderBy: { field: string; descending: boolean }[];
  limit: number | null;
}

const FIELD = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)?$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:?\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function valueOf(token: string): Value {
  if (/^'.*'$/s.test(token)) return token.slice(1, -1).replace(/\\'/g, "'");
  if (/^null$/i.test(token)) return null;
  if (/^(true|false)$/i.test(token)) return token.toLowerCase() === 'true';
  if (DATETIME.test(token)) return new Date(token.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')).toISOString();
  if (DATE.test(token)) return token;
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token);
  throw new SoqlError('MALFORMED_QUERY', `unexpected token: '${token}'`);
}

function conditionOf(text: string): Condition {
  const inList = /^([\w.]+)\s+IN\s*\((.*)\)$/is.exec(text);
  if (inList) {
    const values = inList[2]!.split(',').map((v) => valueOf(v.trim()));
    return { field: inList[1]!, op: 'IN', values };
  }
  const compare = /^([\w.]+)\s*(<=|>=|!=|=|<|>)\s*(\S.*)$/s.exec(text);
  if (!compare) throw new SoqlError('MALFORMED_QUERY', `unexpected token: '${text.split(/\s+/)[0]}'`);
  return { field: compare[1]!, op: compare[2] as Condition['op'], values: [valueOf(compare[3]!.trim())] };
}

export function parseSoql(query: string): Soql {
  const q = query.trim().replace(/\s+/g, ' ');
  const m = /^SELECT (.+?) FROM (\w+)(?: WHERE (.+?))?(?: ORDER BY (.+?))?(?: LIMIT (\d+))?$/i.exec(q);
  if (!m) throw new SoqlError('MALFORMED_QUERY', `unexpected token: '${q.split(' ')[0] ?? ''}'`);
  const fields = m[1]!.split(',').map((f) => f.trim());
  const bad = fields.find((f) => !FIELD.test(f));
  if (bad) throw new SoqlError('MALFORMED_QUERY', `unexpected token: '${bad}'`);
  const where = m[3] ? m[3].split(/ AND /i).map((c) => conditionOf(c.trim())) : [];
  const orderBy = m[4]
    ? m[4].split(',').map((part) => {
        const [field, direction] = part.trim().split(' ');
        if (!field || !FIELD.test(field)) throw new SoqlError('MALFORMED_QUERY', `unexpected token: '${part}'`);
        return { field, descending: direction?.toUpperCase() === 'DESC' };
      })
    : [];
  return { fields, object: m[2]!, where, orderBy, limit: m[5] ? Number(m[5]) : null };
}

/** A record's value for a field, a relationship's field read through the related record. */
export type Lookup = (record: Record<string, unknown>, field: string) => unknown;

/** Datetimes compare as instants; everything else as it is. */
const comparable = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v.replace(/\+0000$/, 'Z')).getTime() : v;

export function matches(record: Record<string, unknown>, where: Condition[], lookup: Lookup): boolean {
  return where.every((c) => {
    const value = comparable(lookup(record, c.field));
    const wanted = c.values.map(comparable);
    if (c.op === 'IN') return wanted.includes(value as Value);
    const w = wanted[0];
    if (c.op === '=') return value === w;
    if (c.op === '!=') return value !== w;
    if (value === null || value === undefined || w === null) return false;
    const [a, b] = [value as number | string, w as number | string];
    return c.op === '<' ? a < b : c.op === '<=' ? a <= b : c.op === '>' ? a > b : a >= b;
  });
}

export function sorted<T extends Record<string, unknown>>(records: T[], soql: Soql, lookup: Lookup): T[] {
  if (soql.orderBy.length === 0) return records;
  return [...records].sort((x, y) => {
    for (const { field, descending } of soql.orderBy) {
      const a = comparable(lookup(x, field)) as string | number;
      const b = comparable(lookup(y, field)) as string | number;
      if (a === b) continue;
      // Salesforce sorts nulls first in ascending order.
      const order = a === null || a === undefined ? -1 : b === null || b === undefined ? 1 : a < b ? -1 : 1;
      return descending ? -order : order;
    }
    return 0;
  });
}
