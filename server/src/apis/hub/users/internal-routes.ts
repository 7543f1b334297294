import { Type } from '@fastify/type-provider-typebox';
import { Data, PageInfo, PageQuery, SearchText, fetchPage } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
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
  const operation = operations(api, ['Internal users']);

  operation.get(
    '/internal-users',
    {
      operationId: 'listInternalUsers',
      requires: ADMINISTRATION,
      querystring: Type.Object({
        search: Type.Optional(SearchText),
        // The archived toggle: false lists the disabled (archived) users, true the others; absent, everyone.
        enabled: Type.Optional(Type.Boolean()),
        ...PageQuery,
      }),
      returns: Data(Type.Object({ content: Type.Array(User), page: PageInfo })),
      refuses: [403],
    },
    async (request) => {
      const page = await fetchPage(request.query, (limit, offset) => internalUsers(db, request.query, limit, offset));
      return { data: { content: page.data, page: page.page } };
    },
  );

  operation.get(
    '/internal-users/:username',
    {
      operationId: 'getInternalUser',
      requires: ADMINISTRATION,
      params: UsernameParams,
      returns: Data(User),
      refuses: [403],
    },
    async (request) => {
      return { data: await users.find(request, 'INTERNAL', request.params.username) };
    },
  );

  operation.post(
    '/internal-users',
    {
      operationId: 'createInternalUser',
      requires: ADMINISTRATION,
      body: CreateInternalUser,
      attachValidation: true,
      returns: Data(User),
      status: 201,
      refuses: [403, 409],
    },
    async (request, reply) => {
      throwIfInvalid(request, CreateInternalUser);
      return reply.status(201).send({ data: await users.create(request, 'INTERNAL', request.body) });
    },
  );

  operation.put(
    '/internal-users/:username',
    {
      operationId: 'updateInternalUser',
      requires: ADMINISTRATION,
      params: UsernameParams,
      body: UpdateInternalUser,
      attachValidation: true,
      returns: Data(User),
      refuses: [403, 409],
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
    operation.post(
      `/internal-users/:username/${action}`,
      {
        operationId: `${action}InternalUser`,
        requires: ADMINISTRATION,
        params: UsernameParams,
        returns: Data(User),
        refuses: [403, 409],
      },
      async (request) => {
        return { data: await users.setEnabled(request, 'INTERNAL', request.params.username, enabled) };
      },
    );
  }
}
