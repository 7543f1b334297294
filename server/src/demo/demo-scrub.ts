import { createScrubber, DEMO_HEADER } from '@beacon/shared/demo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { loadRealValues, type RealKind } from './real-values';

const SESSION_KEY = /^[0-9a-f]{8,64}$/i;
/** Answers that only hold the caller's own credentials: scrubbing them would break what they sign. */
export const DEMO_EXEMPT_PATHS = ['/api/users/me/notification-connection'];
const REFRESH_MS = 5 * 60_000;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Demo mode on the server (architecture 4b): a request carrying this session's demo key gets its JSON answer
 * scrubbed before it leaves, so that real data never reaches the browser's network panel during a demo.
 * First the field-aware scrubber; then every real name the database knows, wherever it still appears.
 */
export async function demoScrubbing(app: FastifyInstance, db: Database): Promise<void> {
  let known: { pattern: RegExp; kinds: Map<string, RealKind> } | null = null;
  let loadedAt = 0;
  const realValues = async () => {
    if (!known || Date.now() - loadedAt > REFRESH_MS) {
      const kinds = await loadRealValues(db);
      const alternatives = [...kinds.keys()].sort((a, b) => b.length - a.length).map(escape);
      // Whole words only: a real name inside another word is not that name.
      known = { kinds, pattern: new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'g') };
      loadedAt = Date.now();
    }
    return known;
  };

  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const key = request.headers[DEMO_HEADER];
    if (typeof key !== 'string' || !SESSION_KEY.test(key) || !request.url.startsWith('/api/')) return payload;
    if (DEMO_EXEMPT_PATHS.some((path) => request.url.split('?')[0] === path)) return payload;
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('application/json'))
      return payload;
    const scrubber = createScrubber(key);
    const body = JSON.stringify(scrubber.scrub(JSON.parse(payload) as unknown, request.url.replace(/^\/api/, '')));
    const { pattern, kinds } = await realValues();
    reply.header(DEMO_HEADER, 'scrubbed');
    return kinds.size === 0 ? body : body.replace(pattern, (real) => scrubber.fake(kinds.get(real) ?? 'company', real));
  });
}
