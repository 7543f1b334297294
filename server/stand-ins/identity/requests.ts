import { CognitoError, invalidParameter } from './errors';
import type { Identity } from './identity';

/** A parsed Cognito JSON request body. */
export type RequestBody = Record<string, unknown>;

/** Unauthenticated calls name the app client; an unknown one is Cognito's ResourceNotFoundException. */
export function assertClient(identity: Identity, body: RequestBody): void {
  const clientId = body.ClientId;
  if (typeof clientId !== 'string' || !clientId)
    throw invalidParameter(
      "1 validation error detected: Value at 'clientId' failed to satisfy constraint: Member must not be null",
    );
  if (clientId !== identity.config.clientId)
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
}

/** Admin calls name the pool. */
export function assertPool(identity: Identity, body: RequestBody): void {
  const poolId = body.UserPoolId;
  if (typeof poolId !== 'string' || !poolId)
    throw invalidParameter(
      "1 validation error detected: Value at 'userPoolId' failed to satisfy constraint: Member must not be null",
    );
  if (poolId !== identity.config.poolId)
    throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
}

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
