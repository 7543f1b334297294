import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI documents write it) that the generators read. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

const INT_MAX = 2147483647;
/** Long enough to pass any field's limit, short enough to stay under the body limit. */
const HUGE = 'x'.repeat(20_000);

/** An array nested `depth` deep (`[[[...]]]`) and an object nested as deep (`{ a: { a: ... } }`). */
function nested(depth: number): { array: unknown; object: unknown } {
  let array: unknown = [];
  let object: unknown = {};
  for (let i = 0; i < depth; i += 1) {
    array = [array];
    object = { a: object };
  }
  return { array, object };
}
const DEEP = nested(400);

/** Values no field expects: wrong types, edges of every type, text that breaks parsers, huge and deep values. */
const STRANGE: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  INT_MAX + 1,
  -(INT_MAX + 2),
  Number.MAX_SAFE_INTEGER,
  1e308,
  '',
  ' ',
  '\u0000',
  'NaN',
  '1e3',
  '-0',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u202Egnp.exe',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '__proto__',
  HUGE,
  [],
  {},
  JSON.parse('{"__proto__":{"polluted":1}}'),
  DEEP.array,
  DEEP.object,
];

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function dateText(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  if (schema.format === 'date') return dateText();
  if (schema.format === 'date-time') return dateText().map((d) => `${d}T00:00:00Z`);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const edges = [schema.minLength, schema.maxLength].filter((n): n is number => n !== undefined && n <= 20_000);
  const text = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? s.length))
    : fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max), unit: 'grapheme' });
  return edges.length && !schema.pattern ? fc.oneof(text, fc.constantFrom(...edges.map((n) => 'w'.repeat(n)))) : text;
}

function validNumber(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -INT_MAX : -1e9);
  const max = schema.maximum ?? (integer ? INT_MAX : 1e9);
  const any = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // The edges of a range, where off-by-one mistakes live.
  return fc.oneof(any, fc.constantFrom(min, max, integer ? Math.min(min + 1, max) : (min + max) / 2));
}

/** Values the schema accepts, its edges favoured. */
export function validOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validOf(s, depth)));
  if (schema.allOf?.length) return validOf(Object.assign({}, ...schema.allOf) as Schema, depth);
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return validString(schema);
      case 'integer':
        return validNumber(schema, true);
      case 'number':
        return validNumber(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(schema.items && depth < 6 ? validOf(schema.items, depth + 1) : fc.string(), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object': {
        const properties = depth < 6 ? (schema.properties ?? {}) : {};
        return fc.record(
          Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, validOf(s, depth + 1)])),
          { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
        );
      }
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return types.includes('null') || schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

/** Just outside what the schema accepts: one past each limit, the wrong case of a choice. */
function pastTheEdges(schema: Schema): unknown[] {
  const out: unknown[] = [];
  if (schema.minimum !== undefined) out.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) out.push(schema.maximum + 1);
  if (schema.maxLength !== undefined) out.push('y'.repeat(schema.maxLength + 1));
  if (schema.minLength) out.push('y'.repeat(schema.minLength - 1));
  if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, () => 1));
  for (const choice of schema.enum ?? []) if (typeof choice === 'string') out.push(choice.toLowerCase(), `${choice} `);
  return out;
}

/**
 * Values that stress the schema: strange values of every type, just past its limits, and for objects and arrays a
 * valid value with one part made strange, a required property missing or an unknown one added.
 */
export function strangeOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const plain = fc.constantFrom(...STRANGE, ...pastTheEdges(schema));
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length && depth < 4) {
    const [firstRequired] = schema.required ?? [];
    return fc.oneof(
      plain,
      fc
        .tuple(validOf(schema) as fc.Arbitrary<Record<string, unknown>>, fc.constantFrom(...properties), fc.nat())
        .chain(([value, [key, part]]) => strangeOf(part, depth + 1).map((bad) => ({ ...value, [key]: bad }))),
      (validOf(schema) as fc.Arbitrary<Record<string, unknown>>).map((value) => {
        const { [firstRequired ?? '']: _, ...rest } = value;
        return { ...rest, unexpected: HUGE.slice(0, 300) };
      }),
    );
  }
  if (schema.items && depth < 4)
    return fc.oneof(plain, fc.array(strangeOf(schema.items, depth + 1), { minLength: 1, maxLength: 3 }));
  return plain;
}

/** A value as it goes in a path segment or a query string: arrays repeat their key, objects go as JSON. */
export function asText(value: unknown): string[] {
  if (Array.isArray(value))
    return value.length ? value.flatMap((v) => (Array.isArray(v) ? [JSON.stringify(v)] : asText(v))) : [''];
  if (value && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}
