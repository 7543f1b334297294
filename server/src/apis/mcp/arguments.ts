import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';

// The schemas are the tools' own, written by hand: keywords for readers (description) are not errors.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new WeakMap<Tool['inputSchema'], ValidateFunction>();

/** The argument an error is about: a property's name, with the item's index inside an array ("metrics[1]"). */
function argumentOf(error: ErrorObject): string {
  const [name = '', ...rest] = error.instancePath.split('/').slice(1);
  const path = `${name}${rest.map((part) => `[${part}]`).join('')}`;
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  return path;
}

function problemOf(error: ErrorObject): string {
  const argument = argumentOf(error);
  if (error.keyword === 'required') return `${argument} is required`;
  if (error.keyword === 'additionalProperties') return `${argument} is not an argument of this tool`;
  const allowed = error.keyword === 'enum' ? `: ${(error.params.allowedValues as unknown[]).join(', ')}` : '';
  return `${argument} ${error.message ?? 'is not valid'}${allowed}`;
}

/**
 * The arguments of a call, checked against the tool's own input schema (what tools/list gave the client): a value
 * outside it is the caller's mistake, answered as invalid params (-32602) naming each argument at fault, never
 * quietly replaced by a default.
 */
export function checkArguments(tool: Tool, args: Record<string, unknown>): void {
  let validate = validators.get(tool.inputSchema);
  if (!validate) {
    validate = ajv.compile(tool.inputSchema);
    validators.set(tool.inputSchema, validate);
  }
  if (validate(args)) return;
  const errors = validate.errors ?? [];
  const problems = [...new Set(errors.map(problemOf))];
  throw new McpError(ErrorCode.InvalidParams, `Invalid arguments for ${tool.name}: ${problems.join('; ')}`, {
    arguments: [...new Set(errors.map(argumentOf))],
  });
}
