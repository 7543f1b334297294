import { Type } from '@fastify/type-provider-typebox';
import { Data, ErrorBody, errors, PageInfo, PageQuery, SearchText, fetchPage } from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { internalUsers } from '../../../domains/users/queries';
import { CreateInternalUser, UpdateInternalUser, User, UsernameParams } from '../../../domains/users/schemas';
import { usersService } from '../../../domains/users/service';
import { throwIfInvalid } from '../../../domains/users/validation';
import { ADMINISTRATION } from '../../../kernel/access/requirements';

/** The agency's own users, for BeaconAdmin only; the flows are the users service's. */
export async function internalUserRoutes(api: Api, deps: ApiDeps) {
  const { db } = deps;
  const users = usersService(deps);
  const tags = ['Internal users'];
  const withConflict = { ...errors, 403: ErrorBody, 409: ErrorBody };

  api.get(
    '/internal-users',
    {
      config: { requires: ADMINISTRATION },
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
      const page = await fetchPage(request.query, (limit, offset) => internalUsers(db, request.query, limit, offset));
      return { data: { content: page.data, page: page.page } };
    },
  );

  api.get(
    '/internal-users/:username',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags,
        operationId: 'getInternalUser',
        params: UsernameParams,
        response: { 200: Data(User), ...errors, 403: ErrorBody },
      },
    },
    async (request) => {
      return { data: await users.find(request, 'INTERNAL', request.params.username) };
    },
  );

  api.post(
    '/internal-users',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags,
        operationId: 'createInternalUser',
        body: CreateInternalUser,
        response: { 201: Data(User), ...withConflict },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      throwIfInvalid(request, CreateInternalUser);
      return reply.status(201).send({ data: await users.create(request, 'INTERNAL', request.body) });
    },
  );

  api.put(
    '/internal-users/:username',
    {
      config: { requires: ADMINISTRATION },
      schema: {
        tags,
        operationId: 'updateInternalUser',
        params: UsernameParams,
        body: UpdateInternalUser,
        response: { 200: Data(User), ...withConflict },
      },
      attachValidation: true,
    },
    async (request) => {
      throwIfInvalid(request, UpdateInternalUser);
      // Optimistic locking: the dialog fetched the user first and sends the version it saw.
      return { data: await users.update(request, 'INTERNAL', request.params.username, request.body) };
    },
  );

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    api.post(
      `/internal-users/:username/${action}`,
      {
        config: { requires: ADMINISTRATION },
        schema: {
          tags,
          operationId: `${action}InternalUser`,
          params: UsernameParams,
          response: { 200: Data(User), ...withConflict },
        },
      },
      async (request) => {
        return { data: await users.setEnabled(request, 'INTERNAL', request.params.username, enabled) };
      },
    );
  }
}
