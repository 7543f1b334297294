import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { ErrorBody } from '../http/schemas';
import { accessOf } from './path-guard';
import { isAdminRole, type AccessScope } from './scope';

/** What a REPORTING_ONLY or FRANCHISEE user is told when they try to change what they may only read. */
export const READ_ONLY_ROLE_MESSAGE = 'Your role can view this but not change it';

/**
 * Who may change what a client shares (analytics workspaces, connections and dashboards, custom reports, uploaded
 * files): the client's Admin and agency staff, the roles that see every advertiser (ADMIN_ROLES). REPORTING_ONLY
 * and FRANCHISEE users read. An internal user acting for someone (X-Impersonated-By) has that user's role.
 */
export const isWriter = (scope: AccessScope): boolean => isAdminRole(scope.user.role);

export function requireWriter(scope: AccessScope): void {
  if (!isWriter(scope)) throw new HttpError(403, READ_ONLY_ROLE_MESSAGE);
}

/** The hub's hook, after the path guard (another tenant's ids stay 404): a route marked `writersOnly` checks the role. */
export async function guardWriters(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config?.writersOnly) requireWriter(accessOf(request));
}

/**
 * The analytics API's rule, secure by default: every call but a GET changes something and is for writers, unless
 * its route says it only reads (`readsOnly`: a query by POST); a GET that starts or completes a connection says
 * `writersOnly`.
 */
export function isAnalyticsWrite(route: {
  method: string | string[];
  config?: FastifyContextConfig;
  schema?: { operationId?: string };
}): boolean {
  if (!route.schema?.operationId) return false;
  if (route.config?.writersOnly) return true;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m)) && !route.config?.readsOnly;
}

/** A route for writers documents its 403 beside its other errors, so OpenAPI clients know it. */
export function documentWriters(route: { schema?: { response?: unknown } }): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (response && !response[403]) response[403] = ErrorBody;
}
