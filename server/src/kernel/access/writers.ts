import { canAccess, type AccessSubject } from '@beacon/shared/contract';
import { HttpError } from '../http/errors';
import { WRITERS } from './requirements';
import type { AccessScope } from './scope';

/** What a REPORTING_ONLY or FRANCHISEE user is told when they try to change what they may only read. */
export const READ_ONLY_ROLE_MESSAGE = 'Your role can view this but not change it';

/**
 * Whether the caller may change what a client shares, for the checks that depend on a row (a workspace that does
 * not exist yet is made only by a writer) and for the rows' own `canChange`: the routes' WRITERS requirement, by
 * the same rule. An internal user acting for someone (X-Impersonated-By) has that user's role.
 */
export const isWriter = (scope: AccessScope): boolean => canAccess(scope.user as AccessSubject, WRITERS);

export function requireWriter(scope: AccessScope): void {
  if (!isWriter(scope)) throw new HttpError(403, READ_ONLY_ROLE_MESSAGE);
}
