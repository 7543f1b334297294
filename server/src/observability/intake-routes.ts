import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handleError, HttpError } from '../api/errors';
import type { Database } from '../db/database';
import { reportedError } from './browser-event';
import { parseEnvelope } from './envelope';
import { recordError, recordPageView, recordReplaySegment } from './release-reports';
import { replaySegment } from './replay-recording';

/** The DSN's public key and project of Beacon's own intake: `<origin>/observability/1` with key `beacon`. */
export const INTAKE_KEY = 'beacon';
export const INTAKE_PROJECT = '1';
/** Replay segments carry a page's whole DOM snapshot. */
const ENVELOPE_LIMIT = 5 * 1024 * 1024;

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

/**
 * Beacon's own error intake: Sentry's envelope protocol, so that `@sentry/react` reports here unmodified, and
 * the page views the host counts per area release; together they are each release's error rate.
 */
export async function intakeRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(async (scoped) => {
    scoped.setErrorHandler(handleError);
    // Browsers send envelopes as text/plain (a simple request), or with no type at all for binary ones.
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ENVELOPE_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scoped.post<{ Params: { projectId: string } }>('/observability/api/:projectId/envelope/', async (request) => {
      if (request.params.projectId !== INTAKE_PROJECT) throw new HttpError(404, 'Not found');
      if (keyOf(request) !== INTAKE_KEY) throw new HttpError(401, 'Unknown DSN key');
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'An envelope is expected');
      let envelope;
      try {
        envelope = parseEnvelope(request.body);
      } catch (error) {
        throw new HttpError(400, `Not a Sentry envelope: ${(error as Error).message}`);
      }
      for (const item of envelope.items) {
        if (item.header.type === 'replay_recording') {
          let segment;
          try {
            segment = replaySegment(envelope.header.event_id, item);
          } catch {
            throw new HttpError(400, 'A replay recording is not readable');
          }
          if (segment) await recordReplaySegment(db, segment);
          continue;
        }
        if (item.header.type !== 'event') continue;
        let event: unknown;
        try {
          event = JSON.parse(item.payload.toString('utf8'));
        } catch {
          throw new HttpError(400, 'An event item is not JSON');
        }
        if (event && typeof event === 'object') await recordError(db, reportedError(event));
      }
      return { id: typeof envelope.header.event_id === 'string' ? envelope.header.event_id : null };
    });
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
        await recordPageView(db, request.body.remote, request.body.version);
        return reply.status(204).send();
      },
    );
  });
}
