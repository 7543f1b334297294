import type { AccessCache } from '../../kernel/auth/access-cache';
import type { VerifyToken } from '../../kernel/auth/verifier';
import type { NotifySettings } from '../../kernel/config/notify-settings';
import type { SiteDefinition } from '../../kernel/config/sites';
import type { PaymentDetails } from '../../kernel/config/payment-details';
import type { Database } from '../../kernel/db/database';
import type { ResponseCache } from '../../kernel/http/response-cache';
import type { ApiRateLimits } from '../../kernel/http/types';
import type { JobQueue } from '../../kernel/jobs/queue';
import type { FileStore } from '../../kernel/storage/file-store';
import type { IdentityAdmin } from '../../domains/users/identity-admin';

/** What the hub API's routes are given: the database, the token check and the services they call. */
export interface ApiDeps {
  db: Database;
  /**
   * Where campaign reports' figures are read: a standby of `db` (BEACON_READ_DATABASE_URL, which sees every
   * acknowledged write when commits wait for it to apply them, `synchronous_commit = remote_apply`), else `db`.
   */
  reportsDb?: Database;
  verifyToken: VerifyToken;
  /** Where uploaded files' bytes are kept (`openFileStore`: disk under `<dataDir>/files`, or PostgreSQL). */
  fileStore: FileStore;
  /** Where long work runs (kernel/jobs/queue.ts): imports answer 503 without it. */
  jobs?: JobQueue;
  /** The notification service's secret: a user's hash is HMAC-SHA256 of their email under it. */
  notificationSecret: string;
  /** Where the inbox finds the notification service and its key (ServerConfig.notify); this server's own when omitted. */
  notificationService?: Pick<NotifySettings, 'baseUrl' | 'apiKey'>;
  /** The hosts alert rules may post webhooks to (BEACON_ALERT_WEBHOOK_HOSTS); Slack's and Microsoft's when omitted. */
  alertWebhookHosts?: string[];
  /**
   * The identity provider's admin side (`identityAdminOf(product.identity)` locally). When given, creating,
   * disabling and enabling users also changes their sign-in; without it the identity operations answer 503.
   */
  identityAdmin?: IdentityAdmin;
  /** What recently verified tokens may reach, per process (`createAccessCache`); every request checks afresh without. */
  accessCache?: AccessCache;
  /** The hub's answers to reads kept for a moment (`createResponseCache`); none when omitted. */
  responseCache?: ResponseCache;
  /** The data directory of releases and the registry (the Releases page); that page answers 503 without it. */
  dataDir?: string;
  /** Session replay's share of sessions until a BeaconAdmin sets one (BEACON_SESSION_REPLAY_RATE); off when omitted. */
  sessionReplayDefault?: number;
  /**
   * The portal's address for a client's brand (`portalUrlOf` over BEACON_PUBLIC_URL and BEACON_SITES): where a share
   * link's page is. Without it (the tests), the address the request came on.
   */
  portalUrlOf?: (brand: string | null) => string;
  /** BEACON_SITES: a brand set in Administration may not take another client's host names there; DEFAULT_SITES when omitted. */
  sites?: SiteDefinition[];
  /** What generated invoice PDFs print as issuer and payment details (ServerConfig.paymentDetails); the defaults' when omitted. */
  paymentDetails?: PaymentDetails;
  /** Requests per user, client and anonymous address per window before 429 (BEACON_API_RATE_LIMIT); none when omitted. */
  rateLimits?: ApiRateLimits;
}
