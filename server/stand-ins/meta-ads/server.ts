import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { daysBetween } from '../ad-platforms/generated-days';
import { heldPlans, sendAnswer as send, steering } from '../ad-platforms/steering';
import { adSetsOf, dayOf, generatedAccount, type AccountPlan } from './catalog';
import {
  badParameter,
  internal,
  invalidToken,
  noPermission,
  noToken,
  throttled,
  unknownObject,
  usageHeaders,
} from './errors';
import { cursorOf, offsetOf, parseInsightsQuery, ParameterError, type InsightsQuery } from './insights-query';

/**
 * A local stand-in for Meta's Marketing API (the Graph API): `GET /{version}/me/adaccounts`, the ad account's
 * insights edge (`GET /{version}/act_{id}/insights`, cursor paging with `paging.cursors.after` and `paging.next`),
 * and asynchronous report runs (`POST .../insights` → `report_run_id`, `GET /{report_run_id}` for its
 * `async_status`, `GET /{report_run_id}/insights` for its rows). The access token comes as the `access_token`
 * parameter or an `Authorization: Bearer` header. Tests steer it: throttle (Meta's rate-limit codes with the
 * usage headers), fail (5xx), send a malformed page, restate a day, revoke a token, fail a report run.
 */

/** The ad accounts (their numbers, without `act_`) an access token reaches, or null when Meta would refuse it. */
export type TokenCheck = (accessToken: string) => Promise<{ accountIds: string[] } | null>;

export interface MetaAdsStandInOptions {
  tokenCheck: TokenCheck;
  /** What an ad account holds (a generated account unless said otherwise). */
  accountOf?: (accountId: string) => AccountPlan;
  /** The most rows a page holds, whatever `limit` asks. */
  maxPageSize?: number;
  /** Polls a report run answers "Job Running" before "Job Completed". */
  runningPolls?: number;
}

/** A planned answer for one coming request: a rate limit, a 5xx, a page that is not JSON, or null (normal). */
export type Fault =
  | { throttle: 4 | 17 | 32 | 613 | 80000 | 80004; regainMinutes?: number }
  | { status: 500 | 503 }
  | { malformed: true }
  | null;

export interface MetaAdsStandIn {
  url: string;
  /** The answers of the next requests, in order (each one used once). */
  fault(...faults: Fault[]): void;
  /** Meta counted this account's day again: its figures change from now on. */
  restate(accountId: string, date: string): void;
  /** Refuses this access token from now on (OAuthException 190). */
  revoke(accessToken: string): void;
  /** The next report run ends as "Job Failed". */
  failNextReportRun(): void;
  /** The usage the answers' headers report from now on (percent of the allowance, minutes to regain access). */
  busy(percent: number | null, regainMinutes?: number): void;
  /** Requests answered so far, by kind. */
  served: { accounts: number; insights: number; reportRuns: number; polls: number };
  close(): Promise<void>;
}

interface ReportRun {
  id: string;
  accountId: string;
  query: InsightsQuery;
  polls: number;
  failed: boolean;
}

const digits = (id: string) => id.replace(/^act_/, '');

/** What `answer` answers, or Meta's error #100 for a parameter of the request it refuses. */
function withParameters<T>(reply: FastifyReply, answer: () => T) {
  try {
    return answer();
  } catch (error) {
    if (error instanceof ParameterError) return send(reply, badParameter(error.message));
    throw error;
  }
}

/** Starts the stand-in on 127.0.0.1 and the given port (0: a free one). */
export async function startMetaAdsStandIn(options: MetaAdsStandInOptions, port = 0): Promise<MetaAdsStandIn> {
  const maxPageSize = options.maxPageSize ?? 500;
  const account = heldPlans(options.accountOf ?? ((accountId: string) => generatedAccount(accountId)));
  const steer = steering<Fault>();
  const runs = new Map<string, ReportRun>();
  let failNextRun = false;
  let usage: { percent: number; regainMinutes: number } | null = null;
  const served = { accounts: 0, insights: 0, reportRuns: 0, polls: 0 };
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const paramsOf = (request: FastifyRequest): Record<string, unknown> => ({
    ...(request.query as object),
    ...(typeof request.body === 'object' && request.body !== null ? (request.body as object) : {}),
  });

  /** The caller's ad accounts, or the answer to give instead (a planned fault first). */
  async function authorize(request: FastifyRequest, reply: FastifyReply, accountId = ''): Promise<string[] | null> {
    const { version } = request.params as { version: string };
    if (!/^v\d+\.\d+$/.test(version)) return (send(reply, badParameter(`Unknown version ${version}`)), null);
    const fault = steer.nextFault();
    if (fault && 'throttle' in fault)
      return (send(reply, throttled(fault.throttle, accountId || 'app', fault.regainMinutes ?? 0)), null);
    if (fault && 'status' in fault) return (send(reply, internal(fault.status)), null);
    if (fault && 'malformed' in fault)
      return (reply.status(200).type('application/json').send('{"data":[{"date_start":"20'), null);
    const header = request.headers.authorization ?? '';
    const token = /^(Bearer|OAuth) /i.test(header)
      ? header.replace(/^\S+ /, '')
      : String(paramsOf(request).access_token ?? '');
    if (!token) return (send(reply, noToken()), null);
    if (steer.isRevoked(token)) return (send(reply, invalidToken()), null);
    const who = await options.tokenCheck(token).catch(() => null);
    if (!who) return (send(reply, invalidToken()), null);
    return who.accountIds;
  }

  /** One page of the report: rows `offset`.. in order (days, then ad sets), with Meta's paging. */
  function page(request: FastifyRequest, reply: FastifyReply, accountId: string, query: InsightsQuery) {
    const plan = account(accountId);
    const adSets = adSetsOf(plan);
    const days = daysBetween(query.since, query.until);
    const total = days.length * adSets.length;
    const offset = query.after ? offsetOf(query.after, query) : 0;
    const end = Math.min(total, offset + Math.min(query.limit, maxPageSize));
    const wants = new Set(query.fields);
    const data = [];
    for (let i = offset; i < end; i += 1) {
      const date = days[Math.floor(i / adSets.length)]!;
      const day = dayOf(accountId, adSets[i % adSets.length]!, date, steer.revision(accountId, date));
      const row: Record<string, unknown> = {};
      if (wants.has('account_id')) row.account_id = accountId;
      if (wants.has('account_currency')) row.account_currency = plan.currency;
      if (wants.has('campaign_id')) row.campaign_id = day.campaign.id;
      if (wants.has('campaign_name')) row.campaign_name = day.campaign.name;
      if (wants.has('adset_id')) row.adset_id = day.adSet.id;
      if (wants.has('adset_name')) row.adset_name = day.adSet.name;
      // Counts and money as strings, as Meta sends them; `actions` left out when there are none.
      if (wants.has('impressions')) row.impressions = String(day.impressions);
      if (wants.has('clicks')) row.clicks = String(day.clicks);
      if (wants.has('spend')) row.spend = (day.spendCents / 100).toFixed(2).replace(/\.?0+$/, '');
      if (wants.has('actions') && day.actions.length > 0) row.actions = day.actions;
      row.date_start = date;
      row.date_stop = date;
      data.push(row);
    }
    const paging: Record<string, unknown> = {
      cursors: { before: cursorOf(offset, query), after: cursorOf(end, query) },
    };
    if (end < total) {
      const next = new URL(request.url, `http://${request.headers.host}`);
      next.searchParams.set('after', cursorOf(end, query));
      next.searchParams.set('limit', String(query.limit));
      paging.next = next.href;
    }
    reply.headers(usageHeaders(accountId, usage?.percent ?? 1 + (served.insights % 20), usage?.regainMinutes));
    return { data, paging };
  }

  const reachable = (who: string[], id: string) => who.includes(id);

  app.get('/:version/me/adaccounts', async (request, reply) => {
    served.accounts += 1;
    const who = await authorize(request, reply);
    if (!who) return reply;
    const params = paramsOf(request);
    const limit = Math.max(1, Number(params.limit ?? 25) || 25);
    const offset = params.after ? Number(Buffer.from(String(params.after), 'base64url').toString()) || 0 : 0;
    const data = who.slice(offset, offset + limit).map((id) => {
      const plan = account(id);
      return { id: `act_${id}`, account_id: id, name: plan.name, currency: plan.currency };
    });
    const after = Buffer.from(String(offset + data.length)).toString('base64url');
    const paging: Record<string, unknown> = {
      cursors: { before: Buffer.from(String(offset)).toString('base64url'), after },
    };
    if (offset + data.length < who.length) {
      const next = new URL(request.url, `http://${request.headers.host}`);
      next.searchParams.set('after', after);
      paging.next = next.href;
    }
    return { data, paging };
  });

  app.get('/:version/:node/insights', async (request, reply) => {
    const { node } = request.params as { node: string };
    const run = runs.get(node);
    served.insights += 1;
    const accountId = run ? run.accountId : digits(node);
    const who = await authorize(request, reply, accountId);
    if (!who) return reply;
    if (!run && !/^act_\d+$/.test(node)) return send(reply, unknownObject(node));
    if (!reachable(who, accountId)) return send(reply, noPermission(accountId));
    return withParameters(reply, () => {
      const params = paramsOf(request);
      const query = run
        ? { ...run.query, limit: Number(params.limit ?? 25), after: (params.after as string) ?? null }
        : parseInsightsQuery(params);
      if (run && (run.failed || run.polls <= (options.runningPolls ?? 1)))
        return send(reply, badParameter('The report run is not completed'));
      return page(request, reply, accountId, query);
    });
  });

  app.post('/:version/:node/insights', async (request, reply) => {
    const { node } = request.params as { node: string };
    served.reportRuns += 1;
    const who = await authorize(request, reply, digits(node));
    if (!who) return reply;
    if (!/^act_\d+$/.test(node)) return send(reply, unknownObject(node));
    if (!reachable(who, digits(node))) return send(reply, noPermission(digits(node)));
    return withParameters(reply, () => {
      const query = parseInsightsQuery(paramsOf(request));
      const id = String(6_000_000_000_000 + randomInt(1, 999_999_999_999));
      runs.set(id, { id, accountId: digits(node), query, polls: 0, failed: failNextRun });
      failNextRun = false;
      return { report_run_id: id };
    });
  });

  app.get('/:version/:node', async (request, reply) => {
    const { node } = request.params as { node: string };
    served.polls += 1;
    const run = runs.get(node);
    const who = await authorize(request, reply, run?.accountId);
    if (!who) return reply;
    if (!run || !reachable(who, run.accountId)) return send(reply, unknownObject(node));
    run.polls += 1;
    const running = (options.runningPolls ?? 1) >= run.polls;
    const percent = run.failed ? 0 : running ? Math.round((run.polls / ((options.runningPolls ?? 1) + 1)) * 100) : 100;
    return {
      id: run.id,
      account_id: run.accountId,
      async_status: run.failed ? 'Job Failed' : running ? 'Job Running' : 'Job Completed',
      async_percent_completion: percent,
      date_start: run.query.since,
      date_stop: run.query.until,
    };
  });

  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    fault: steer.fault,
    restate: (accountId, date) => steer.restate(digits(accountId), date),
    revoke: steer.revoke,
    failNextReportRun: () => (failNextRun = true),
    busy: (percent, regainMinutes = 0) => (usage = percent === null ? null : { percent, regainMinutes }),
    served,
    close: () => app.close(),
  };
}
