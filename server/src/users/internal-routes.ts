import { accessOf } from '../access/path-guard';
import { Type } from '@fastify/type-provider-typebox';
import { HttpError } from '../api/errors';
import { Data, ErrorBody, errors, PageInfo, PageQuery, paging, SearchText, fetchPage } from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import { changedFields, recordChange } from '../audit/record';
import { requireAdministrator } from './administrators';
import { assertCanGrant } from './grants';
import {
  insertUser,
  internalUsers,
  inviteOrUndo,
  setEnabled,
  StaleVersionError,
  staleVersionBody,
  updateUser,
  userById,
  userIdByUsername,
} from './queries';
import { CreateInternalUser, defaultPrivileges, UpdateInternalUser, User, UsernameParams } from './schemas';
import { throwIfInvalid } from './validation';

export async function internalUserRoutes(api: Api, { db, identityAdmin }: ApiDeps) {
  const tags = ['Internal users'];
  const withConflict = { ...errors, 403: ErrorBody, 409: ErrorBody };

  api.get(
    '/internal-users',
    {
      schema: {
        tags,
        operationId: 'listInternalUsers',
        querystring: Type.Object({
          search: Type.Optional(SearchText),
          // The archived toggle: false lists the disabled (archived) users, true the others; absent, everyone.
          enabled: Type.Optional(Type.Boolean()),
          ...PageQuery,
        }),
        response: { 200: Data(Type.Object({ content: Type.Array(User), page: PageInfo })), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      requireAdministrator(request);
      const p = paging(request.query);
      const page = await fetchPage(p, (limit, offset) => internalUsers(db, request.query, limit, offset));
      return { data: { content: page.data, page: page.page } };
    },
  );

  api.get(
    '/internal-users/:username',
    {
      schema: {
        tags,
        operationId: 'getInternalUser',
        params: UsernameParams,
        response: { 200: Data(User), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      requireAdministrator(request);
      return { data: await userById(db, await userIdByUsername(db, request.params.username, null)) };
    },
  );

  api.post(
    '/internal-users',
    {
      schema: {
        tags,
        operationId: 'createInternalUser',
        body: CreateInternalUser,
        response: { 201: Data(User), ...withConflict },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      requireAdministrator(request);
      throwIfInvalid(request, CreateInternalUser);
      const body = request.body;
      assertCanGrant(accessOf(request).user, body);
      const id = await insertUser(db, {
        ...body,
        type: 'INTERNAL',
        clientId: null,
        privileges: body.privileges ?? defaultPrivileges(body.role),
      });
      await inviteOrUndo(db, identityAdmin, id, body.email);
      const user = await userById(db, id);
      await recordChange(db, request, {
        action: 'user.created',
        target: user.username,
        clientId: null,
        details: { role: user.role, firstName: user.firstName, lastName: user.lastName },
      });
      return reply.status(201).send({ data: user });
    },
  );

  api.put(
    '/internal-users/:username',
    {
      schema: {
        tags,
        operationId: 'updateInternalUser',
        params: UsernameParams,
        body: UpdateInternalUser,
        response: { 200: Data(User), ...withConflict },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      requireAdministrator(request);
      throwIfInvalid(request, UpdateInternalUser);
      assertCanGrant(accessOf(request).user, request.body);
      const id = await userIdByUsername(db, request.params.username, null);
      const before = await userById(db, id);
      try {
        // Optimistic locking: the dialog fetched the user first and sends the version it saw.
        await updateUser(db, id, request.body);
      } catch (error) {
        if (error instanceof StaleVersionError) return reply.status(409).send(staleVersionBody());
        throw error;
      }
      const user = await userById(db, id);
      await recordChange(db, request, {
        action: 'user.updated',
        target: user.username,
        clientId: null,
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
      `/internal-users/:username/${action}`,
      {
        schema: {
          tags,
          operationId: `${action}InternalUser`,
          params: UsernameParams,
          response: { 200: Data(User), ...withConflict },
        },
      },
      async (request) => {
        requireAdministrator(request);
        const id = await userIdByUsername(db, request.params.username, null);
        if (id === accessOf(request).user.id) throw new HttpError(409, 'You cannot change your own access');
        await setEnabled(db, id, enabled);
        const user = await userById(db, id);
        await (enabled ? identityAdmin?.enableUser(user.email) : identityAdmin?.disableUser(user.email));
        await recordChange(db, request, {
          action: enabled ? 'user.enabled' : 'user.disabled',
          target: user.username,
          clientId: null,
        });
        return { data: user };
      },
    );
  }
}
