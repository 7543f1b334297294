import type { AuthDeps } from '../../kernel/auth/authenticate';
import type { Api, ApiRateLimits } from '../../kernel/http/types';
import type { LlmSettings } from '../../kernel/config/llm-settings';
import type { JobQueue } from '../../kernel/jobs/queue';
import type { OAuthSettings } from '../../domains/analytics/oauth/settings';
import type { TheTradeDeskSettings } from '../../domains/connectors/the-trade-desk/rest';

export type AnalyticsApi = Api;

export interface AnalyticsDeps extends AuthDeps {
  /** 32 bytes: OAuth tokens are encrypted with it (AES-256-GCM) before they reach the database. */
  tokenKey: Buffer;
  /** How each OAuth source is reached: the local stand-in provider, or a real issuer by configuration. */
  oauth: OAuthSettings;
  /** This server's own address as browsers and the server itself reach it (the stand-in provider's issuer). */
  publicUrl: () => string;
  /** The assistant's model: an OpenAI-compatible endpoint, or null for the built-in engine. */
  llm: LlmSettings | null;
  /** Pause between streamed tokens of a whole answer (the built-in engine), in ms; tests shorten it. */
  assistantTokenMs?: number;
  /** Host origins allowed to call across origins when the analytics API is deployed apart. */
  corsOrigins?: string[];
  /** Requests per user, client and anonymous address per window, as the hub's (counted apart); none when omitted. */
  rateLimits?: ApiRateLimits;
  /** Where connector syncs run; without it a sync copies the seeded delivery as before. */
  jobs?: JobQueue;
  /** The Trade Desk's API, asked when a connection is made with its API token; without it TTD cannot be connected. */
  theTradeDesk?: TheTradeDeskSettings;
}
