import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { generatedOrg, type Org } from './org';
import { matches, parseSoql, sorted, SoqlError, type Soql } from './soql';

/**
 * A local stand-in for Salesforce's REST API at an organisation's instance: `GET /services/data/` (the versions),
 * the query resource `GET /services/data/vXX.X/query?q=SOQL` (up to 2,000 records a batch, `totalSize`, `done`,
 * `nextRecordsUrl` holding a query locator) and `GET /services/data/vXX.X/query/<locator>-<offset>` for the next
 * batches, and `queryAll` the same with deleted records (IsDeleted) too, over Accounts and Opportunities. Every answer carries `Sforce-Limit-Info: api-usage=<used>/<allowed>`;
 * errors are `[{"message","errorCode"}]`: 401 INVALID_SESSION_ID, 403 REQUEST_LIMIT_EXCEEDED, 400
 * MALFORMED_QUERY / INVALID_FIELD / INVALID_TYPE, 404 NOT_FOUND / INVALID_QUERY_LOCATOR, 500 UNKNOWN_EXCEPTION,
 * 503 SERVER_UNAVAILABLE. Tests steer it: throttle, fail (5xx), send a malformed batch, fail from batch N on,
 * revoke a token or every session.
 */

/** Whether an access token is a live session (of this organisation). */
export type TokenCheck = (accessToken: string) => Promise<boolean>;

export interface SalesforceStandInOptions {
  tokenCheck: TokenCheck;
  org?: Org;
  /** Records per batch (Salesforce sends up to 2,000). */
  batchSize?: number;
  /** The organisation's daily API allowance, as Sforce-Limit-Info reports it. */
  dailyAllowance?: number;
}

/** A planned answer for one coming request: a fault, or null to answer normally. */
export type Fault = 'throttle' | 500 | 503 | 'malformed' | null;

export interface SalesforceStandIn {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> once listening: the instance URL. */
  url: string;
  org: Org;
  /** The answers of the next requests, in order (each one used once). */
  fault(...faults: Fault[]): void;
  /** Every request for batch `n` (1 is the first) of a query fails with a 500 from now on; null: none does. */
  failBatch(n: number | null): void;
  /** Refuses this access token from now on (401 INVALID_SESSION_ID); with none, every session (the app revoked). */
  revoke(accessToken?: string): void;
  /** Requests answered so far: queries, next batches, and all requests; and the queries asked, in order. */
  served: { query: number; more: number; requests: number; soql: string[] };
  close(): Promise<void>;
}

const error = (reply: FastifyReply, status: number, errorCode: string, message: string) =>
  reply.status(status).send([{ message, errorCode }]);

/** Starts the stand-in on 127.0.0.1 and the given port (0: a free one). */
export async function startSalesforceStandIn(options: SalesforceStandInOptions, port = 0): Promise<SalesforceStandIn> {
  const org = options.org ?? generatedOrg();
  const batchSize = options.batchSize ?? 2000;
  const allowance = options.dailyAllowance ?? 15_000;
  const faults: Fault[] = [];
  const revoked = new Set<string>();
  let allRevoked = false;
  let failingBatch: number | null = null;
  const cursors = new Map<
    string,
    { soql: Soql; version: string; resource: 'query' | 'queryAll'; records: Record<string, unknown>[] }
  >();
  const served = { query: 0, more: 0, requests: 0, soql: [] as string[] };
  let used = 0;
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (_request, reply) => {
    served.requests += 1;
    used += 1;
    reply.header('Sforce-Limit-Info', `api-usage=${used}/${allowance}`);
  });

  /** Null when the caller may go on, else the answer already sent. */
  async function refused(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | null> {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token || allRevoked || revoked.has(token) || !(await options.tokenCheck(token).catch(() => false)))
      return error(reply, 401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    const fault = faults.shift();
    if (fault === 'throttle') return error(reply, 403, 'REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.');
    if (fault === 500) return error(reply, 500, 'UNKNOWN_EXCEPTION', 'An unexpected error occurred. Please try again.');
    if (fault === 503) return error(reply, 503, 'SERVER_UNAVAILABLE', 'Server is temporarily unavailable.');
    if (fault === 'malformed') return reply.status(200).type('application/json').send('{"totalSize": 3, "done": fa');
    return null;
  }

  const versionOk = (version: string) => /^v\d+\.0$/.test(version);
  const attributes = (type: string, version: string, id: unknown) => ({
    type,
    url: `/services/data/${version}/sobjects/${type}/${String(id)}`,
  });

  /** A field's value, `Account.Name` read through the opportunity's account. */
  const lookup = (record: Record<string, unknown>, field: string): unknown => {
    const [first, second] = field.split('.');
    if (!second) return record[first!];
    if (first !== 'Account') throw new SoqlError('INVALID_FIELD', `Didn't understand relationship '${first}'`);
    const account = org.accounts.get(String(record.AccountId));
    return account ? (account as unknown as Record<string, unknown>)[second] : null;
  };

  function run(soql: Soql, version: string, all: boolean): Record<string, unknown>[] {
    const table = soql.object === 'Opportunity' ? org.opportunities : soql.object === 'Account' ? org.accounts : null;
    if (!table) throw new SoqlError('INVALID_TYPE', `sObject type '${soql.object}' is not supported.`);
    const rows = ([...table.values()] as unknown as Record<string, unknown>[]).filter((r) => all || !r.IsDeleted);
    const sample = rows[0] ?? {};
    for (const f of [...soql.fields, ...soql.where.map((c) => c.field)]) {
      const [first, second] = f.split('.');
      if (second ? first !== 'Account' || soql.object !== 'Opportunity' : rows.length > 0 && !(first! in sample))
        throw new SoqlError('INVALID_FIELD', `No such column '${f}' on entity '${soql.object}'.`);
    }
    const found = sorted(
      rows.filter((r) => matches(r, soql.where, lookup)),
      soql,
      lookup,
    ).slice(0, soql.limit ?? undefined);
    return found.map((r) => {
      const out: Record<string, unknown> = { attributes: attributes(soql.object, version, r.Id) };
      for (const f of soql.fields) {
        const [first, second] = f.split('.');
        if (!second) out[first!] = r[first!] ?? null;
        else {
          const account = org.accounts.get(String(r.AccountId));
          out.Account = account
            ? {
                ...((out.Account as object) ?? { attributes: attributes('Account', version, account.Id) }),
                [second]: (account as unknown as Record<string, unknown>)[second] ?? null,
              }
            : null;
        }
      }
      return out;
    });
  }

  function batch(locator: string, offset: number) {
    const cursor = cursors.get(locator)!;
    const end = Math.min(cursor.records.length, offset + batchSize);
    const done = end >= cursor.records.length;
    if (done) cursors.delete(locator);
    return {
      totalSize: cursor.records.length,
      done,
      ...(done ? {} : { nextRecordsUrl: `/services/data/${cursor.version}/${cursor.resource}/${locator}-${end}` }),
      records: cursor.records.slice(offset, end),
    };
  }

  const batchNumber = (offset: number) => Math.floor(offset / batchSize) + 1;

  app.get('/services/data/', async () =>
    ['60.0', '61.0', '62.0', '63.0', '64.0'].map((v) => ({
      label: `API ${v}`,
      url: `/services/data/v${v}`,
      version: v,
    })),
  );

  /** `query` leaves deleted records out; `queryAll` finds those in the Recycle Bin too. */
  const queryRoute = (all: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    served.query += 1;
    const { version } = request.params as { version: string };
    if (!versionOk(version)) return error(reply, 404, 'NOT_FOUND', 'The requested resource does not exist');
    const no = await refused(request, reply);
    if (no) return no;
    const q = (request.query as { q?: string }).q;
    if (!q) return error(reply, 400, 'MALFORMED_QUERY', 'A query string has to be specified');
    served.soql.push(q);
    try {
      const soql = parseSoql(q);
      const locator = `01g${randomBytes(8).toString('hex').slice(0, 12)}AAA`;
      cursors.set(locator, { soql, version, resource: all ? 'queryAll' : 'query', records: run(soql, version, all) });
      if (failingBatch === 1) return error(reply, 500, 'UNKNOWN_EXCEPTION', 'An unexpected error occurred.');
      return batch(locator, 0);
    } catch (e) {
      if (e instanceof SoqlError) return error(reply, 400, e.errorCode, e.message);
      throw e;
    }
  };
  app.get('/services/data/:version/query', queryRoute(false));
  app.get('/services/data/:version/queryAll', queryRoute(true));

  const moreRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    served.more += 1;
    const { version, cursor } = request.params as { version: string; cursor: string };
    if (!versionOk(version)) return error(reply, 404, 'NOT_FOUND', 'The requested resource does not exist');
    const no = await refused(request, reply);
    if (no) return no;
    const m = /^(01g\w+)-(\d+)$/.exec(cursor);
    if (!m || !cursors.has(m[1]!)) return error(reply, 404, 'INVALID_QUERY_LOCATOR', 'invalid query locator');
    const offset = Number(m[2]);
    if (failingBatch !== null && batchNumber(offset) >= failingBatch)
      return error(reply, 500, 'UNKNOWN_EXCEPTION', 'An unexpected error occurred.');
    return batch(m[1]!, offset);
  };
  app.get('/services/data/:version/query/:cursor', moreRoute);
  app.get('/services/data/:version/queryAll/:cursor', moreRoute);

  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    org,
    served,
    fault: (...next) => faults.push(...next),
    failBatch: (n) => (failingBatch = n),
    revoke: (token) => (token ? revoked.add(token) : (allRevoked = true)),
    close: () => app.close(),
  };
}
