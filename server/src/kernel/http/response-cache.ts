import { createHash } from 'node:crypto';
import { DEMO_HEADER } from '@beacon/shared/demo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from './types';
import type { Database } from '../db/database';
import { notifiedEntries } from '../db/notified-entries';

/** The channel the data triggers (migration 0701) announce every write on, whoever made it. */
export const DATA_CHANNEL = 'beacon_data';
const MAX_ENTRIES = 5_000;

export interface ResponseCache {
  get(key: string, now?: number): string | undefined;
  /** Keeps an answer made since `generation` (what `generation()` said when its request began), unless a write came between. */
  set(key: string, body: string, generation: number, now?: number): void;
  /** Counts the writes heard: an answer begun before a write is not kept after it. */
  generation(): number;
  clear(): void;
}

/**
 * The hub's JSON answers to reads, kept per user and address for a moment (BEACON_RESPONSE_CACHE_SECONDS, default
 * 2; 0 turns it off): many tabs and polls asking the same page within a second share one answer. Any write to
 * the tables they are made of, by any server process and any query (the API, the watcher, the scheduler), is
 * announced by a trigger on beacon_data and every process forgets everything it kept; a table without the
 * trigger (added after migration 0701) shows its changes within those seconds. Only GET answers are kept, and
 * the POSTs named below that only read (any other POST may do more than read); demo-mode answers never are.
 */
export async function createResponseCache(db: Database, seconds: number): Promise<ResponseCache | undefined> {
  if (!(seconds > 0)) return undefined;
  let writes = 0;
  // Writes missed while the listening connection was lost are forgotten like writes heard.
  const entries = await notifiedEntries<string>(db, DATA_CHANNEL, MAX_ENTRIES, () => (writes += 1));
  if (!entries) return undefined;
  return {
    get: (key, now = Date.now()) => entries.get(key, now),
    set(key, body, generation, now = Date.now()) {
      if (generation === writes) entries.set(key, body, now + seconds * 1000);
    },
    generation: () => writes,
    clear: entries.clear,
  };
}

/**
 * Operations that read through a POST because their question is a body (a report query): they change nothing and
 * call nothing outside the database, so their answers are kept like a GET's, keyed by the body as well.
 */
const QUERIES_BY_POST = new Set(['/api/clients/:clientId/campaign-reports/query']);

/** A read whose answer may be kept: signed in, not in demo mode. Keyed by the user and the whole address. */
function keyOf(request: FastifyRequest): string | null {
  if (!request.access || request.headers[DEMO_HEADER]) return null;
  if (request.method === 'GET') return `${request.access.user.id} ${request.url}`;
  // A body that could not be read (empty, not JSON) has no question to key: its 400 is never kept.
  if (request.method === 'POST' && QUERIES_BY_POST.has(request.routeOptions.url ?? '')) {
    if (request.body === undefined) return null;
    return `${request.access.user.id} ${request.url} ${createHash('sha256').update(JSON.stringify(request.body)).digest('base64url')}`;
  }
  return null;
}

interface Answering {
  generation: number;
  answer: Promise<string | undefined>;
  done: (body: string | undefined) => void;
}

/**
 * Hooks the cache into the API, after authentication and the path guard (which still run on every request). The
 * same question asked again while its first asking is still being answered waits for that answer instead of asking
 * the database too (so a page that many tabs poll costs one query per few seconds, not a burst when it expires).
 */
export function cacheResponses(api: Api, cache: ResponseCache): void {
  const begun = new WeakMap<FastifyRequest, Answering>();
  const answering = new Map<string, Answering>();
  const finish = (request: FastifyRequest, key: string, body: string | undefined) => {
    const mine = begun.get(request);
    if (!mine) return;
    begun.delete(request);
    if (answering.get(key) === mine) answering.delete(key);
    mine.done(body);
  };
  const send = async (reply: FastifyReply, body: string) => {
    await reply.type('application/json; charset=utf-8').send(body);
    return reply;
  };

  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (key === null) return;
    // An answer kept is sent as it is, and not kept again (it lives its first seconds only).
    const kept = cache.get(key);
    if (kept !== undefined) return send(reply, kept);
    const generation = cache.generation();
    const other = answering.get(key);
    if (other && other.generation === generation) {
      const body = await other.answer;
      if (body !== undefined) return send(reply, body);
    }
    let done: (body: string | undefined) => void = () => {};
    const answer = new Promise<string | undefined>((resolve) => {
      done = resolve;
    });
    const mine = { generation, answer, done };
    begun.set(request, mine);
    if (!answering.has(key)) answering.set(key, mine);
  });
  api.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf(request);
    const mine = begun.get(request);
    if (key === null || !mine) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const body =
      reply.statusCode === 200 && typeof payload === 'string' && type.includes('application/json')
        ? payload
        : undefined;
    if (body !== undefined) cache.set(key, body, mine.generation);
    // Those waiting get the answer only if no write came in between; otherwise they ask again themselves.
    finish(request, key, body !== undefined && cache.generation() === mine.generation ? body : undefined);
    return payload;
  });
  // A request that ends without an answer (the client went away) lets those waiting ask for themselves.
  api.addHook('onResponse', async (request) => {
    const key = keyOf(request);
    if (key !== null) finish(request, key, undefined);
  });
  api.addHook('onRequestAbort', async (request) => {
    const key = keyOf(request);
    if (key !== null) finish(request, key, undefined);
  });
}
