import { createScrubber, DEMO_HEADER, type Scrubber } from '@beacon/shared/demo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { attachment } from '../files/upload';
import { loadRealValues, type RealKind } from './real-values';

export const SESSION_KEY = /^[0-9a-f]{8,64}$/i;
/** Answers that only hold the caller's own credentials: scrubbing them would break what they sign. */
export const DEMO_EXEMPT_PATHS = ['/api/users/me/notification-connection'];
/** The JSON APIs whose answers demo mode scrubs: the hub and the analytics API. */
const SCRUBBED_BASES = ['/api/', '/analytics/'];
const REFRESH_MS = 5 * 60_000;
/** Dollar amounts inside free text (the assistant's answers): "$12,345.67". */
const DOLLARS = /\$\s?\d[\d,]*(?:\.\d+)?/g;
/** Downloads whose text can be rewritten like JSON strings; other binaries (images, stored PDFs) cannot. */
const TEXT_DOWNLOAD = /^text\/(csv|plain)/;
/** Last path words that name a view of a collection rather than the collection (`/advertisers/summary`). */
const VIEW_WORDS = /^(summary|summaries|metrics|search|overview|stats|details|export|list|pdf)$/i;
const NOUNS =
  /campaign|rfp|proposal|line.?item|report|audience|dashboard|schedule|advertiser|client|customer|compan|group|workspace|connection|product|categor|user|member|team|manager|people|person|contact|recipient/i;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The demo session's scrubber when the request carries a well-formed demo key, else null. */
export function demoScrubberOf(request: FastifyRequest): Scrubber | null {
  const key = demoKeyOf(request.headers[DEMO_HEADER]);
  return key ? createScrubber(key) : null;
}

/**
 * What the fields of an answer are about, from the route (never from the address with its query string, which
 * once made `?pageSize=100` the context): the last collection word, skipping parameters and view words.
 */
export function contextOf(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  const words = route
    .replace(/^\/(api|analytics)(?=\/)/, '')
    .split('/')
    .filter((part) => part && !part.startsWith(':') && !/^\d+$/.test(part));
  for (let i = words.length - 1; i >= 0; i -= 1) {
    if (NOUNS.test(words[i]!)) return words[i]!;
    if (!VIEW_WORDS.test(words[i]!)) return words[i]!;
  }
  return '';
}

interface RealValues {
  kinds: Map<string, RealKind>;
  /** Every real value inside longer text, bounded by anything that is not a letter or digit (so `Co.` ends one). */
  pattern: RegExp | null;
}

/** The real values of one database, reloaded every few minutes; shared by the hook and the PDF route. */
const caches = new WeakMap<Database, { values: RealValues; loadedAt: number }>();

async function realValuesOf(db: Database): Promise<RealValues> {
  const cached = caches.get(db);
  if (cached && Date.now() - cached.loadedAt <= REFRESH_MS) return cached.values;
  const kinds = await loadRealValues(db);
  const alternatives = [...kinds.keys()].sort((a, b) => b.length - a.length).map(escape);
  const values: RealValues = {
    kinds,
    pattern: alternatives.length
      ? new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'gu')
      : null,
  };
  caches.set(db, { values, loadedAt: Date.now() });
  return values;
}

/** Real names left inside longer text (sentences, file names, notes). */
function scrubInside(text: string, scrubber: Scrubber, real: RealValues): string {
  return real.pattern
    ? text.replace(real.pattern, (value) => scrubber.fake(real.kinds.get(value) ?? 'company', value))
    : text;
}

/** Exact real values, by field: a string that is a real name is replaced whole, whatever its key is called. */
function byValue(value: unknown, scrubber: Scrubber, real: RealValues): unknown {
  if (typeof value === 'string') {
    const kind = real.kinds.get(value.trim());
    return kind ? scrubber.fake(kind, value) : scrubInside(value, scrubber, real);
  }
  if (Array.isArray(value)) return value.map((item) => byValue(item, scrubber, real));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, byValue(v, scrubber, real)]));
  return value;
}

/**
 * The demo passes over one value: the field-aware scrubber (names by key and route, amounts, emails, phones,
 * websites), then by field value: any string that is exactly a real value the database holds becomes that
 * kind's fake whatever its key, and real names inside longer text are replaced. JSON answers and the values an
 * invoice PDF is generated from go through the same passes, so the PDF shows what the page showed.
 */
export async function scrubForDemo<T>(db: Database, scrubber: Scrubber, value: T, context: string): Promise<T> {
  return byValue(scrubber.scrub(value, context), scrubber, await realValuesOf(db)) as T;
}

export interface DemoScrub {
  /** A JSON value as demo mode shows it under this session key (scrubForDemo). */
  json<T>(key: string, value: T, context: string): Promise<T>;
  /** Free text (an assistant's answer): real names, emails, phones, websites and dollar amounts become fakes. */
  text(key: string, text: string): Promise<string>;
}

/** One scrubber for every way data leaves the server: HTTP answers and the assistant's socket alike. */
export function createDemoScrub(db: Database): DemoScrub {
  return {
    json: (key, value, context) => scrubForDemo(db, createScrubber(key), value, context),
    text: async (key, text) => {
      const scrubber = createScrubber(key);
      const dollars = text.replace(DOLLARS, (real) => {
        const amount = scrubber.fakeAmount(Number(real.replace(/[$,\s]/g, '')));
        return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      });
      const { content } = scrubber.scrub({ content: dollars });
      return scrubInside(content, scrubber, await realValuesOf(db));
    },
  };
}

export const demoKeyOf = (value: unknown): string | null =>
  typeof value === 'string' && SESSION_KEY.test(value) ? value : null;

/**
 * Demo mode on the server (architecture 4b): a request carrying this session's demo key gets its answer scrubbed
 * before it leaves, so real data never reaches the browser's network panel during a demo. JSON answers by field
 * (scrubForDemo); text downloads and every download's file name by the real values they contain; invoice PDFs
 * are generated from scrubbed values by their route. A route that scrubbed its answer itself (the assistant's
 * history, the invoice PDF) says so with the header, and is left alone.
 */
export async function demoScrubbing(app: FastifyInstance, db: Database): Promise<DemoScrub> {
  const scrub = createDemoScrub(db);
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const key = demoKeyOf(request.headers[DEMO_HEADER]);
    if (!key || !SCRUBBED_BASES.some((base) => request.url.startsWith(base))) return payload;
    if (reply.getHeader(DEMO_HEADER) === 'scrubbed') return payload;
    if (DEMO_EXEMPT_PATHS.some((path) => request.url.split('?')[0] === path)) return payload;
    const scrubber = createScrubber(key);
    const type = String(reply.getHeader('content-type') ?? '');
    const disposition = reply.getHeader('content-disposition');
    const real = await realValuesOf(db);
    if (typeof disposition === 'string') {
      // The download's own name says whose it is ("Acme Outdoor Media Plan.csv").
      const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      if (name) reply.header('content-disposition', attachment(scrubInside(decodeURIComponent(name), scrubber, real)));
    }
    if (TEXT_DOWNLOAD.test(type) && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      reply.header(DEMO_HEADER, 'scrubbed');
      reply.removeHeader('content-length');
      return scrubber.scrub(scrubInside(String(payload), scrubber, real));
    }
    if (typeof payload !== 'string' || !type.includes('application/json')) return payload;
    reply.header(DEMO_HEADER, 'scrubbed');
    return JSON.stringify(await scrubForDemo(db, scrubber, JSON.parse(payload) as unknown, contextOf(request)));
  });
  return scrub;
}
