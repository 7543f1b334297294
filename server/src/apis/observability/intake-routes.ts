import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handleError, HttpError, tooManyRequests } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import type { CanaryUsers } from '../../kernel/http/browser-id';
import { reportedError } from '../../domains/observability/browser-event';
import { parseEnvelope, type Envelope } from '../../domains/observability/envelope';
import { Reporter, type IntakeDeps } from '../../domains/observability/evidence';
import { INTAKE_LIMITS } from '../../domains/observability/intake-limits';
import { HourlyQuota } from '../../domains/observability/intake-quota';
import { recordError, recordPageView, recordReplaySegment } from '../../domains/observability/release-reports';
import { replaySegment } from '../../domains/observability/replay-recording';

/** The DSN's public key and project of Beacon's own intake: `<origin>/observability/1` with key `beacon`. */
export const INTAKE_KEY = 'beacon';
export const INTAKE_PROJECT = '1';

/** The DSN that points a browser at this server's intake, on the address the browser used. */
export function intakeDsn(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${INTAKE_KEY}@${url.host}/observability/${INTAKE_PROJECT}`;
}

/** Sentry SDKs name their key in the query (`sentry_key`) or in `X-Sentry-Auth: Sentry sentry_key=...`. */
function keyOf(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as Record<string, unknown>).sentry_key;
  if (typeof fromQuery === 'string') return fromQuery;
  const auth = request.headers['x-sentry-auth'];
  return typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth)?.[1] : undefined;
}

const Name = Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' });
const Version = Type.String({ pattern: '^[0-9A-Za-z.+-]{1,100}$' });

/** A spent quota: 429, and when to come back (Sentry's SDKs honour Retry-After). */
function overQuota(reply: FastifyReply): never {
  reply.header('retry-after', String(HourlyQuota.retryAfterSeconds()));
  throw tooManyRequests();
}

/** One envelope's items, each read within its limit, kept as evidence or apart, within the reporter's quotas. */
async function takeEnvelope(db: Database, reporter: Reporter, envelope: Envelope, reply: FastifyReply) {
  for (const item of envelope.items) {
    if (item.header.type === 'replay_recording') {
      if (item.payload.length > INTAKE_LIMITS.replayCompressedBytes)
        throw new HttpError(413, 'A replay recording is too large');
      const segment = await replaySegment(envelope.header.event_id, item);
      if (!segment) continue;
      if (!reporter.spend('replay', segment.replayId, reporter.user)) overQuota(reply);
      await recordReplaySegment(db, segment);
      continue;
    }
    if (item.header.type !== 'event') continue;
    if (item.payload.length > INTAKE_LIMITS.eventBytes) throw new HttpError(413, 'An event is too large');
    let event: unknown;
    try {
      event = JSON.parse(item.payload.toString('utf8'));
    } catch {
      throw new HttpError(400, 'An event item is not JSON');
    }
    if (!event || typeof event !== 'object') continue;
    const error = reportedError(event);
    const evidence = reporter.evidenceFor(error.remote, error.version);
    if (!reporter.spend('error', `${error.remote}@${error.version}`, evidence)) overQuota(reply);
    await recordError(db, error, evidence);
  }
}

/**
 * Beacon's own error intake: Sentry's envelope protocol, so that `@sentry/react` reports here unmodified, and
 * the page views the host counts per area release; together they are each release's error rate. Anyone may
 * post, so what is read is capped (INTAKE_LIMITS) and counted (INTAKE_QUOTAS), and only what the server can tie
 * to a user it served the release to is evidence for a canary (evidence.ts).
 */
export async function intakeRoutes(
  app: FastifyInstance,
  { db, dataDir, canaryUsers }: { db: Database; dataDir: string; canaryUsers: CanaryUsers },
): Promise<void> {
  const deps: IntakeDeps = { dataDir, canaryUsers, quota: new HourlyQuota() };
  await app.register(async (scoped) => {
    scoped.setErrorHandler(handleError);
    // Browsers send envelopes as text/plain (a simple request), or with no type at all for binary ones.
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: INTAKE_LIMITS.envelopeBytes },
      (_request, body, done) => done(null, body),
    );
    scoped.post<{ Params: { projectId: string } }>(
      '/observability/api/:projectId/envelope/',
      async (request, reply) => {
        if (request.params.projectId !== INTAKE_PROJECT) throw new HttpError(404, 'Not found');
        if (keyOf(request) !== INTAKE_KEY) throw new HttpError(401, 'Unknown DSN key');
        if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'An envelope is expected');
        let envelope;
        try {
          envelope = parseEnvelope(request.body);
        } catch (error) {
          throw new HttpError(400, `Not a Sentry envelope: ${(error as Error).message}`);
        }
        await takeEnvelope(db, Reporter.of(request, deps), envelope, reply);
        return { id: typeof envelope.header.event_id === 'string' ? envelope.header.event_id : null };
      },
    );
  });
  await app.register(async (scoped) => {
    const api = scoped.withTypeProvider<TypeBoxTypeProvider>();
    api.setErrorHandler(handleError);
    api.post(
      '/observability/page-views',
      {
        bodyLimit: 1024,
        schema: { body: Type.Object({ remote: Name, version: Version }, { additionalProperties: false }) },
      },
      async (request, reply) => {
        const { remote, version } = request.body;
        const reporter = Reporter.of(request, deps);
        const evidence = reporter.evidenceFor(remote, version);
        if (!reporter.spend('page-view', `${remote}@${version}`, evidence)) overQuota(reply);
        await recordPageView(db, remote, version, evidence);
        return reply.status(204).send();
      },
    );
  });
}
