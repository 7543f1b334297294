import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { generatedPartner, type PartnerPlan } from './catalog';
import { badRequest, forbidden, notFound, rateLimited, unauthorized, unavailable } from './errors';
import { reportFile } from './report-file';
import { sendAnswer as send, steering } from '../ad-platforms/steering';

/**
 * A local stand-in for The Trade Desk's REST API (v3), as its public reference describes it: the `TTD-Auth` token
 * header; `POST /v3/partner/query` and `POST /v3/advertiser/query/partner` (paged: `PageStartIndex`, `PageSize`,
 * answering `Result`, `ResultCount`, `TotalFilteredCount`, `TotalUnfilteredCount`); My Reports' template headers
 * (`POST /v3/myreports/reporttemplateheader/query`), one-off report schedules (`POST /v3/myreports/reportschedule`)
 * and their executions (`POST /v3/myreports/reportexecution/query/advertisers`, `Pending`, `Running`, then
 * `Complete` with `ReportDeliveries[].DownloadURL`, a signed link that needs no token). Tests steer it: rate limit
 * (429 with `Retry-After`), fail (500, 503), break a report file off half way, restate a day, revoke a token.
 */

/** The partner a token belongs to, or null when TTD would refuse it. */
export type TokenCheck = (token: string) => string | null;

export interface TheTradeDeskStandInOptions {
  tokenCheck: TokenCheck;
  /** What a partner holds (a generated partner unless said otherwise). */
  partnerOf?: (partnerId: string) => PartnerPlan;
  /** The My Reports templates the partners have, by name (their columns are those of a delivery report). */
  templates?: string[];
  /** The largest `PageSize` taken (TTD refuses a larger one). */
  maxPageSize?: number;
  /** Polls an execution answers `Running` before `Complete`. */
  runningPolls?: number;
}

/** A planned answer for one coming API request (not a download): a rate limit, a 5xx, or null (normal). */
export type Fault = { status: 429; retryAfter?: number } | { status: 500 | 503; retryAfter?: number } | null;

export interface TheTradeDeskStandIn {
  /** The API's base, `http://127.0.0.1:<port>/v3`. */
  url: string;
  fault(...faults: Fault[]): void;
  /** TTD counted this advertiser's day again: its figures change from now on. */
  restate(advertiserId: string, date: string): void;
  /** Refuses this token from now on (401). */
  revoke(token: string): void;
  /** The next report file breaks off half way (the connection drops). */
  breakNextFile(): void;
  served: { partners: number; advertisers: number; schedules: number; polls: number; downloads: number };
  close(): Promise<void>;
}

interface Schedule {
  id: number;
  executionId: number;
  advertiserId: string;
  from: string;
  toExclusive: string;
  polls: number;
  signature: string;
}

const DAY_TIME = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.0+)?Z?)?$/;

/** Starts the stand-in on 127.0.0.1 and the given port (0: a free one). */
export async function startTheTradeDeskStandIn(
  options: TheTradeDeskStandInOptions,
  port = 0,
): Promise<TheTradeDeskStandIn> {
  const maxPageSize = options.maxPageSize ?? 1000;
  const partnerOf = options.partnerOf ?? ((id: string) => generatedPartner(id));
  const templates = (options.templates ?? ['Beacon daily ad group delivery']).map((Name, i) => ({
    ReportTemplateId: 4001 + i,
    Name,
    Type: 'Custom',
  }));
  const partners = new Map<string, PartnerPlan>();
  const steer = steering<Fault>();
  const schedules = new Map<number, Schedule>();
  let breakFile = false;
  const served = { partners: 0, advertisers: 0, schedules: 0, polls: 0, downloads: 0 };
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });

  const partner = (id: string) => {
    let plan = partners.get(id);
    if (!plan) partners.set(id, (plan = partnerOf(id)));
    return plan;
  };
  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

  /** The caller's partner, or null once the answer to give instead is sent (a planned fault first). */
  function authorize(request: FastifyRequest, reply: FastifyReply): PartnerPlan | null {
    const fault = steer.nextFault();
    if (fault?.status === 429) return (send(reply, rateLimited(fault.retryAfter ?? 1)), null);
    if (fault) return (send(reply, unavailable(fault.status, fault.retryAfter)), null);
    const token = String(request.headers['ttd-auth'] ?? '');
    const partnerId = token && !steer.isRevoked(token) ? options.tokenCheck(token) : null;
    if (!partnerId) return (send(reply, unauthorized()), null);
    return partner(partnerId);
  }

  /** The page asked for, or null once a 400 is sent. */
  function pageOf(request: FastifyRequest, reply: FastifyReply): { start: number; size: number } | null {
    const { PageStartIndex: start, PageSize: size } = body(request);
    if (!Number.isInteger(start) || (start as number) < 0)
      return (send(reply, badRequest('PageStartIndex', 'PageStartIndex must be 0 or more.')), null);
    if (!Number.isInteger(size) || (size as number) < 1 || (size as number) > maxPageSize)
      return (send(reply, badRequest('PageSize', `PageSize must be from 1 to ${maxPageSize}.`)), null);
    return { start: start as number, size: size as number };
  }

  const paged = <T>(all: T[], { start, size }: { start: number; size: number }) => {
    const Result = all.slice(start, start + size);
    return { Result, ResultCount: Result.length, TotalFilteredCount: all.length, TotalUnfilteredCount: all.length };
  };

  app.post('/v3/partner/query', async (request, reply) => {
    const mine = authorize(request, reply);
    const page = mine && pageOf(request, reply);
    if (!mine || !page) return reply;
    served.partners += 1;
    return paged([{ PartnerId: mine.id, PartnerName: mine.name }], page);
  });

  app.post('/v3/advertiser/query/partner', async (request, reply) => {
    const mine = authorize(request, reply);
    const page = mine && pageOf(request, reply);
    if (!mine || !page) return reply;
    const partnerId = body(request).PartnerId;
    if (typeof partnerId !== 'string' || !partnerId)
      return send(reply, badRequest('PartnerId', 'PartnerId is required.'));
    if (partnerId !== mine.id) return send(reply, forbidden(`partner ${partnerId}`));
    served.advertisers += 1;
    const all = mine.advertisers.map((a) => ({
      AdvertiserId: a.id,
      PartnerId: a.partnerId,
      AdvertiserName: a.name,
      CurrencyCode: a.currency,
      Availability: 'Available',
    }));
    return paged(all, page);
  });

  app.post('/v3/myreports/reporttemplateheader/query', async (request, reply) => {
    const mine = authorize(request, reply);
    const page = mine && pageOf(request, reply);
    if (!mine || !page) return reply;
    const contains = String(body(request).NameContains ?? '').toLowerCase();
    return paged(
      templates.filter((t) => t.Name.toLowerCase().includes(contains)),
      page,
    );
  });

  app.post('/v3/myreports/reportschedule', async (request, reply) => {
    const mine = authorize(request, reply);
    if (!mine) return reply;
    const b = body(request);
    if (!templates.some((t) => t.ReportTemplateId === b.ReportTemplateId))
      return send(reply, badRequest('ReportTemplateId', 'The report template does not exist.'));
    if (b.ReportFileFormat !== 'CSV' && b.ReportFileFormat !== 'TSV')
      return send(reply, badRequest('ReportFileFormat', 'ReportFileFormat must be CSV or TSV.'));
    if (b.ReportFrequency !== 'Once' || b.ReportDateRange !== 'Custom')
      return send(reply, badRequest('ReportDateRange', 'This stand-in runs Custom date ranges Once.'));
    const from = DAY_TIME.exec(String(b.ReportStartDateInclusive ?? ''))?.[1];
    const toExclusive = DAY_TIME.exec(String(b.ReportEndDateExclusive ?? ''))?.[1];
    if (!from || !toExclusive || toExclusive <= from)
      return send(reply, badRequest('ReportEndDateExclusive', 'The report needs a start before its exclusive end.'));
    const filters = b.AdvertiserFilters;
    if (!Array.isArray(filters) || filters.length !== 1 || typeof filters[0] !== 'string')
      return send(reply, badRequest('AdvertiserFilters', 'Name one advertiser.'));
    if (!mine.advertisers.some((a) => a.id === filters[0])) return send(reply, forbidden(`advertiser ${filters[0]}`));
    served.schedules += 1;
    const id = 90_000 + schedules.size + 1;
    schedules.set(id, {
      id,
      executionId: 700_000 + id,
      advertiserId: filters[0],
      from,
      toExclusive,
      polls: 0,
      signature: randomBytes(12).toString('hex'),
    });
    return {
      ReportScheduleId: id,
      ReportScheduleName: String(b.ReportScheduleName ?? ''),
      ReportTemplateId: b.ReportTemplateId,
    };
  });

  app.post('/v3/myreports/reportexecution/query/advertisers', async (request, reply) => {
    const mine = authorize(request, reply);
    const page = mine && pageOf(request, reply);
    if (!mine || !page) return reply;
    const b = body(request);
    const advertiserIds = Array.isArray(b.AdvertiserIds) ? b.AdvertiserIds.map(String) : [];
    if (advertiserIds.length === 0) return send(reply, badRequest('AdvertiserIds', 'AdvertiserIds is required.'));
    const foreign = advertiserIds.find((id) => !mine.advertisers.some((a) => a.id === id));
    if (foreign) return send(reply, forbidden(`advertiser ${foreign}`));
    const wanted = Array.isArray(b.ReportScheduleIds) ? b.ReportScheduleIds.map(Number) : null;
    served.polls += 1;
    const base = `${request.protocol}://${request.headers.host}`;
    const executions = [...schedules.values()]
      .filter((s) => advertiserIds.includes(s.advertiserId) && (!wanted || wanted.includes(s.id)))
      .map((s) => {
        s.polls += 1;
        const running = options.runningPolls ?? 1;
        const state = s.polls === 1 && running > 0 ? 'Pending' : s.polls <= running ? 'Running' : 'Complete';
        return {
          ReportExecutionId: s.executionId,
          ReportScheduleId: s.id,
          ReportExecutionState: state,
          ReportStartDateInclusive: `${s.from}T00:00:00`,
          ReportEndDateExclusive: `${s.toExclusive}T00:00:00`,
          ReportDeliveries:
            state === 'Complete'
              ? [{ DownloadURL: `${base}/reports/${s.executionId}.csv?signature=${s.signature}`, DeliveredPath: null }]
              : [],
        };
      });
    return paged(executions, page);
  });

  // The delivered file: a signed link (no token), as TTD's download links are.
  app.get('/reports/:file', async (request, reply) => {
    const executionId = Number(String((request.params as { file: string }).file).replace(/\.csv$/, ''));
    const s = [...schedules.values()].find((x) => x.executionId === executionId);
    if (!s || (request.query as { signature?: string }).signature !== s.signature)
      return send(reply, notFound('The report file'));
    served.downloads += 1;
    const advertiser = [...partners.values()].flatMap((p) => p.advertisers).find((a) => a.id === s.advertiserId)!;
    const text = reportFile(advertiser, s.from, s.toExclusive, steer.revision);
    if (!breakFile) return reply.type('text/csv; charset=utf-8').send(text);
    breakFile = false;
    // The connection drops half way through the file.
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    reply.raw.write(text.slice(0, Math.floor(text.length / 2)));
    setTimeout(() => reply.raw.destroy(), 20);
    return reply;
  });

  await app.listen({ port, host: '127.0.0.1' });
  const { port: bound } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v3`,
    fault: steer.fault,
    restate: steer.restate,
    revoke: steer.revoke,
    breakNextFile: () => (breakFile = true),
    served,
    close: () => app.close(),
  };
}
