import { Type } from '@fastify/type-provider-typebox';
import { isKnownRemote, isRemoteName, type RemoteName } from '@beacon/ops/places';
import { promoteRemote, rollbackRemote } from '@beacon/ops/registry-operations';
import { HttpError, notFound } from '../../../kernel/http/errors';
import { Data, ErrorBody, errors, Nullable } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { recordChange } from '../../../kernel/audit/record';
import { releaseOverview } from '../../../domains/observability/release-overview';
import { errorGroups, newestErrors, replayEvents } from '../../../domains/observability/release-reports';
import { mapFrames } from '../../../domains/observability/source-maps';
import { ADMINISTRATION } from '../../../kernel/access/requirements';

const Health = Type.Object(
  { errors: Type.Integer(), pageViews: Type.Integer(), rate: Type.Number() },
  {
    description:
      'From evidence only: reports tied to signed-in users this server served the release to, capped per user',
  },
);
const Unverified = Type.Object(
  { errors: Type.Integer(), pageViews: Type.Integer() },
  { description: 'Reports the server could not tie to a user it served the release to: kept apart, never counted' },
);
const ErrorGroup = Type.Object({
  fingerprint: Type.String(),
  type: Type.String(),
  message: Type.String(),
  count: Type.Integer(),
  users: Type.Integer(),
  unverified: Type.Integer(),
  versions: Type.Array(Type.String()),
  firstSeen: Type.String(),
  lastSeen: Type.String(),
});
export const Event = Type.Object({
  version: Type.String(),
  action: Type.String({ description: 'promote, rollback, canary, canary-step, canary-abort' }),
  from: Nullable(Type.String()),
  at: Type.String(),
  share: Type.Optional(Type.Integer()),
  reason: Type.Optional(Type.String()),
});
const RemoteReleases = Type.Object({
  name: Type.String(),
  title: Type.String(),
  active: Nullable(Type.String()),
  releases: Type.Array(Type.Object({ version: Type.String(), builtAt: Type.String() })),
  health: Nullable(Health),
  unverified: Nullable(Unverified),
  canary: Nullable(
    Type.Object({
      version: Type.String(),
      share: Type.Integer(),
      steps: Type.Array(Type.Integer()),
      stepSeconds: Type.Number(),
      state: Type.Union([Type.Literal('running'), Type.Literal('aborted')]),
      startedAt: Type.String(),
      stepStartedAt: Type.String(),
      reason: Type.Optional(Type.String()),
      health: Health,
      unverified: Unverified,
    }),
  ),
  history: Type.Array(Event),
});
const Frame = Type.Object({
  filename: Type.Optional(Type.String()),
  function: Type.Optional(Type.String()),
  lineno: Type.Optional(Type.Integer()),
  colno: Type.Optional(Type.Integer()),
  source: Type.Optional(Type.String()),
  sourceLine: Type.Optional(Type.Integer()),
  sourceColumn: Type.Optional(Type.Integer()),
  sourceName: Type.Optional(Type.String()),
});
const ReleaseError = Type.Object({
  id: Type.Integer(),
  receivedAt: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  route: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  browser: Nullable(Type.String()),
  userHash: Nullable(Type.String()),
  type: Type.String(),
  message: Type.String(),
  frames: Type.Array(Frame),
  replayId: Nullable(Type.String()),
  verified: Type.Boolean({ description: 'Tied to a signed-in user this server served the release to' }),
});
/** Any short name: who may not see the page is told 403 first, and an unknown remote is Not found. */
export const RemoteParams = Type.Object({ remote: Type.String({ minLength: 1, maxLength: 40 }) });
export const Version = Type.String({ pattern: '^[0-9A-Za-z.+-]{1,100}$' });

/** Which remote a path names (of the workspace, or released here from elsewhere); an unknown one is Not found. */
export function remoteOf(name: string, dataDir: string | undefined): RemoteName {
  if (!(dataDir ? isKnownRemote(dataDir, name) : isRemoteName(name))) throw notFound();
  return name;
}

/** The operator's command, as the CLI would refuse it, answered as a 409 with its reason. */
export function operate<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new HttpError(409, error instanceof Error ? error.message : String(error));
  }
}

/** Administration's Releases page (BeaconAdmin only): each remote's releases and health, errors, promote and roll back. */
export async function releaseRoutes(api: Api, { db, dataDir }: ApiDeps) {
  const data = () => {
    if (!dataDir) throw new HttpError(503, 'This server keeps no releases.');
    return dataDir;
  };
  api.get(
    '/releases',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags: ['Releases'],
        operationId: 'listRemoteReleases',
        response: { 200: Data(Type.Array(RemoteReleases)), ...errors, 403: ErrorBody },
      },
    },
    async () => ({ data: await releaseOverview(db, data()) }),
  );

  api.get(
    '/releases/:remote/errors',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags: ['Releases'],
        operationId: 'listReleaseErrors',
        params: RemoteParams,
        response: { 200: Data(Type.Array(ReleaseError)), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      const rows = await newestErrors(db, remoteOf(request.params.remote, dataDir), 20);
      const mapped = await Promise.all(
        rows.map(async (row) => ({ ...row, frames: await mapFrames(data(), row.frames) })),
      );
      return { data: mapped };
    },
  );

  api.get(
    '/releases/:remote/error-groups',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags: ['Releases'],
        operationId: 'listReleaseErrorGroups',
        description:
          'Errors grouped by fingerprint (type, message with numbers and ids blanked, top frame), newest first.',
        params: RemoteParams,
        response: { 200: Data(Type.Array(ErrorGroup)), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      return { data: await errorGroups(db, remoteOf(request.params.remote, dataDir), 20) };
    },
  );

  api.get(
    '/releases/replays/:replayId',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags: ['Releases'],
        operationId: 'getSessionReplay',
        params: Type.Object({ replayId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: {
          200: Data(Type.Object({ replayId: Type.String(), events: Type.Array(Type.Unknown()) })),
          ...errors,
          403: ErrorBody,
        },
      },
    },
    async (request) => {
      if (!/^[0-9a-f]{32}$/.test(request.params.replayId)) throw notFound();
      const events = await replayEvents(db, request.params.replayId);
      if (events.length === 0) throw notFound();
      return { data: { replayId: request.params.replayId, events } };
    },
  );

  api.post(
    '/releases/:remote/promote',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags: ['Releases'],
        operationId: 'promoteRelease',
        params: RemoteParams,
        body: Type.Object({ version: Version }, { additionalProperties: false }),
        response: { 200: Data(Type.Object({ active: Type.String() })), ...errors, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const name = remoteOf(request.params.remote, dataDir);
      const { version } = request.body;
      operate(() => promoteRemote(data(), name, version));
      await recordChange(db, request, { action: 'release.promoted', target: `${name} ${version}`, clientId: null });
      return { data: { active: version } };
    },
  );

  api.post(
    '/releases/:remote/rollback',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags: ['Releases'],
        operationId: 'rollbackRelease',
        params: RemoteParams,
        body: Type.Object({ to: Type.Optional(Version) }, { additionalProperties: false }),
        response: { 200: Data(Type.Object({ active: Type.String() })), ...errors, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const name = remoteOf(request.params.remote, dataDir);
      const active = operate(() => rollbackRemote(data(), name, request.body.to));
      await recordChange(db, request, { action: 'release.rolled-back', target: `${name} ${active}`, clientId: null });
      return { data: { active } };
    },
  );
}
