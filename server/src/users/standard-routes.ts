import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accessOf, scopeOf } from '../access/path-guard';
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
import { changedFields, recordChange } from '../audit/record';
import { userInvited } from '../notifications/events';
import { assertCanGrant, assertCanManage } from './grants';
import {
  assign,
  insertUser,
  inviteOrUndo,
  setEnabled,
  StaleVersionError,
  staleVersionBody,
  standardUsers,
  updateUser,
  userById,
  userIdByUsername,
} from './queries';
import { ClientUsernameParams, CreateStandardUser, defaultPrivileges, UpdateStandardUser, User } from './schemas';
import { throwIfInvalid } from './validation';

/** User management inside a client: only admin-type roles manage users (the spec's User management link). */
function requireManager(request: FastifyRequest) {
  if (!isAdminRole(accessOf(request).user.role)) throw forbidden();
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
        querystring: Type.Object({
          search: Type.Optional(SearchText),
          // "Show disabled" unticked asks for enabled users only; absent, everyone (disabled last).
          enabled: Type.Optional(Type.Boolean()),
          ...PageQuery,
        }),
        response: { 200: PagedData(User), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      requireManager(request);
      const p = paging(request.query);
      return fetchPage(p, (limit, offset) => standardUsers(db, scopeOf(request), request.query, limit, offset));
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
      attachValidation: true,
    },
    async (request, reply) => {
      requireManager(request);
      throwIfInvalid(request, CreateStandardUser);
      const { clientId } = scopeOf(request);
      const body = request.body;
      const privileges = body.privileges ?? defaultPrivileges(body.role);
      assertCanGrant(accessOf(request).user, { role: body.role, privileges: body.privileges });
      const id = await db.transaction(async (tx) => {
        const newId = await insertUser(tx, { ...body, type: 'STANDARD', clientId, privileges });
        await assign(tx, newId, clientId, body.advertiserIds ?? [], body.advertiserGroupIds ?? []);
        return newId;
      });
      await inviteOrUndo(db, identityAdmin, id, body.email);
      await userInvited(db, id);
      const user = await userById(db, id);
      await recordChange(db, request, {
        action: 'user.created',
        target: user.username,
        clientId,
        details: { role: user.role, advertiserIds: user.advertiserIds, advertiserGroupIds: user.advertiserGroupIds },
      });
      return reply.status(201).send({ data: user });
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
      attachValidation: true,
    },
    async (request, reply) => {
      requireManager(request);
      throwIfInvalid(request, UpdateStandardUser);
      const { clientId } = scopeOf(request);
      const id = await userIdByUsername(db, request.params.username, clientId);
      const before = await userById(db, id);
      assertCanManage(accessOf(request).user, before);
      assertCanGrant(accessOf(request).user, request.body);
      try {
        await db.transaction(async (tx) => {
          await updateUser(tx, id, request.body);
          if (request.body.advertiserIds || request.body.advertiserGroupIds) {
            await assign(
              tx,
              id,
              clientId,
              request.body.advertiserIds ?? before.advertiserIds,
              request.body.advertiserGroupIds ?? before.advertiserGroupIds,
            );
          }
        });
      } catch (error) {
        if (error instanceof StaleVersionError) return reply.status(409).send(staleVersionBody());
        throw error;
      }
      const user = await userById(db, id);
      await recordChange(db, request, {
        action: 'user.updated',
        target: user.username,
        clientId,
        details: changedFields(before, request.body),
      });
      return { data: user };
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
        const { clientId } = scopeOf(request);
        const id = await userIdByUsername(db, request.params.username, clientId);
        if (id === accessOf(request).user.id) throw new HttpError(409, 'You cannot change your own access');
        assertCanManage(accessOf(request).user, await userById(db, id));
        await setEnabled(db, id, enabled);
        const user = await userById(db, id);
        // Disabling also revokes the user's sessions at the identity provider.
        await (enabled ? identityAdmin?.enableUser(user.email) : identityAdmin?.disableUser(user.email));
        await recordChange(db, request, {
          action: enabled ? 'user.enabled' : 'user.disabled',
          target: user.username,
          clientId,
        });
        return { data: user };
      },
    );
  }
}
