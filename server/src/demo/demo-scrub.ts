import { createScrubber, DEMO_HEADER } from '@beacon/shared/demo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { loadRealValues, type RealKind } from './real-values';

export const SESSION_KEY = /^[0-9a-f]{8,64}$/i;
/** Answers that only hold the caller's own credentials: scrubbing them would break what they sign. */
export const DEMO_EXEMPT_PATHS = ['/api/users/me/notification-connection'];
/** The JSON APIs whose answers demo mode scrubs: the hub and the analytics API. */
const SCRUBBED_BASES = ['/api/', '/analytics/'];
const REFRESH_MS = 5 * 60_000;
/** Dollar amounts inside free text (the assistant's answers): "$12,345.67". */
const DOLLARS = /\$\s?\d[\d,]*(?:\.\d+)?/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface DemoScrub {
  /** A JSON value as demo mode shows it under this session key: the field-aware scrubber, then every real name. */
  json<T>(key: string, value: T, context: string): Promise<T>;
  /** Free text (an assistant's answer): real names, emails, phones, websites and dollar amounts become fakes. */
  text(key: string, text: string): Promise<string>;
}

/** One scrubber for every way data leaves the server: HTTP answers and the assistant's socket alike. */
export function createDemoScrub(db: Database): DemoScrub {
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
  const names = async (key: string, serialized: string) => {
    const scrubber = createScrubber(key);
    const { pattern, kinds } = await realValues();
    return kinds.size === 0
      ? serialized
      : serialized.replace(pattern, (real) => scrubber.fake(kinds.get(real) ?? 'company', real));
  };
  return {
    json: async (key, value, context) => {
      const scrubbed = JSON.stringify(createScrubber(key).scrub(value, context));
      return JSON.parse(await names(key, scrubbed)) as typeof value;
    },
    text: async (key, text) => {
      const scrubber = createScrubber(key);
      const dollars = text.replace(DOLLARS, (real) => {
        const amount = scrubber.fakeAmount(Number(real.replace(/[$,\s]/g, '')));
        return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      });
      const { content } = scrubber.scrub({ content: dollars });
      return names(key, content);
    },
  };
}

export const demoKeyOf = (value: unknown): string | null =>
  typeof value === 'string' && SESSION_KEY.test(value) ? value : null;

/**
 * Demo mode on the server (architecture 4b): a request carrying this session's demo key gets its JSON answer
 * scrubbed before it leaves, so that real data never reaches the browser's network panel during a demo.
 * First the field-aware scrubber; then every real name the database knows, wherever it still appears.
 * A route that scrubbed its answer itself (the assistant's history) says so with the header, and is left alone.
 */
export async function demoScrubbing(app: FastifyInstance, db: Database): Promise<DemoScrub> {
  const scrub = createDemoScrub(db);
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const key = demoKeyOf(request.headers[DEMO_HEADER]);
    if (!key || !SCRUBBED_BASES.some((base) => request.url.startsWith(base))) return payload;
    if (reply.getHeader(DEMO_HEADER) === 'scrubbed') return payload;
    if (DEMO_EXEMPT_PATHS.some((path) => request.url.split('?')[0] === path)) return payload;
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('application/json'))
      return payload;
    const base = SCRUBBED_BASES.find((b) => request.url.startsWith(b))!;
    const body = await scrub.json(key, JSON.parse(payload) as unknown, request.url.slice(base.length - 1));
    reply.header(DEMO_HEADER, 'scrubbed');
    return JSON.stringify(body);
  });
  return scrub;
}
