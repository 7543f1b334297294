import { CognitoError, invalidParameter } from './errors';
import type { Identity } from './identity';

/** A parsed Cognito JSON request body. */
export type RequestBody = Record<string, unknown>;

/**
 * The member of a call that names the app client or the pool: given (else Cognito's validation error, naming the
 * member as `field`), and this one (else ResourceNotFoundException, saying what does not exist).
 */
function assertNames(body: RequestBody, member: string, field: string, expected: string, missing: string): void {
  const id = body[member];
  if (typeof id !== 'string' || !id)
    throw invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must not be null`,
    );
  if (id !== expected) throw new CognitoError('ResourceNotFoundException', `${missing} ${id} does not exist.`);
}

/** Unauthenticated calls name the app client; an unknown one is Cognito's ResourceNotFoundException. */
export const assertClient = (identity: Identity, body: RequestBody): void =>
  assertNames(body, 'ClientId', 'clientId', identity.config.clientId, 'User pool client');

/** Admin calls name the pool. */
export const assertPool = (identity: Identity, body: RequestBody): void =>
  assertNames(body, 'UserPoolId', 'userPoolId', identity.config.poolId, 'User pool');

/** A string map member such as AuthParameters or ChallengeResponses (absent means empty). */
export function stringMap(body: RequestBody, member: string): Record<string, string> {
  const value = body[member];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(`${member} must be a map of strings`);
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A required entry of such a map, failing with Cognito's "Missing required parameter". */
export function requireParameter(map: Record<string, string>, name: string): string {
  const value = map[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}
