import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AccessScope, ClientScope, KeyCaller } from '../access/scope';
import type { AccessCache } from '../auth/access-cache';
import type { VerifyToken } from '../auth/verifier';
import type { Database } from '../db/database';
import type { FileStore } from '../files/storage';
import type { JobQueue } from '../jobs/queue';
import type { NotifySettings } from '../notifications/settings';
import type { ResponseCache } from './response-cache';
import type { IdentityAdmin } from '../users/identity-admin';

export interface ApiDeps {
  db: Database;
  verifyToken: VerifyToken;
  /** Where uploaded files' bytes are kept (`openFileStore`: disk under `<dataDir>/files`, or PostgreSQL). */
  fileStore: FileStore;
  /** Where long work runs (jobs/queue.ts): imports answer 503 without it. */
  jobs?: JobQueue;
  /** The notification service's secret: a user's hash is HMAC-SHA256 of their email under it. */
  notificationSecret: string;
  /** Where the inbox finds the notification service and its key (ServerConfig.notify); this server's own when omitted. */
  notificationService?: Pick<NotifySettings, 'baseUrl' | 'apiKey'>;
  /**
   * The identity provider's admin side (`identityAdminOf(product.identity)` locally). When given, creating,
   * disabling and enabling users also changes their sign-in; without it the identity operations answer 503.
   */
  identityAdmin?: IdentityAdmin;
  /** What recently verified tokens may reach, per process (`createAccessCache`); every request checks afresh without. */
  accessCache?: AccessCache;
  /** The hub's answers to reads kept for a moment (`createResponseCache` in ../hub); none when omitted. */
  responseCache?: ResponseCache;
  /** The data directory of releases and the registry (the Releases page); that page answers 503 without it. */
  dataDir?: string;
  /** Session replay's share of sessions until a BeaconAdmin sets one (BEACON_SESSION_REPLAY_RATE); off when omitted. */
  sessionReplayDefault?: number;
  /** Requests per user, client and anonymous address per window before 429 (BEACON_API_RATE_LIMIT); none when omitted. */
  rateLimits?: ApiRateLimits;
}

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
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token (the OpenAPI document). */
    public?: boolean;
    /** Routes called with an API key instead of a user's token (the ingestion API): the user hook does not run. */
    apiKey?: boolean;
    /**
     * The handler judges the body itself, every field at once and without coercion (an ingestion batch): the
     * strict-input hook, which stops at the first mismatch, leaves it alone.
     */
    judgesBody?: boolean;
    /** Changes what a client shares: only the writer roles (access/writers.ts) may call it. */
    writersOnly?: boolean;
    /** A POST that only reads (an analytics query): open to every role that reaches the data. */
    readsOnly?: boolean;
  }
}
