import { HUB_REQUIREMENTS } from '../api/generated/operation-requirements';
import type { AccessRequirement } from './access';

/** A hub API operation, by its operationId. */
export type HubOperation = keyof typeof HUB_REQUIREMENTS;

/** What a hub operation requires of its caller, as the server declares it (the operation's `x-beacon-requires`). */
export function requirementOf(operation: HubOperation): AccessRequirement {
  return HUB_REQUIREMENTS[operation];
}
