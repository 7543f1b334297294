import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isWellFormedRemoteName, type RemoteName } from '@beacon/ops/places';
import {
  canaryRemote,
  promoteRemote,
  registryStatus,
  rollbackRemote,
  type RemoteStatus,
} from '@beacon/ops/registry-operations';
import { ReleaseRefused, storeUploadedRelease, UPLOAD_LIMIT_BYTES } from '@beacon/ops/release-upload';
import { recordAudit } from '../../../kernel/audit/record';
import { forbidden, HttpError } from '../../../kernel/http/errors';
import { Data, ErrorBody, errors, Nullable } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { deployActor } from '../../../domains/deploy-tokens/authenticate-token';
import { CanaryPlan, Event, operate, RemoteParams, Version } from './releases-routes';

/** Where the deploy API lives under the hub (/api): a new version gets a new prefix, never a changed one. */
export const DEPLOY_PREFIX = '/deploy/v1';
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/x-tar', 'application/octet-stream'];

const Status = Type.Object({
  name: Type.String(),
  active: Nullable(Type.String({ description: 'The version in service' })),
  onDisk: Type.Boolean({ description: "Whether the version in service's files are in the store" }),
  releases: Type.Array(
    Type.Object({ version: Type.String(), builtAt: Type.String(), gitSha: Type.String(), dirty: Type.Boolean() }),
  ),
  canary: Nullable(
    Type.Object({
      ...CanaryPlan,
      state: Type.String({ description: 'running, or aborted (kept for the record until the next canary)' }),
      reason: Type.Optional(Type.String()),
    }),
  ),
  history: Type.Array(Event),
});
const refusals = { ...errors, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

const statusOf = ({ releases, canary, ...status }: Omit<RemoteStatus, 'answers'>) => ({
  ...status,
  canary: canary ?? null,
  releases: releases.map(({ version, builtAt, gitSha, dirty }) => ({ version, builtAt, gitSha: gitSha ?? '', dirty })),
});

/** The remote a call names, once the token may reach it: another remote's is 403, with the reason. */
function remoteFor(request: FastifyRequest): RemoteName {
  const { remote } = request.params as { remote: string };
  const token = request.deployToken!;
  if (remote !== token.remote)
    throw new HttpError(403, `This deploy token is for ${token.remote}: it cannot deploy ${remote}.`);
  if (!isWellFormedRemoteName(remote)) throw forbidden();
  return remote;
}

/** One line in the activity log per call, done or refused: the token, the operation, the version, the answer. */
async function recordUse(deps: ApiDeps, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const token = request.deployToken;
  if (!token) return;
  let answer: { message?: string; data?: { version?: string; active?: string } } = {};
  try {
    answer = typeof payload === 'string' ? JSON.parse(payload) : {};
  } catch {
    // Not JSON: nothing more to tell than the status.
  }
  const body = (request.body ?? {}) as { version?: unknown; to?: unknown };
  const version = [body.version, body.to, answer.data?.version].find((v) => typeof v === 'string');
  const operation = request.routeOptions.schema?.operationId as string | undefined;
  const { remote } = (request.params ?? {}) as { remote?: string };
  await recordAudit(deps.db, deployActor(token), {
    action: 'deploy-token.used',
    target: [remote ?? token.remote, operation, version].filter(Boolean).join(' '),
    clientId: null,
    details: {
      deployTokenId: token.id,
      status: reply.statusCode,
      ...(reply.statusCode >= 400 && answer.message ? { reason: answer.message } : {}),
      ...(answer.data?.active ? { active: answer.data.active } : {}),
    },
  });
}

/**
 * The deploy API: a remote's team releases, canaries, promotes and rolls back its remote from its own pipeline,
 * with a deploy token for that remote. The same operations as `pnpm remotes` on the server's machine, the same
 * checks (promote-checks.ts), over the same release store and registry.
 */
export async function deployRoutes(hub: Api, deps: ApiDeps) {
  await hub.register(async (scope) => {
    const api = scope.withTypeProvider<TypeBoxTypeProvider>() as Api;
    const data = () => {
      if (!deps.dataDir) throw new HttpError(503, 'This server keeps no releases.');
      return deps.dataDir;
    };
    api.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT_BYTES }, (_r, body, done) =>
      done(null, body),
    );
    api.addHook('onSend', async (request, reply, payload) => {
      await recordUse(deps, request, reply, payload);
      return payload;
    });
    const tags = ['Deploy'];
    const operation = operations(api, tags);
    const security = [{ deployToken: [] }];
    const refuses = [403, 409, 429] as const;
    const config = { deployToken: true };

    operation.get(
      `${DEPLOY_PREFIX}/remotes`,
      {
        operationId: 'deployStatusList',
        deployToken: true,
        description: "The status of the token's remote: the version in service, its releases, canary and history.",
        security,
        returns: Data(Type.Array(Status)),
        refuses,
      },
      async (request) => {
        const remote = request.deployToken!.remote;
        return { data: isWellFormedRemoteName(remote) ? [statusOf(registryStatus(data(), remote))] : [] };
      },
    );

    operation.get(
      `${DEPLOY_PREFIX}/remotes/:remote`,
      {
        operationId: 'deployStatus',
        deployToken: true,
        params: RemoteParams,
        security,
        returns: Data(Status),
        refuses,
      },
      async (request) => ({ data: statusOf(registryStatus(data(), remoteFor(request))) }),
    );

    api.post(
      `${DEPLOY_PREFIX}/remotes/:remote/releases`,
      {
        config: { ...config, judgesBody: true },
        bodyLimit: UPLOAD_LIMIT_BYTES,
        validatorCompiler: () => () => true,
        schema: {
          tags,
          security,
          operationId: 'deployUploadRelease',
          description:
            "Uploads a built release: a tar or tar.gz of the folder `pnpm remotes release` makes (the remote's dist with its release.json). It must hold mf-manifest.json, its remote entry and every file the manifest names, no path outside the folder, at most 40 MB. Kept immutably: the same files again answer 200, other files under an existing version 409.",
          params: RemoteParams,
          consumes: ARCHIVE_TYPES,
          body: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          response: {
            200: Data(Type.Object({ version: Type.String(), created: Type.Boolean() })),
            201: Data(Type.Object({ version: Type.String(), created: Type.Boolean() })),
            ...refusals,
            413: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const remote = remoteFor(request);
        if (!Buffer.isBuffer(request.body))
          throw new HttpError(415, `Send the release as a tar or tar.gz (Content-Type: ${ARCHIVE_TYPES[0]}).`);
        try {
          const { info, created } = await storeUploadedRelease(data(), remote, request.body);
          return reply.status(created ? 201 : 200).send({ data: { version: info.version, created } });
        } catch (error) {
          if (!(error instanceof ReleaseRefused)) throw error;
          throw new HttpError(error.conflict ? 409 : 400, `The release was refused: ${error.message}.`);
        }
      },
    );

    operation.post(
      `${DEPLOY_PREFIX}/remotes/:remote/canary`,
      {
        operationId: 'deployStartCanary',
        deployToken: true,
        description: 'Serves a release to a share of browsers beside the version in service, after the promote checks.',
        params: RemoteParams,
        body: Type.Object(
          {
            version: Version,
            share: Type.Integer({ minimum: 1, maximum: 100 }),
            stepSeconds: Type.Optional(Type.Number({ minimum: 0 })),
          },
          { additionalProperties: false },
        ),
        security,
        returns: Data(
          Type.Object({ version: Type.String(), share: Type.Integer(), steps: Type.Array(Type.Integer()) }),
        ),
        refuses,
      },
      async (request) => {
        const remote = remoteFor(request);
        const { version, share, stepSeconds } = request.body;
        const canary = operate(() => canaryRemote(data(), remote, version, share, stepSeconds));
        return { data: { version: canary.version, share: canary.share, steps: canary.steps } };
      },
    );

    operation.post(
      `${DEPLOY_PREFIX}/remotes/:remote/promote`,
      {
        operationId: 'deployPromote',
        deployToken: true,
        description: 'Puts a release in service once it passes the promote checks; a refusal (409) says why.',
        params: RemoteParams,
        body: Type.Object({ version: Version }, { additionalProperties: false }),
        security,
        returns: Data(Type.Object({ active: Type.String() })),
        refuses,
      },
      async (request) => {
        const remote = remoteFor(request);
        operate(() => promoteRemote(data(), remote, request.body.version));
        return { data: { active: request.body.version } };
      },
    );

    operation.post(
      `${DEPLOY_PREFIX}/remotes/:remote/rollback`,
      {
        operationId: 'deployRollback',
        deployToken: true,
        description:
          'Aborts the running canary (the version in service stays); with none, back to the previous release, or to `to`.',
        params: RemoteParams,
        body: Type.Object({ to: Type.Optional(Version) }, { additionalProperties: false }),
        security,
        returns: Data(Type.Object({ active: Type.String(), canaryAborted: Type.Boolean() })),
        refuses,
      },
      async (request) => {
        const remote = remoteFor(request);
        const active = operate(() => rollbackRemote(data(), remote, request.body.to));
        const last = registryStatus(data(), remote).history.at(-1);
        return { data: { active, canaryAborted: last?.action === 'canary-abort' } };
      },
    );
  });
}
