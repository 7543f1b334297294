import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { daysBetween } from '../ad-platforms/generated-days';
import { heldPlans, sendAnswer as send, steering } from '../ad-platforms/steering';
import { adGroupsOf, dayOf, generatedAccount, type AccountPlan } from './catalog';
import { adsError, internal, throttled, unauthenticated, type AdsError } from './errors';
import { parseQuery, QueryError, type ParsedQuery } from './gaql';

/**
 * A local stand-in for the Google Ads API (REST): `customers:listAccessibleCustomers`, and GoogleAdsService's
 * `googleAds:search` (paged by pageToken / nextPageToken) and `googleAds:searchStream` over the ad_group report.
 * Requests carry `Authorization: Bearer`, `developer-token` and optionally `login-customer-id`, as Google asks.
 * Tests steer it: throttle (429 with Retry-After), fail (5xx), restate a day, revoke a token.
 */

/** Who an access token belongs to: the customers it reaches, or null when it is not (or no longer) valid. */
export type TokenCheck = (accessToken: string) => Promise<{ customerIds: string[] } | null>;

export interface GoogleAdsStandInOptions {
  tokenCheck: TokenCheck;
  /** What a customer's account holds (a generated account of 8 campaigns unless said otherwise). */
  accountOf?: (customerId: string) => AccountPlan;
  /** Rows per page of `search` (Google returns 10,000). */
  pageSize?: number;
}

/** A planned answer for one coming request: a fault, or null to answer normally. */
export type Fault = { status: 429; retryAfterSeconds?: number } | { status: 500 | 503 } | null;

export interface GoogleAdsStandIn {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> once listening. */
  url: string;
  /** The answers of the next requests, in order (each one used once). */
  fault(...faults: Fault[]): void;
  /** The platform counted this customer's day again: its figures change from now on. */
  restate(customerId: string, date: string): void;
  /** Refuses this access token from now on (401 UNAUTHENTICATED). */
  revoke(accessToken: string): void;
  /** Requests answered so far, by path kind. */
  served: { list: number; search: number; stream: number };
  close(): Promise<void>;
}

interface SearchBody {
  query?: unknown;
  pageToken?: unknown;
}

/** Starts the stand-in on 127.0.0.1 and the given port (0: a free one). */
export async function startGoogleAdsStandIn(options: GoogleAdsStandInOptions, port = 0): Promise<GoogleAdsStandIn> {
  const pageSize = options.pageSize ?? 10_000;
  const account = heldPlans(options.accountOf ?? ((customerId: string) => generatedAccount(customerId)));
  const steer = steering<Fault>();
  const served = { list: 0, search: 0, stream: 0 };
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });

  /** The caller's customers, or the error to answer. */
  async function authorize(request: FastifyRequest): Promise<string[] | AdsError> {
    const fault = steer.nextFault();
    if (fault) return fault.status === 429 ? throttled(fault.retryAfterSeconds ?? 1) : internal(fault.status);
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token)
      return adsError(401, 'Request is missing required authentication credential.', {
        family: 'authenticationError',
        code: 'NOT_ADS_USER',
      });
    if (!request.headers['developer-token'])
      return adsError(401, 'The developer token is missing.', {
        family: 'authenticationError',
        code: 'DEVELOPER_TOKEN_PARAMETER_MISSING',
      });
    if (steer.isRevoked(token)) return unauthenticated();
    const who = await options.tokenCheck(token).catch(() => null);
    return who ? who.customerIds : unauthenticated();
  }

  const versioned = (request: FastifyRequest) => /^v\d+$/.test((request.params as { version: string }).version);

  app.get('/:version/customers::listAccessibleCustomers', async (request, reply) => {
    served.list += 1;
    if (!versioned(request)) return send(reply, adsError(404, 'Unknown API version.'));
    const who = await authorize(request);
    if (!Array.isArray(who)) return send(reply, who);
    return { resourceNames: who.map((id) => `customers/${id}`) };
  });

  /** The query's rows, or the error to answer. */
  async function report(request: FastifyRequest): Promise<{ query: ParsedQuery; customerId: string } | AdsError> {
    if (!versioned(request)) return adsError(404, 'Unknown API version.');
    const who = await authorize(request);
    if (!Array.isArray(who)) return who;
    const { customerId } = request.params as { customerId: string };
    const login = request.headers['login-customer-id'];
    if (!/^\d{1,20}$/.test(customerId) || (login !== undefined && !/^\d{1,20}$/.test(String(login))))
      return adsError(400, 'Invalid customer ID.', { family: 'requestError', code: 'INVALID_CUSTOMER_ID' });
    if (!who.includes(customerId) && !(login && who.includes(String(login))))
      return adsError(403, 'The caller does not have permission to access customer.', {
        family: 'authorizationError',
        code: 'USER_PERMISSION_DENIED',
      });
    const body = (request.body ?? {}) as SearchBody;
    if (typeof body.query !== 'string')
      return adsError(400, 'Request contains an invalid argument.', { family: 'queryError', code: 'QUERY_NOT_FOUND' });
    try {
      return { query: parseQuery(body.query), customerId };
    } catch (error) {
      if (error instanceof QueryError)
        return adsError(400, 'Request contains an invalid argument.', {
          family: 'queryError',
          code: error.code,
          message: error.message,
        });
      throw error;
    }
  }

  /** Row `offset` of the report: days in order, each holding every ad group in order. */
  function rowsOf(customerId: string, query: ParsedQuery) {
    const groups = adGroupsOf(account(customerId));
    const days = daysBetween(query.from, query.to);
    const wants = new Set(query.fields);
    const total = days.length * groups.length;
    const row = (offset: number) => {
      const date = days[Math.floor(offset / groups.length)]!;
      const day = dayOf(customerId, groups[offset % groups.length]!, date, steer.revision(customerId, date));
      const out: Record<string, Record<string, unknown>> = {};
      const put = (object: string, key: string, value: unknown) => ((out[object] ??= {})[key] = value);
      if (wants.has('customer.id')) put('customer', 'resourceName', `customers/${customerId}`);
      if (wants.has('customer.id')) put('customer', 'id', customerId);
      if ([...wants].some((f) => f.startsWith('campaign.')))
        put('campaign', 'resourceName', `customers/${customerId}/campaigns/${day.campaign.id}`);
      if (wants.has('campaign.id')) put('campaign', 'id', day.campaign.id);
      if (wants.has('campaign.name')) put('campaign', 'name', day.campaign.name);
      put('adGroup', 'resourceName', `customers/${customerId}/adGroups/${day.adGroup.id}`);
      if (wants.has('ad_group.id')) put('adGroup', 'id', day.adGroup.id);
      if (wants.has('ad_group.name')) put('adGroup', 'name', day.adGroup.name);
      // proto3 JSON: int64 as strings, doubles as numbers, and a field at its default (0) left out.
      const metric = (field: string, key: string, value: number, asText: boolean) => {
        if (wants.has(field) && value !== 0) put('metrics', key, asText ? String(value) : value);
      };
      metric('metrics.clicks', 'clicks', day.clicks, true);
      metric('metrics.conversions', 'conversions', day.conversions, false);
      metric('metrics.cost_micros', 'costMicros', day.costMicros, true);
      metric('metrics.impressions', 'impressions', day.impressions, true);
      if (wants.has('segments.date')) put('segments', 'date', date);
      return out;
    };
    return { total, row };
  }

  const fieldMask = (query: ParsedQuery) =>
    query.fields.map((f) => f.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())).join(',');
  const tokenOf = (offset: number, query: string) =>
    Buffer.from(JSON.stringify({ o: offset, q: query.length })).toString('base64url');

  app.post('/:version/customers/:customerId/googleAds::search', async (request, reply) => {
    served.search += 1;
    const found = await report(request);
    if ('status' in found) return send(reply, found);
    const { query, customerId } = found;
    const body = request.body as SearchBody;
    let offset = 0;
    if (body.pageToken !== undefined) {
      const parsed = (() => {
        try {
          return JSON.parse(Buffer.from(String(body.pageToken), 'base64url').toString()) as { o: number; q: number };
        } catch {
          return null;
        }
      })();
      if (!parsed || parsed.q !== String(body.query).length || !(parsed.o >= 0))
        return send(
          reply,
          adsError(400, 'Request contains an invalid argument.', {
            family: 'requestError',
            code: 'INVALID_PAGE_TOKEN',
          }),
        );
      offset = parsed.o;
    }
    const { total, row } = rowsOf(customerId, query);
    const end = Math.min(total, offset + pageSize);
    const results = [];
    for (let i = offset; i < end; i += 1) results.push(row(i));
    return {
      results,
      ...(end < total ? { nextPageToken: tokenOf(end, String(body.query)) } : {}),
      fieldMask: fieldMask(query),
      queryResourceConsumption: String(results.length),
    };
  });

  app.post('/:version/customers/:customerId/googleAds::searchStream', async (request, reply) => {
    served.stream += 1;
    const found = await report(request);
    if ('status' in found) return send(reply, found);
    const { total, row } = rowsOf(found.customerId, found.query);
    const batches = [];
    for (let start = 0; start < total || batches.length === 0; start += pageSize) {
      const results = [];
      for (let i = start; i < Math.min(total, start + pageSize); i += 1) results.push(row(i));
      batches.push({ results, fieldMask: fieldMask(found.query), requestId: 'stand-in' });
    }
    return batches;
  });

  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    fault: steer.fault,
    restate: steer.restate,
    revoke: steer.revoke,
    served,
    close: () => app.close(),
  };
}
