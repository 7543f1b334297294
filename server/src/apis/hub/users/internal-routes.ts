import { Type } from 'typebox';
import { Data, PageInfo, fetchPage } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { internalUsers } from '../../../domains/users/queries';
import { CreateInternalUser, UpdateInternalUser, User, UsernameParams } from '../../../domains/users/schemas';
import { ADMINISTRATION } from '../../../kernel/access/requirements';
import { UserListQuery, userOperations } from './user-kind-routes';

/** The agency's own users, for BeaconAdmin only; the flows are the users service's. */
export async function internalUserRoutes(api: Api, deps: ApiDeps) {
  const { db } = deps;
  const operation = operations(api, ['Internal users']);

  operation.get(
    '/internal-users',
    {
      operationId: 'listInternalUsers',
      requires: ADMINISTRATION,
      querystring: UserListQuery,
      returns: Data(Type.Object({ content: Type.Array(User), page: PageInfo })),
      refuses: [403],
    },
    async (request) => {
      const page = await fetchPage(request.query, (limit, offset) => internalUsers(db, request.query, limit, offset));
      return { data: { content: page.data, page: page.page } };
    },
  );

  userOperations(operation, deps, {
    kind: 'INTERNAL',
    name: 'Internal',
    base: '/internal-users',
    userParams: UsernameParams,
    requires: ADMINISTRATION,
    create: CreateInternalUser,
    update: UpdateInternalUser,
  });
}
