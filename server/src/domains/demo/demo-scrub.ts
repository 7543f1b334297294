import { createScrubber, DEMO_HEADER, type Scrubber } from '@beacon/shared/demo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../kernel/db/database';
import { attachment } from '../files/upload';
import { demoCsv } from './demo-csv';
import { demoDocument } from './demo-documents';
import { loadRealValues, siteOf, type RealKind, type RealRecords } from './real-values';

export const SESSION_KEY = /^[0-9a-f]{8,64}$/i;
/** Answers that only hold the caller's own credentials: scrubbing them would break what they sign. */
export const DEMO_EXEMPT_PATHS = ['/api/users/me/notification-connection'];
/** The JSON APIs whose answers demo mode scrubs: the hub and the analytics API. */
const SCRUBBED_BASES = ['/api/', '/analytics/'];
const REFRESH_MS = 5 * 60_000;
/** Dollar amounts inside free text (the assistant's answers): "$12,345.67". */
const DOLLARS = /\$\s?\d[\d,]*(?:\.\d+)?/g;
/** Downloads whose text can be rewritten; other binaries pass untouched unless demoDocument rewrites them. */
const TEXT_DOWNLOAD = /^text\/(csv|plain)/;
/** Last path words that name a view of a collection rather than the collection (`/advertisers/summary`). */
const VIEW_WORDS = /^(summary|summaries|metrics|search|overview|stats|details|export|list|pdf)$/i;
const NOUNS =
  /campaign|rfp|proposal|line.?item|report|audience|dashboard|schedule|advertiser|client|customer|compan|group|workspace|connection|product|categor|user|member|team|manager|people|person|contact|recipient/i;
/** Anything between the words of a name: a space, or what a file name made of it (`Acme_Outdoor`, `Acme-Outdoor`). */
const BETWEEN_WORDS = '[^\\p{L}\\p{N}.]+';

type Client = number | undefined;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}.]+/u).filter(Boolean);
const keyOf = (text: string) => wordsOf(text).join(' ').toLowerCase();

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

interface RealValues extends RealRecords {
  /** Every real value inside longer text, its words apart by anything (so `Co.` ends one, `Acme_Outdoor` is one). */
  pattern: RegExp | null;
  /** A real value by its words in lower case: what a match inside text stands for. */
  byWords: Map<string, string>;
}

/**
 * The real values of one database, reloaded every few minutes; shared by the hook and the document routes. What is
 * kept is the loading itself, so that the requests that find the values missing or stale at the same moment (the
 * first demo pages of a busy server) wait for one read of them, not a read each.
 */
const caches = new WeakMap<Database, { values: Promise<RealValues>; loadedAt: number }>();

function realValuesOf(db: Database): Promise<RealValues> {
  const cached = caches.get(db);
  if (cached && Date.now() - cached.loadedAt <= REFRESH_MS) return cached.values;
  const values = readRealValues(db);
  caches.set(db, { values, loadedAt: Date.now() });
  // A read that failed is not kept: the next request reads again.
  values.catch(() => {
    if (caches.get(db)?.values === values) caches.delete(db);
  });
  return values;
}

async function readRealValues(db: Database): Promise<RealValues> {
  const records = await loadRealValues(db);
  const byWords = new Map<string, string>();
  for (const value of records.kinds.keys()) if (wordsOf(value).length) byWords.set(keyOf(value), value);
  const alternatives = [...records.kinds.keys()]
    .filter((value) => wordsOf(value).length)
    .sort((a, b) => b.length - a.length)
    .map((value) => wordsOf(value).map(escape).join(BETWEEN_WORDS));
  return {
    ...records,
    byWords,
    pattern: alternatives.length
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
      : null,
  };
}

/** This session's scrubber, told whose each real email and website is, so that they go with their fake names. */
function scrubberOf(key: string, real: RealValues): Scrubber {
  return createScrubber(key, {
    ownerOfEmail: (email) => real.emailOwners.get(email.trim().toLowerCase()),
    ownerOfWebsite: (website) => real.websiteOwners.get(siteOf(website)),
  });
}

/** Real names left inside longer text (sentences, file names, notes), in the form they were written in. */
function scrubInside(text: string, scrubber: Scrubber, real: RealValues): string {
  if (!real.pattern) return text;
  return text.replace(real.pattern, (match) => {
    const value = real.byWords.get(keyOf(match)) ?? match;
    const fake = scrubber.fake(real.kinds.get(value) ?? 'company', value);
    const joiner = /^[^\s]*$/.test(match) ? /[^\p{L}\p{N}.]/u.exec(match)?.[0] : undefined;
    return joiner ? fake.replace(/ /g, joiner) : fake;
  });
}

/** Exact real values, by field: a string that is a real name is replaced whole, whatever its key is called. */
function byValue(value: unknown, scrubber: Scrubber, real: RealValues): unknown {
  if (typeof value === 'string') {
    const kind: RealKind | undefined = real.kinds.get(value.trim());
    return kind ? scrubber.fake(kind, value) : scrubInside(value, scrubber, real);
  }
  if (Array.isArray(value)) return value.map((item) => byValue(item, scrubber, real));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, byValue(v, scrubber, real)]));
  return value;
}

/** Dollar amounts in free text, scaled with the client's factor like every other amount of theirs. */
function scrubDollars(text: string, scrubber: Scrubber, client: Client): string {
  return text.replace(DOLLARS, (real) => {
    const amount = scrubber.scale(Number(real.replace(/[$,\s]/g, '')), client);
    return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  });
}

/**
 * The demo passes over one value: the field-aware scrubber (names by key and route, amounts and volumes by the
 * client's factor, emails, phones, websites), then by field value: any string that is exactly a real value the
 * database holds becomes that kind's fake whatever its key, and real names inside longer text are replaced. JSON
 * answers and the values a PDF is generated from go through the same passes, so the PDF shows what the page showed.
 */
async function scrubJson<T>(db: Database, key: string, value: T, context: string, client: Client): Promise<T> {
  const real = await realValuesOf(db);
  const scrubber = scrubberOf(key, real);
  return byValue(scrubber.scrub(value, context, client), scrubber, real) as T;
}

async function scrubText(db: Database, key: string, text: string, client: Client): Promise<string> {
  const real = await realValuesOf(db);
  const scrubber = scrubberOf(key, real);
  const { content } = scrubber.scrub({ content: scrubDollars(text, scrubber, client) });
  return scrubInside(content, scrubber, real);
}

export interface DemoScrub {
  /** A JSON value as demo mode shows it under this session key, amounts scaled by the client's factor. */
  json<T>(key: string, value: T, context: string, client?: Client): Promise<T>;
  /** Free text (an assistant's answer): real names, emails, phones, websites and dollar amounts become fakes. */
  text(key: string, text: string, client?: Client): Promise<string>;
}

/** One scrubber for every way data leaves the server: HTTP answers and the assistant's socket alike. */
export function createDemoScrub(db: Database): DemoScrub {
  return {
    json: (key, value, context, client) => scrubJson(db, key, value, context, client),
    text: (key, text, client) => scrubText(db, key, text, client),
  };
}

export const demoKeyOf = (value: unknown): string | null =>
  typeof value === 'string' && SESSION_KEY.test(value) ? value : null;

const idOf = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : typeof value === 'number' ? value : undefined;

/**
 * Whose figures an answer holds: the client of the path, else of its advertiser, campaign or workspace
 * (`client:1`, `advertiser:5`), else of the `clientId` it asked with. Every figure of one client has one factor.
 */
function clientOfRequest(request: FastifyRequest, real: RealRecords): Client {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const workspace = /^(client|advertiser):(\d+)$/.exec(String(params.workspaceId ?? ''));
  const advertiser = idOf(params.advertiserId) ?? (workspace?.[1] === 'advertiser' ? Number(workspace[2]) : undefined);
  const campaign = idOf(params.campaignId);
  return (
    idOf(params.clientId) ??
    (workspace?.[1] === 'client' ? Number(workspace[2]) : undefined) ??
    (advertiser !== undefined ? real.clientOfAdvertiser.get(advertiser) : undefined) ??
    (campaign !== undefined ? real.clientOfCampaign.get(campaign) : undefined) ??
    idOf(query.clientId)
  );
}

export interface DemoRequest {
  /** A value as this demo session shows it, with the request's client's factor. */
  json<T>(value: T, context: string): Promise<T>;
}

/**
 * The demo session of a request carrying a well-formed demo key, else null: what a route that makes a document
 * (an invoice or report PDF) uses to make it from the scrubbed values the page showed.
 */
export function demoOf(db: Database, request: FastifyRequest): DemoRequest | null {
  const key = demoKeyOf(request.headers[DEMO_HEADER]);
  if (!key) return null;
  return {
    json: async (value, context) =>
      scrubJson(db, key, value, context, clientOfRequest(request, await realValuesOf(db))),
  };
}

/**
 * Demo mode on the server (architecture 4b): a request carrying this session's demo key gets its answer scrubbed
 * before it leaves, so real data never reaches the browser's network panel during a demo. JSON answers by field
 * (scrubJson); every download's file name by the real values it contains; CSV downloads cell by cell (names,
 * amounts and volumes, the header kept); text downloads by the real values they contain; stored PDFs and people's
 * photos by demoDocument; other binaries untouched. A route that scrubbed its answer itself (the assistant's
 * history, the invoice PDF) says so with the header, and is left alone.
 */
export async function demoScrubbing(app: FastifyInstance, db: Database): Promise<DemoScrub> {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const key = demoKeyOf(request.headers[DEMO_HEADER]);
    if (!key || !SCRUBBED_BASES.some((base) => request.url.startsWith(base))) return payload;
    if (DEMO_EXEMPT_PATHS.some((path) => request.url.split('?')[0] === path)) return payload;
    const real = await realValuesOf(db);
    const scrubber = scrubberOf(key, real);
    const disposition = reply.getHeader('content-disposition');
    if (typeof disposition === 'string') {
      // The download's own name says whose it is ("Acme Outdoor Media Plan.csv").
      const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
      if (name) reply.header('content-disposition', attachment(scrubInside(decodeURIComponent(name), scrubber, real)));
    }
    if (reply.getHeader(DEMO_HEADER) === 'scrubbed') return payload;
    const client = clientOfRequest(request, real);
    const type = String(reply.getHeader('content-type') ?? '');
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (body !== null && TEXT_DOWNLOAD.test(type)) {
      reply.header(DEMO_HEADER, 'scrubbed');
      reply.removeHeader('content-length');
      const text = String(body);
      if (type.startsWith('text/csv'))
        return demoCsv(
          text,
          (rows) => scrubber.scrub(rows, contextOf(request), client),
          (cell) => scrubInside(cell, scrubber, real),
        );
      return scrubInside(scrubber.scrub(scrubDollars(text, scrubber, client)), scrubber, real);
    }
    if (Buffer.isBuffer(body) && !type.includes('json')) {
      const document = await demoDocument(request, type, body, (text) => scrubText(db, key, text, client));
      if (!document) return payload;
      reply.header(DEMO_HEADER, 'scrubbed').header('content-type', document.type);
      reply.removeHeader('content-length');
      return document.body;
    }
    if (typeof payload !== 'string' || !type.includes('application/json')) return payload;
    reply.header(DEMO_HEADER, 'scrubbed');
    return JSON.stringify(await scrubJson(db, key, JSON.parse(payload) as unknown, contextOf(request), client));
  });
  return createDemoScrub(db);
}
