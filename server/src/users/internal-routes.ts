import { ADMINISTRATION_ROLES } from '../api/enumerations';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../api/errors';
import { Data, ErrorBody, errors, PageInfo, PageQuery, paging, SearchText, fetchPage } from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import { insertUser, internalUsers, inviteOrUndo, setEnabled, updateUser, userById, userIdByUsername } from './queries';
import { CreateInternalUser, defaultPrivileges, UpdateInternalUser, User, UsernameParams } from './schemas';

/** Administration (/admin/user-management) is for BeaconAdmin only. */
function requireAdministrator(request: FastifyRequest) {
  const { user } = request.access!;
  if (user.type !== 'INTERNAL' || !(ADMINISTRATION_ROLES as readonly string[]).includes(user.role)) throw forbidden();
}

export async function internalUserRoutes(api: Api, { db, identityAdmin }: ApiDeps) {
  const tags = ['Internal users'];
  const withConflict = { ...errors, 403: ErrorBody, 409: ErrorBody };

  api.get(
    '/internal-users',
    {
      schema: {
        tags,
        operationId: 'listInternalUsers',
        querystring: Type.Object({ search: Type.Optional(SearchText), ...PageQuery }),
        response: { 200: Data(Type.Object({ content: Type.Array(User), page: PageInfo })), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      requireAdministrator(request);
      const p = paging(request.query);
      const page = await fetchPage(p, (limit, offset) => internalUsers(db, request.query.search, limit, offset));
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
    },
    async (request, reply) => {
      requireAdministrator(request);
      const body = request.body;
      const id = await insertUser(db, {
        ...body,
        type: 'INTERNAL',
        clientId: null,
        privileges: body.privileges ?? defaultPrivileges(body.role),
      });
      await inviteOrUndo(db, identityAdmin, id, body.email);
      return reply.status(201).send({ data: await userById(db, id) });
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
    },
    async (request) => {
      requireAdministrator(request);
      const id = await userIdByUsername(db, request.params.username, null);
      // Optimistic locking: the dialog fetched the user first and sends the version it saw.
      const current = await userById(db, id);
      if (current.version !== request.body.version)
        throw new HttpError(409, 'This user was changed by someone else; reload and try again');
      await updateUser(db, id, request.body);
      return { data: await userById(db, id) };
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
        if (id === request.access!.user.id) throw new HttpError(409, 'You cannot change your own access');
        await setEnabled(db, id, enabled);
        const user = await userById(db, id);
        await (enabled ? identityAdmin?.enableUser(user.email) : identityAdmin?.disableUser(user.email));
        return { data: user };
      },
    );
  }
}
