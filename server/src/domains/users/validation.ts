import type { TSchema } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { EMAIL_MESSAGE, HttpError, type FieldError } from '../../kernel/http/errors';

interface Problem {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** ajv's wording ('must match pattern "^[^\s@]+..."') in words a person filling the form understands. */
function messageOf(field: string, problem: Problem): string {
  const { keyword, params } = problem;
  if (keyword === 'required') return 'is required';
  if (keyword === 'additionalProperties') return 'is not allowed';
  if (field === 'email' && ['pattern', 'minLength', 'format'].includes(keyword ?? '')) return EMAIL_MESSAGE;
  if (keyword === 'minLength' || (keyword === 'pattern' && /name$/i.test(field))) return 'is required';
  if (keyword === 'maxLength') return `must be at most ${String(params?.limit)} characters`;
  if (keyword === 'const' || keyword === 'anyOf' || keyword === 'enum') return 'is not one of the choices';
  return problem.message ?? 'is invalid';
}

/** The fields a problem is about: its path, or the properties it names as missing or extra. */
function fieldsOf(problem: Problem): string[] {
  const path = (problem.instancePath ?? '').replace(/^\//, '').split('/')[0] ?? '';
  if (path) return [path];
  const named = [
    problem.params?.missingProperty,
    problem.params?.requiredProperties,
    problem.params?.additionalProperties,
  ]
    .flat()
    .filter((name): name is string => typeof name === 'string');
  return named;
}

/**
 * The routes of user management validate after the access guard (`attachValidation`), so a caller learns
 * nothing about another client's users from a bad body. Then every field of the body is judged at once (the
 * hub's validator stops at the first problem) and each refused field is named, once, in the form's words.
 */
export function throwIfInvalid(request: FastifyRequest, body?: TSchema): void {
  const error = request.validationError as (Error & { validation?: Problem[]; validationContext?: string }) | undefined;
  if (!error) return;
  const problems: Problem[] =
    error.validationContext === 'body' && body ? [...Value.Errors(body, request.body)] : (error.validation ?? []);
  const fields: FieldError[] = [];
  for (const problem of problems) {
    if (problem.keyword === 'boolean') continue;
    for (const field of fieldsOf(problem)) {
      // A union (the role) reports once per branch: one message per field is enough.
      if (!fields.some((f) => f.field === field)) fields.push({ field, message: messageOf(field, problem) });
    }
  }
  if (fields.length === 0) fields.push({ field: error.validationContext ?? 'request', message: 'is invalid' });
  throw new HttpError(400, `Invalid ${error.validationContext ?? 'request'}`, fields);
}
