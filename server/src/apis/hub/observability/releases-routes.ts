import { Type } from 'typebox';
import { isKnownRemote, isRemoteName, type RemoteName } from '@beacon/ops/places';
import { promoteRemote, rollbackRemote } from '@beacon/ops/registry-operations';
import { HttpError, notFound } from '../../../kernel/http/errors';
import { Data, Nullable } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
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
/** A canary's plan, as the releases and the deploy API both show it: its version, share now, steps and their length. */
export const CanaryPlan = {
  version: Type.String(),
  share: Type.Integer(),
  steps: Type.Array(Type.Integer()),
  stepSeconds: Type.Number(),
};

const RemoteReleases = Type.Object({
  name: Type.String(),
  title: Type.String(),
  active: Nullable(Type.String()),
  releases: Type.Array(Type.Object({ version: Type.String(), builtAt: Type.String() })),
  health: Nullable(Health),
  unverified: Nullable(Unverified),
  canary: Nullable(
    Type.Object({
      ...CanaryPlan,
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
  const operation = operations(api, ['Releases']);
  const data = () => {
    if (!dataDir) throw new HttpError(503, 'This server keeps no releases.');
    return dataDir;
  };
  operation.get(
    '/releases',
    {
      operationId: 'listRemoteReleases',
      requires: ADMINISTRATION,
      returns: Data(Type.Array(RemoteReleases)),
      refuses: [403],
    },
    async () => ({ data: await releaseOverview(db, data()) }),
  );

  operation.get(
    '/releases/:remote/errors',
    {
      operationId: 'listReleaseErrors',
      requires: ADMINISTRATION,
      params: RemoteParams,
      returns: Data(Type.Array(ReleaseError)),
      refuses: [403],
    },
    async (request) => {
      const rows = await newestErrors(db, remoteOf(request.params.remote, dataDir), 20);
      const mapped = await Promise.all(
        rows.map(async (row) => ({ ...row, frames: await mapFrames(data(), row.frames) })),
      );
      return { data: mapped };
    },
  );

  operation.read(
    '/releases/:remote/error-groups',
    {
      operationId: 'listReleaseErrorGroups',
      requires: ADMINISTRATION,
      description:
        'Errors grouped by fingerprint (type, message with numbers and ids blanked, top frame), newest first.',
      params: RemoteParams,
      returns: Type.Array(ErrorGroup),
      refuses: [403],
    },
    (request) => errorGroups(db, remoteOf(request.params.remote, dataDir), 20),
  );

  operation.get(
    '/releases/replays/:replayId',
    {
      operationId: 'getSessionReplay',
      requires: ADMINISTRATION,
      params: Type.Object({ replayId: Type.String({ minLength: 1, maxLength: 64 }) }),
      returns: Data(Type.Object({ replayId: Type.String(), events: Type.Array(Type.Unknown()) })),
      refuses: [403],
    },
    async (request) => {
      if (!/^[0-9a-f]{32}$/.test(request.params.replayId)) throw notFound();
      const events = await replayEvents(db, request.params.replayId);
      if (events.length === 0) throw notFound();
      return { data: { replayId: request.params.replayId, events } };
    },
  );

  operation.post(
    '/releases/:remote/promote',
    {
      operationId: 'promoteRelease',
      requires: ADMINISTRATION,
      params: RemoteParams,
      body: Type.Object({ version: Version }, { additionalProperties: false }),
      returns: Data(Type.Object({ active: Type.String() })),
      refuses: [403, 409],
    },
    async (request) => {
      const name = remoteOf(request.params.remote, dataDir);
      const { version } = request.body;
      operate(() => promoteRemote(data(), name, version));
      await recordChange(db, request, { action: 'release.promoted', target: `${name} ${version}`, clientId: null });
      return { data: { active: version } };
    },
  );

  operation.post(
    '/releases/:remote/rollback',
    {
      operationId: 'rollbackRelease',
      requires: ADMINISTRATION,
      params: RemoteParams,
      body: Type.Object({ to: Type.Optional(Version) }, { additionalProperties: false }),
      returns: Data(Type.Object({ active: Type.String() })),
      refuses: [403, 409],
    },
    async (request) => {
      const name = remoteOf(request.params.remote, dataDir);
      const active = operate(() => rollbackRemote(data(), name, request.body.to));
      await recordChange(db, request, { action: 'release.rolled-back', target: `${name} ${active}`, clientId: null });
      return { data: { active } };
    },
  );
}
