import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../access/path-guard';
import { isAdminRole } from '../access/scope';
import { forbidden, HttpError } from '../api/errors';
import {
  ClientParams,
  Data,
  ErrorBody,
  errors,
  PagedData,
  PageQuery,
  paging,
  SearchText,
  fetchPage,
} from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import type { FastifyRequest } from 'fastify';
import { userInvited } from '../notifications/events';
import {
  assign,
  insertUser,
  inviteOrUndo,
  setEnabled,
  standardUsers,
  updateUser,
  userById,
  userIdByUsername,
} from './queries';
import { ClientUsernameParams, CreateStandardUser, defaultPrivileges, UpdateStandardUser, User } from './schemas';

/** User management inside a client: only admin-type roles manage users (the spec's User management link). */
function requireManager(request: FastifyRequest) {
  if (!isAdminRole(request.access!.user.role)) throw forbidden();
}

export async function standardUserRoutes(api: Api, { db, identityAdmin }: ApiDeps) {
  const tags = ['Users'];
  const withConflict = { ...errors, 403: ErrorBody, 409: ErrorBody };

  api.get(
    '/clients/:clientId/users',
    {
      schema: {
        tags,
        operationId: 'listStandardUsers',
        params: ClientParams,
        querystring: Type.Object({ search: Type.Optional(SearchText), ...PageQuery }),
        response: { 200: PagedData(User), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      requireManager(request);
      const p = paging(request.query);
      return fetchPage(p, (limit, offset) => standardUsers(db, scopeOf(request), request.query.search, limit, offset));
    },
  );

  api.get(
    '/clients/:clientId/users/:username',
    {
      schema: {
        tags,
        operationId: 'getStandardUser',
        params: ClientUsernameParams,
        response: { 200: Data(User), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      requireManager(request);
      return {
        data: await userById(db, await userIdByUsername(db, request.params.username, scopeOf(request).clientId)),
      };
    },
  );

  api.post(
    '/clients/:clientId/users',
    {
      schema: {
        tags,
        operationId: 'createStandardUser',
        params: ClientParams,
        body: CreateStandardUser,
        response: { 201: Data(User), ...withConflict },
      },
    },
    async (request, reply) => {
      requireManager(request);
      const { clientId } = scopeOf(request);
      const body = request.body;
      const id = await db.transaction(async (tx) => {
        const newId = await insertUser(tx, {
          ...body,
          type: 'STANDARD',
          clientId,
          privileges: body.privileges ?? defaultPrivileges(body.role),
        });
        await assign(tx, newId, clientId, body.advertiserIds ?? [], body.advertiserGroupIds ?? []);
        return newId;
      });
      await inviteOrUndo(db, identityAdmin, id, body.email);
      await userInvited(db, id);
      return reply.status(201).send({ data: await userById(db, id) });
    },
  );

  api.put(
    '/clients/:clientId/users/:username',
    {
      schema: {
        tags,
        operationId: 'updateStandardUser',
        params: ClientUsernameParams,
        body: UpdateStandardUser,
        response: { 200: Data(User), ...withConflict },
      },
    },
    async (request) => {
      requireManager(request);
      const { clientId } = scopeOf(request);
      const id = await userIdByUsername(db, request.params.username, clientId);
      await db.transaction(async (tx) => {
        await updateUser(tx, id, request.body);
        if (request.body.advertiserIds || request.body.advertiserGroupIds) {
          const current = await userById(tx, id);
          await assign(
            tx,
            id,
            clientId,
            request.body.advertiserIds ?? current.advertiserIds,
            request.body.advertiserGroupIds ?? current.advertiserGroupIds,
          );
        }
      });
      return { data: await userById(db, id) };
    },
  );

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    api.post(
      `/clients/:clientId/users/:username/${action}`,
      {
        schema: {
          tags,
          operationId: `${action}StandardUser`,
          params: ClientUsernameParams,
          response: { 200: Data(User), ...withConflict },
        },
      },
      async (request) => {
        requireManager(request);
        const id = await userIdByUsername(db, request.params.username, scopeOf(request).clientId);
        if (id === request.access!.user.id) throw new HttpError(409, 'You cannot change your own access');
        await setEnabled(db, id, enabled);
        const user = await userById(db, id);
        // Disabling also revokes the user's sessions at the identity provider.
        await (enabled ? identityAdmin?.enableUser(user.email) : identityAdmin?.disableUser(user.email));
        return { data: user };
      },
    );
  }
}
