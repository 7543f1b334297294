import type { FastifyRequest } from 'fastify';
import { HttpError, type FieldError } from './errors';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/** Base-10 digits only: `0x10`, `1e3`, ` 16` and `+16` are not 16, though JavaScript's Number() says they are. */
const DECIMAL_INTEGER = /^-?\d+$/;
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * Path and query values arrive as text and the validator coerces them; coercion is lenient, so a numeric
 * parameter must be written in base-10 digits before it gets there.
 */
function textMismatch(value: unknown, schema: Schema | undefined): string | null {
  if (!schema || typeof value !== 'string') return null;
  const types = typesOf(schema);
  if (types.includes('array') && schema.items) return textMismatch(value, schema.items);
  if (types.includes('string')) return null;
  if (types.includes('integer') && !DECIMAL_INTEGER.test(value)) return 'must be an integer in base-10 digits';
  if (types.includes('number') && !types.includes('integer') && !DECIMAL_NUMBER.test(value))
    return 'must be a number in base-10 digits';
  return null;
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * A JSON body is taken as sent: the validator would turn 123 into "123", "5" into 5 and null into "", so a value
 * of the wrong JSON type is refused before it can be coerced. Returns the first mismatch as a field error.
 */
function bodyMismatch(value: unknown, schema: Schema | undefined, path: string): FieldError | null {
  if (!schema || value === undefined) return null;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const misses = branches.map((branch) => bodyMismatch(value, branch, path));
    return misses.every(Boolean) ? misses[0]! : null;
  }
  for (const part of schema.allOf ?? []) {
    const miss = bodyMismatch(value, part, path);
    if (miss) return miss;
  }
  const types = typesOf(schema);
  const kind = jsonKind(value);
  const fits =
    types.length === 0 ||
    types.includes(kind) ||
    (kind === 'number' && types.includes('integer') && Number.isInteger(value));
  if (!fits) return { field: path || 'body', message: `must be ${types.join(' or ')}` };
  if (kind === 'object' && schema.properties) {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const miss = bodyMismatch(inner, schema.properties[key], path ? `${path}.${key}` : key);
      if (miss) return miss;
    }
  }
  if (kind === 'array' && schema.items) {
    for (const [index, inner] of (value as unknown[]).entries()) {
      const miss = bodyMismatch(inner, schema.items, `${path || 'body'}[${index}]`);
      if (miss) return miss;
    }
  }
  return null;
}

/** The API's preValidation hook: strict numbers in paths and queries, strict JSON types in bodies. */
export async function strictInput(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema as { params?: Schema; querystring?: Schema; body?: Schema } | undefined;
  if (!schema) return;
  for (const [part, values] of [
    ['params', request.params],
    ['querystring', request.query],
  ] as const) {
    const properties = schema[part]?.properties;
    if (!properties || !values || typeof values !== 'object') continue;
    const fields: FieldError[] = [];
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        const message = textMismatch(one, properties[name]);
        if (message) fields.push({ field: name, message });
      }
    }
    if (fields.length > 0) throw new HttpError(400, `Invalid ${part}`, fields);
  }
  // Multipart is the hub's (its uploads); an API without the plugin takes JSON bodies only.
  const multipart = typeof request.isMultipart === 'function' && request.isMultipart();
  if (schema.body && request.body !== undefined && !multipart && !request.routeOptions.config?.judgesBody) {
    const miss = bodyMismatch(request.body, schema.body, '');
    if (miss) throw new HttpError(400, 'Invalid body', [miss]);
  }
}
