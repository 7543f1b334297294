import cors from '@fastify/cors';
import type { Api } from '../../src/kernel/http/types';

/** What MagicBell's SDKs and the host's inbox send: the user's credentials are headers, never cookies. */
const ALLOWED_HEADERS = [
  'accept',
  'accept-version',
  'authorization',
  'content-type',
  'idempotency-key',
  'x-beacon-demo',
  'x-magicbell-api-key',
  'x-magicbell-client-id',
  'x-magicbell-client-user-agent',
  'x-magicbell-user-email',
  'x-magicbell-user-external-id',
  'x-magicbell-user-hmac',
];

/**
 * The service answers its allowed origins across origins; registered before its sign-in check, so that a preflight
 * (which carries no credentials) is answered, not refused. On one origin with the host nothing is added.
 */
export async function notifyCors(api: Api, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await api.register(cors, {
    origin: origins.map((o) => o.replace(/\/$/, '')),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: 600,
  });
}
