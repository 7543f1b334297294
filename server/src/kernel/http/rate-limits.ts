import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';
import type { Api, ApiRateLimits } from './types';

/** The checks an API's authentication hook runs: one for a caller it knows, one for a caller it does not. */
export interface RequestLimits {
  signedIn(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  anonymous(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** An API key (the ingestion API) counts as one caller, with a user's room, apart from every user. */
  apiKey(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

type Check = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

/**
 * A whole office can sit behind one address, so a signed-in caller is counted as themselves (and with the other
 * users of their client), never by address; a caller without a good token is counted by address, with more room
 * than one user has. Beyond a limit: 429 with `Retry-After` (seconds until the window ends) and the error body.
 * Counters are kept per process and per API (the hub's and the analytics API's apart).
 */
export async function requestLimits(api: Api, limits: ApiRateLimits): Promise<RequestLimits> {
  // Registered without a global hook: the limits run inside authentication, once the caller is known.
  await api.register(rateLimit, { global: false, timeWindow: limits.windowSeconds * 1000 });
  const make = (max: number, keyOf: (request: FastifyRequest) => string): Check =>
    api.createRateLimit({ max, keyGenerator: keyOf, timeWindow: limits.windowSeconds * 1000 }) as Check;
  const byUser = make(limits.perUser, (r) => `user:${r.access!.user.id}`);
  const byClient = make(limits.perClient, (r) => `client:${r.access!.user.clientId}`);
  const byAddress = make(limits.perAnonymousAddress, (r) => `address:${r.ip}`);
  const byKey = make(limits.perUser, (r) => `key:${r.apiKey!.id}`);

  const enforce = async (check: Check, request: FastifyRequest, reply: FastifyReply) => {
    const { isExceeded, ttlInSeconds } = await check(request);
    if (!isExceeded) return;
    reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
    throw tooManyRequests();
  };
  return {
    async signedIn(request, reply) {
      await enforce(byUser, request, reply);
      // Agency staff belong to no client: their own limit is theirs alone.
      if (request.access!.user.clientId !== null) await enforce(byClient, request, reply);
    },
    anonymous: (request, reply) => enforce(byAddress, request, reply),
    apiKey: (request, reply) => enforce(byKey, request, reply),
  };
}
