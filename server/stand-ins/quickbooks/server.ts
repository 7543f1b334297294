import Fastify, { type FastifyReply, type FastifyRequest, type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { generatedCompany, qboTime, type Company, type Invoice } from './company';
import {
  authenticationFailed,
  authorizationFailed,
  objectNotFound,
  queryParserError,
  systemFailure,
  throttled,
  validationFault,
  type QboError,
} from './errors';
import { invoicePdf } from './invoice-pdf';
import { matches, ordered, parseQuery, type QueryError } from './query';

/**
 * A local stand-in for the QuickBooks Online Accounting API v3, written from Intuit's public reference: the query
 * endpoint (`GET /v3/company/{realmId}/query?query=...&minorversion=N`, answering `QueryResponse` with the entity's
 * array, `startPosition` and `maxResults`), reading an invoice, its PDF (`/invoice/{id}/pdf`, Accept
 * application/pdf) and the company's info. JSON only when asked for (`Accept: application/json`), as QuickBooks.
 * Requests carry `Authorization: Bearer`. Tests steer it: throttle (429), fail (5xx), break a page of invoices,
 * revoke a token, change an invoice.
 */

/** Who an access token belongs to: the companies it reaches, or null when it is not (or no longer) valid. */
export type TokenCheck = (accessToken: string) => Promise<{ realmIds: string[] } | null>;

export interface QuickBooksStandInOptions {
  tokenCheck: TokenCheck;
  /** What a company holds (generated from its realm id unless said otherwise). */
  companyOf?: (realmId: string) => Company;
}

/** A planned answer for one coming request: a fault, or null to answer normally. */
export type Fault = { status: 429 } | { status: 500 | 503 } | null;
/** How a broken page of invoices answers, every time it is asked for, until mended. */
export type Breakage = 'malformed' | 500 | 503;

export interface QuickBooksStandIn {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> once listening. */
  url: string;
  /** The answers of the next requests, in order (each one used once). */
  fault(...faults: Fault[]): void;
  /** The invoice query's page `page` (1-based: STARTPOSITION / MAXRESULTS) fails from now on. */
  breakPage(page: number, how: Breakage): void;
  mend(): void;
  /** Refuses this access token from now on (401 AuthenticationFailed). */
  revoke(accessToken: string): void;
  /** The company of a realm, as held now (made on first use). */
  company(realmId: string): Company;
  /** Deletes an invoice as a bookkeeper would: gone from queries, reported by change data capture as Deleted. */
  deleteInvoice(realmId: string, id: string): void;
  /** Changes an invoice as a bookkeeper would (a payment lowers its balance): a new SyncToken and update time. */
  updateInvoice(realmId: string, id: string, change: Partial<Omit<Invoice, 'Id' | 'MetaData' | 'SyncToken'>>): void;
  /** Requests answered so far. */
  served: { queries: string[]; pdfs: number; refused: number };
  close(): Promise<void>;
}

const time = () => qboTime(Date.now());

export async function startQuickBooksStandIn(options: QuickBooksStandInOptions, port = 0): Promise<QuickBooksStandIn> {
  const companyOf = options.companyOf ?? ((realmId: string) => generatedCompany(realmId));
  const companies = new Map<string, Company>();
  const faults: Fault[] = [];
  const broken = new Map<number, Breakage>();
  const revoked = new Set<string>();
  const served = { queries: [] as string[], pdfs: 0, refused: 0 };
  const company = (realmId: string) => {
    let held = companies.get(realmId);
    if (!held) companies.set(realmId, (held = companyOf(realmId)));
    return held;
  };
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/text', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const send = (reply: FastifyReply, error: QboError) => {
    served.refused += 1;
    return reply
      .status(error.status)
      .headers(error.headers ?? {})
      .send(error.body);
  };

  /** The company the caller may read, or the error to answer. */
  async function authorize(request: FastifyRequest<{ Params: { realmId: string } }>): Promise<Company | QboError> {
    const planned = faults.shift();
    if (planned) return planned.status === 429 ? throttled() : systemFailure(planned.status);
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token) return authenticationFailed('Authorization header is missing or not Bearer.');
    if (revoked.has(token)) return authenticationFailed('Token revoked.');
    const grant = await options.tokenCheck(token).catch(() => null);
    if (!grant) return authenticationFailed('Token expired or invalid.');
    if (!grant.realmIds.includes(request.params.realmId)) return authorizationFailed();
    return company(request.params.realmId);
  }

  const json = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('application/json');
  /** QuickBooks answers XML unless JSON is asked for; the stand-in's XML is only the envelope. */
  const xml = (reply: FastifyReply) =>
    reply
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><IntuitResponse xmlns="http://schema.intuit.com/finance/v3" time="${time()}"/>`,
      );

  async function query(request: FastifyRequest<{ Params: { realmId: string } }>, reply: FastifyReply, text: unknown) {
    const held = await authorize(request);
    if ('status' in held) return send(reply, held);
    if (typeof text !== 'string' || text.trim() === '') return send(reply, queryParserError('The query is missing.'));
    let q;
    try {
      q = parseQuery(text);
    } catch (error) {
      return send(reply, queryParserError((error as QueryError).message));
    }
    served.queries.push(text);
    const entity = q.entity.toLowerCase();
    const all = entity === 'invoice' ? held.invoices : entity === 'customer' ? held.customers : null;
    if (!all) return send(reply, queryParserError(`Invalid entity: ${q.entity}`));
    const page = Math.floor((q.startPosition - 1) / q.maxResults) + 1;
    const breakage = entity === 'invoice' ? broken.get(page) : undefined;
    if (breakage === 'malformed') return reply.type('application/json').send('{"QueryResponse":{"Invoice":[{"Id":"1",');
    if (breakage) return send(reply, systemFailure(breakage));
    if (!json(request)) return xml(reply);
    const rows = ordered(
      all.filter((row) => matches(row, q.where)),
      q.orderBy,
    ).slice(q.startPosition - 1, q.startPosition - 1 + q.maxResults);
    const name = entity === 'invoice' ? 'Invoice' : 'Customer';
    const body =
      rows.length === 0
        ? { QueryResponse: {}, time: time() }
        : { QueryResponse: { [name]: rows, startPosition: q.startPosition, maxResults: rows.length }, time: time() };
    return reply.send(body);
  }

  type Realm = { Params: { realmId: string }; Querystring: { query?: string; minorversion?: string } };
  app.get<Realm>('/v3/company/:realmId/query', (request, reply) => query(request, reply, request.query.query));
  app.post<Realm>('/v3/company/:realmId/query', (request, reply) => query(request, reply, request.body));

  // Change data capture: every entity of the list changed since `changedSince` (at most 30 days back), in full, and
  // the deleted ones as `{ domain, status: "Deleted", Id, MetaData }`; 1,000 objects at most across the entities.
  type Cdc = { Params: { realmId: string }; Querystring: { entities?: string; changedSince?: string } };
  app.get<Cdc>('/v3/company/:realmId/cdc', async (request, reply) => {
    const held = await authorize(request);
    if ('status' in held) return send(reply, held);
    const since = Date.parse(request.query.changedSince ?? '');
    const entities = (request.query.entities ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entities.length === 0)
      return send(reply, validationFault('entities', 'At least one entity is required.', true));
    if (!Number.isFinite(since)) return send(reply, validationFault('changedSince', 'A date-time is required.', true));
    if (since < Date.now() - 30 * 86_400_000)
      return send(reply, validationFault('changedSince', 'changedSince must be within the last 30 days.'));
    served.queries.push(`cdc ${entities.join(',')} ${request.query.changedSince}`);
    if (!json(request)) return xml(reply);
    let room = 1000;
    const responses = entities.map((entity) => {
      const changed: object[] =
        entity === 'Invoice'
          ? [
              ...held.invoices.filter((i) => Date.parse(i.MetaData.LastUpdatedTime) >= since),
              ...(held.deleted ?? [])
                .filter((d) => Date.parse(d.LastUpdatedTime) >= since)
                .map((d) => ({
                  domain: 'QBO',
                  status: 'Deleted',
                  Id: d.Id,
                  MetaData: { LastUpdatedTime: d.LastUpdatedTime },
                })),
            ]
          : entity === 'Customer'
            ? held.customers.filter((c) => Date.parse(c.MetaData.LastUpdatedTime) >= since)
            : [];
      const taken = changed.slice(0, room);
      room -= taken.length;
      return taken.length
        ? { [entity]: taken, startPosition: 1, maxResults: taken.length, totalCount: taken.length }
        : {};
    });
    return reply.send({ CDCResponse: [{ QueryResponse: responses }], time: time() });
  });

  type One = { Params: { realmId: string; id: string } };
  app.get<One>('/v3/company/:realmId/invoice/:id', async (request, reply) => {
    const held = await authorize(request);
    if ('status' in held) return send(reply, held);
    const invoice = held.invoices.find((i) => i.Id === request.params.id);
    if (!invoice) return send(reply, objectNotFound('Invoice', request.params.id));
    return json(request) ? reply.send({ Invoice: invoice, time: time() }) : xml(reply);
  });
  app.get<One>('/v3/company/:realmId/invoice/:id/pdf', async (request, reply) => {
    const held = await authorize(request);
    if ('status' in held) return send(reply, held);
    const invoice = held.invoices.find((i) => i.Id === request.params.id);
    if (!invoice) return send(reply, objectNotFound('Invoice', request.params.id));
    served.pdfs += 1;
    return reply.type('application/pdf').send(invoicePdf(held, invoice));
  });
  app.get<One>('/v3/company/:realmId/companyinfo/:id', async (request, reply) => {
    const held = await authorize(request);
    if ('status' in held) return send(reply, held);
    if (request.params.id !== held.realmId) return send(reply, objectNotFound('CompanyInfo', request.params.id));
    const info = { Id: '1', CompanyName: held.name, LegalName: held.name, Country: 'US', SyncToken: '0' };
    return json(request) ? reply.send({ CompanyInfo: info, time: time() }) : xml(reply);
  });

  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    fault: (...planned) => faults.push(...planned),
    breakPage: (page, how) => broken.set(page, how),
    mend: () => broken.clear(),
    revoke: (token) => revoked.add(token),
    company,
    deleteInvoice(realmId, id) {
      const held = company(realmId);
      const at = held.invoices.findIndex((i) => i.Id === id);
      if (at < 0) throw new Error(`No invoice ${id} in company ${realmId}`);
      held.invoices.splice(at, 1);
      (held.deleted ??= []).push({ Id: id, LastUpdatedTime: time() });
    },
    updateInvoice(realmId, id, change) {
      const invoice = company(realmId).invoices.find((i) => i.Id === id);
      if (!invoice) throw new Error(`No invoice ${id} in company ${realmId}`);
      Object.assign(invoice, change, {
        SyncToken: String(Number(invoice.SyncToken) + 1),
        MetaData: { ...invoice.MetaData, LastUpdatedTime: time() },
      });
    },
    served,
    close: () => app.close(),
  };
}
