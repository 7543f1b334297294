import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import { HttpError, type FieldError } from '../../kernel/http/errors';

/** A refused batch names this many problems at most: enough to fix a feed, not a 100 MB answer to a broken one. */
export const MAX_LISTED = 1_000;
/** The validator stops looking after this many (each branch of a union counts): a bound on a hostile body's cost. */
const MAX_GATHERED = 200_000;

interface Problem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

type Validator = { Check(value: unknown): boolean; Errors(value: unknown): Problem[] };
const validators = new WeakMap<TSchema, Validator>();

function validatorOf(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema) as unknown as Validator;
    validators.set(schema, validator);
  }
  return validator;
}

/** `/records/12/budget` to `records.12.budget`, as the error body names fields. */
const fieldOf = (path: string, property?: string) =>
  [...path.split('/').filter(Boolean), ...(property ? [property] : [])].join('.') || 'body';

function valueAt(body: unknown, path: string): unknown {
  return path
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function messageOf(problem: Problem, body: unknown): string {
  const { keyword, params } = problem;
  switch (keyword) {
    case 'type':
      return `must be ${[params.type].flat().map(String).map(article).join(' or ')}`;
    case 'format':
      return params.format === 'date' ? 'must be a date (yyyy-MM-dd)' : `must be a ${String(params.format)}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'minItems':
      return `must hold at least ${String(params.limit)}`;
    case 'maxItems':
      return `must hold at most ${Number(params.limit).toLocaleString('en-US')}`;
    case 'pattern': {
      const value = valueAt(body, problem.instancePath);
      return typeof value === 'string' && value.trim() === ''
        ? 'must not be blank'
        : 'holds characters that are not allowed';
    }
    default:
      return problem.message;
  }
}

/**
 * Every problem of a body, each under its field (`records.12.budget`), in the words the error body uses: a choice
 * lists its values, a missing or unknown property is named itself.
 */
export function problemsOf(schema: TSchema, body: unknown): { fields: FieldError[]; complete: boolean } {
  // TypeBox gathers 8 by default, for every caller: raised for this one pass only (it runs synchronously).
  const usual = Settings.Get().maxErrors;
  Settings.Set({ maxErrors: MAX_GATHERED });
  let problems: Problem[];
  try {
    problems = validatorOf(schema).Errors(body);
  } finally {
    Settings.Set({ maxErrors: usual });
  }
  const unions = new Set(problems.filter((p) => p.keyword === 'anyOf').map((p) => p.instancePath));
  // A union (a status, a nullable value) is one problem, named with what it may be: its branches' problems say what.
  const choices = new Map<string, string[]>();
  const fields: (FieldError & { union?: string })[] = [];
  for (const problem of problems) {
    const path = problem.instancePath;
    if (unions.has(path) && (problem.keyword === 'const' || problem.keyword === 'type')) {
      const value = problem.keyword === 'const' ? problem.params.allowedValue : null;
      const said =
        problem.keyword === 'const'
          ? value === null
            ? 'null'
            : String(value)
          : problem.params.type === 'null'
            ? 'null'
            : article(String(problem.params.type));
      choices.set(path, [...(choices.get(path) ?? []), said]);
    } else if (problem.keyword === 'anyOf') {
      fields.push({ field: fieldOf(path), message: '', union: path });
    } else if (problem.keyword === 'required') {
      for (const name of [problem.params.requiredProperties].flat())
        fields.push({ field: fieldOf(path, String(name)), message: 'is required' });
    } else if (problem.keyword === 'additionalProperties') {
      for (const name of [problem.params.additionalProperties].flat())
        fields.push({ field: fieldOf(path, String(name)), message: 'is not allowed' });
    } else if (problem.keyword !== 'boolean') {
      fields.push({ field: fieldOf(path), message: messageOf(problem, body) });
    }
  }
  // A branch's own problem (a nullable amount below its minimum) says more than the union's.
  const said = new Set(fields.filter((f) => f.union === undefined).map((f) => f.field));
  const named = fields
    .filter((f) => f.union === undefined || !said.has(f.field))
    .map(({ field, message, union }) => {
      if (union === undefined) return { field, message };
      const may = choices.get(union) ?? [];
      const values = may.every((m) => !/^an? /.test(m));
      return {
        field,
        message:
          may.length === 0
            ? 'is invalid'
            : values
              ? `must be one of: ${may.join(', ')}`
              : `must be ${may.join(' or ')}`,
      };
    });
  return { fields: named, complete: problems.length < MAX_GATHERED };
}

/** Refuses the body unless it fits the schema, naming every problem (the first MAX_LISTED). */
export function judged<S extends TSchema>(schema: S, body: unknown): Static<S> {
  if (validatorOf(schema).Check(body)) return body as Static<S>;
  const { fields, complete } = problemsOf(schema, body);
  throw refused(fields, complete);
}

/** A batch refused for its records' problems: 400, the first MAX_LISTED named, and how many there were. */
export function refused(fields: FieldError[], complete = true): HttpError {
  const plural = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
  const records = new Set(fields.map((f) => /^records\.(\d+)/.exec(f.field)?.[1]).filter(Boolean)).size;
  const where = records > 0 ? ` in ${plural(records, 'record')}` : '';
  const listed = fields.length > MAX_LISTED ? `; the first ${MAX_LISTED.toLocaleString('en-US')} are listed` : '';
  return new HttpError(
    400,
    `Invalid records: ${complete ? '' : 'at least '}${plural(fields.length, 'problem')}${where}${listed}. Nothing of the batch was written.`,
    fields.slice(0, MAX_LISTED),
  );
}
