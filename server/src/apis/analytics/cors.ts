import cors from '@fastify/cors';
import type { AnalyticsApi } from './types';

/**
 * Deployed apart (BEACON_ANALYTICS_URL on another origin), the analytics API answers the host's origins across
 * origins: BEACON_ANALYTICS_CORS_ORIGINS lists them. On one origin (the default) nothing is added. Registered before
 * the sign-in check, so that a preflight (which carries no credentials) is answered, not refused.
 */
export async function analyticsCors(api: AnalyticsApi, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await api.register(cors, {
    origin: origins.map((o) => o.replace(/\/$/, '')),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-impersonated-by', 'x-beacon-demo'],
    // Retry-After is not a safelisted header: without this a browser on another origin could not honour it.
    exposedHeaders: ['x-beacon-demo', 'retry-after'],
    maxAge: 600,
  });
}
