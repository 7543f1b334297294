import { accessRefusal, canAccess, type AccessSubject } from '@beacon/shared/contract';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, HttpError } from '../http/errors';
import { ErrorBody } from '../http/schemas';
import { accessOf, TERMS_MESSAGE } from './path-guard';
import type { Requirement } from './requirements';
import { READ_ONLY_ROLE_MESSAGE } from './writers';

/** The OpenAPI extension each operation carries its requirement in, for clients and `pnpm api:types`. */
export const REQUIREMENT_EXTENSION = 'x-beacon-requires';

/** How the OpenAPI documents explain the extension. */
export const REQUIREMENT_DESCRIPTION =
  "Each operation's `x-beacon-requires` says who may call it, as the front end's access rule reads it: `privileges` (every one held), `roles` (one of them), `forLimitedRoles` (REPORTING_ONLY and FRANCHISEE too, who are otherwise refused), `clientData` (only once the terms of use are accepted). Which client's rows and which advertisers a caller reaches is decided per row. Anyone else is answered 403.";

type DeclaredRoute = Pick<RouteOptions, 'url' | 'method' | 'config' | 'schema'>;

/** Whether a requirement refuses anyone signed in (every other one documents its 403). */
const refusesSomeone = (r: Requirement) => !r.forLimitedRoles || Boolean(r.roles || r.privileges || r.clientData);

/**
 * The onRoute hook of the hub and the analytics API: every route declares what it requires (`config.requires`)
 * or says it is `public` (or called with an API key, which the key's own scope governs); a route that reaches a
 * client by its path says `clientData`. A route that does not is refused at registration, so the server does not
 * start with it. The requirement is published in the operation (`x-beacon-requires`), with its 403.
 */
export function declareRequirement(route: DeclaredRoute): void {
  const { requires, public: open, apiKey, deployToken } = route.config ?? {};
  // A CORS preflight (@fastify/cors's OPTIONS route) carries no credentials by the protocol: it is public.
  if (open || apiKey || deployToken || route.method === 'OPTIONS') return;
  const where = `${String(route.method)} ${route.url}`;
  if (!requires)
    throw new Error(
      `${where} declares no requirement: set config.requires (kernel/access/requirements.ts) or config.public`,
    );
  if (route.url.includes(':clientId') && !requires.clientData)
    throw new Error(`${where} reaches a client by its path: its requirement must say clientData`);
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  schema[REQUIREMENT_EXTENSION] = requires;
  const response = schema.response as Record<string, unknown> | undefined;
  if (response && !response[403] && refusesSomeone(requires)) response[403] = ErrorBody;
}

/**
 * The preHandler hook of the hub (after the path guard, so that another tenant's ids stay 404) and the analytics
 * API: the caller must meet the route's requirement, judged by the front end's own `canAccess`.
 */
export async function checkRequirement(request: FastifyRequest): Promise<void> {
  const requires = request.routeOptions.config?.requires;
  // Public and API-key routes: declareRequirement let no other route through without one.
  if (!requires) return;
  // The users table holds only the roles and privileges the hub declares (the user schemas take no others).
  const subject = accessOf(request).user as AccessSubject;
  if (canAccess(subject, requires)) return;
  throw refusal(accessRefusal(subject, requires), requires);
}

/** The 403 a refused caller is told: the terms, a read-only role facing a change, or plainly Forbidden. */
function refusal(why: ReturnType<typeof accessRefusal>, requires: Requirement): HttpError {
  if (why === 'terms') return new HttpError(403, TERMS_MESSAGE);
  // Only the limited roles' rule stood in the way: they may read what this changes.
  if (why === 'limited-role' && !requires.roles && !requires.privileges)
    return new HttpError(403, READ_ONLY_ROLE_MESSAGE);
  return forbidden();
}
