import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AccessRequirement } from '@beacon/shared/contract';
import type { AccessScope, ClientScope, DeployCaller, KeyCaller } from '../access/scope';

/** Requests per window (BEACON_API_RATE_LIMIT and friends): per user, per client, per address without a token. */
export interface ApiRateLimits {
  perUser: number;
  perClient: number;
  perAnonymousAddress: number;
  windowSeconds: number;
}

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyRequest {
    access?: AccessScope;
    clientScope?: ClientScope;
    /** The API key an ingestion call authenticated with (routes marked `apiKey`). */
    apiKey?: KeyCaller;
    /** The deploy token a deploy API call authenticated with (routes marked `deployToken`). */
    deployToken?: DeployCaller;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token (the OpenAPI document): they declare no requirement. */
    public?: boolean;
    /** Routes called with an API key instead of a user's token (the ingestion API): the user hook does not run. */
    apiKey?: boolean;
    /** Routes called with a deploy token (the deploy API): the token's remote governs, the user hook does not run. */
    deployToken?: boolean;
    /**
     * The handler judges the body itself, every field at once and without coercion (an ingestion batch): the
     * strict-input hook, which stops at the first mismatch, leaves it alone.
     */
    judgesBody?: boolean;
    /**
     * What the caller must be or hold (kernel/access/requirements.ts): every hub and analytics route declares it
     * unless it is public or called with an API key; the requirement hook checks it (access/route-requirements.ts).
     */
    requires?: AccessRequirement;
  }
}
