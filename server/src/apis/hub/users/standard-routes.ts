import { scopeOf } from '../../../kernel/access/path-guard';
import { ClientParams } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { standardUsers } from '../../../domains/users/queries';
import { ClientUsernameParams, CreateStandardUser, UpdateStandardUser, User } from '../../../domains/users/schemas';
import { USER_MANAGERS } from '../../../kernel/access/requirements';
import { UserListQuery, userOperations } from './user-kind-routes';

/** A client's users, for its managers and agency staff; the flows are the users service's. */
export async function standardUserRoutes(api: Api, deps: ApiDeps) {
  const { db } = deps;
  const operation = operations(api, ['Users']);

  operation.readPage(
    '/clients/:clientId/users',
    {
      operationId: 'listStandardUsers',
      requires: USER_MANAGERS,
      params: ClientParams,
      querystring: UserListQuery,
      returns: User,
      refuses: [403],
    },
    (request, limit, offset) => standardUsers(db, scopeOf(request), request.query, limit, offset),
  );

  userOperations(operation, deps, {
    kind: 'STANDARD',
    name: 'Standard',
    base: '/clients/:clientId/users',
    params: ClientParams,
    userParams: ClientUsernameParams,
    requires: USER_MANAGERS,
    create: CreateStandardUser,
    update: UpdateStandardUser,
  });
}
