import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { ClientParams, Data, PageQuery, SearchText } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { standardUsers } from '../../../domains/users/queries';
import { ClientUsernameParams, CreateStandardUser, UpdateStandardUser, User } from '../../../domains/users/schemas';
import { usersService } from '../../../domains/users/service';
import { throwIfInvalid } from '../../../domains/users/validation';
import { USER_MANAGERS } from '../../../kernel/access/requirements';

/** A client's users, for its managers and agency staff; the flows are the users service's. */
export async function standardUserRoutes(api: Api, deps: ApiDeps) {
  const { db } = deps;
  const users = usersService(deps);
  const operation = operations(api, ['Users']);

  operation.readPage(
    '/clients/:clientId/users',
    {
      operationId: 'listStandardUsers',
      requires: USER_MANAGERS,
      params: ClientParams,
      querystring: Type.Object({
        search: Type.Optional(SearchText),
        // "Show disabled" unticked asks for enabled users only; absent, everyone (disabled last).
        enabled: Type.Optional(Type.Boolean()),
        ...PageQuery,
      }),
      returns: User,
      refuses: [403],
    },
    (request, limit, offset) => standardUsers(db, scopeOf(request), request.query, limit, offset),
  );

  operation.get(
    '/clients/:clientId/users/:username',
    {
      operationId: 'getStandardUser',
      requires: USER_MANAGERS,
      params: ClientUsernameParams,
      returns: Data(User),
      refuses: [403],
    },
    async (request) => {
      return { data: await users.find(request, 'STANDARD', request.params.username) };
    },
  );

  operation.post(
    '/clients/:clientId/users',
    {
      operationId: 'createStandardUser',
      requires: USER_MANAGERS,
      params: ClientParams,
      body: CreateStandardUser,
      attachValidation: true,
      returns: Data(User),
      status: 201,
      refuses: [403, 409],
    },
    async (request, reply) => {
      throwIfInvalid(request, CreateStandardUser);
      return reply.status(201).send({ data: await users.create(request, 'STANDARD', request.body) });
    },
  );

  operation.put(
    '/clients/:clientId/users/:username',
    {
      operationId: 'updateStandardUser',
      requires: USER_MANAGERS,
      params: ClientUsernameParams,
      body: UpdateStandardUser,
      attachValidation: true,
      returns: Data(User),
      refuses: [403, 409],
    },
    async (request) => {
      throwIfInvalid(request, UpdateStandardUser);
      return { data: await users.update(request, 'STANDARD', request.params.username, request.body) };
    },
  );

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    operation.post(
      `/clients/:clientId/users/:username/${action}`,
      {
        operationId: `${action}StandardUser`,
        requires: USER_MANAGERS,
        params: ClientUsernameParams,
        returns: Data(User),
        refuses: [403, 409],
      },
      async (request) => {
        return { data: await users.setEnabled(request, 'STANDARD', request.params.username, enabled) };
      },
    );
  }
}
