import type { AccessRequirement } from '@beacon/shared/contract';
import { Type } from 'typebox';
import { Data, PageQuery, SearchText, type ClientParams } from '../../../kernel/http/schemas';
import type { operations } from '../../../kernel/http/operation';
import {
  type ClientUsernameParams,
  type CreateInternalUser,
  type CreateStandardUser,
  type UpdateInternalUser,
  type UpdateStandardUser,
  User,
  type UsernameParams,
} from '../../../domains/users/schemas';
import { usersService, type UserKind } from '../../../domains/users/service';
import type { ApiDeps } from '../deps';
import { throwIfInvalid } from '../../../domains/users/validation';

/** Both user lists' query: searched and paged; the archived toggle ("Show disabled" unticked) sends `enabled`. */
export const UserListQuery = Type.Object({
  search: Type.Optional(SearchText),
  // true lists the enabled users only, false the disabled (archived) ones; absent, everyone.
  enabled: Type.Optional(Type.Boolean()),
  ...PageQuery,
});

/** What tells a client's users and the agency's own apart in their routes: where they are, who manages them, forms. */
export interface UserKindRoutes {
  kind: UserKind;
  /** As operation ids say it: `getStandardUser`. */
  name: 'Standard' | 'Internal';
  /** The list's path, where a user is created. */
  base: string;
  /** The list's path parameters (a client's), if any. */
  params?: typeof ClientParams;
  /** One user's path parameters. */
  userParams: typeof ClientUsernameParams | typeof UsernameParams;
  requires: AccessRequirement;
  create: typeof CreateStandardUser | typeof CreateInternalUser;
  update: typeof UpdateStandardUser | typeof UpdateInternalUser;
}

/**
 * One user's operations, alike for both kinds: read them, create one, change one (optimistic locking: the dialog
 * fetched the user first and sends the version it saw), disable and enable. The flows are the users service's.
 */
export function userOperations(
  operation: ReturnType<typeof operations>,
  deps: ApiDeps,
  { kind, name, base, params, userParams, requires, create, update }: UserKindRoutes,
) {
  const users = usersService(deps);
  const user = `${base}/:username`;
  operation.get(
    user,
    { operationId: `get${name}User`, requires, params: userParams, returns: Data(User), refuses: [403] },
    async (request) => ({ data: await users.find(request, kind, request.params.username) }),
  );

  operation.post(
    base,
    {
      operationId: `create${name}User`,
      requires,
      ...(params ? { params } : {}),
      body: create,
      attachValidation: true,
      returns: Data(User),
      status: 201,
      refuses: [403, 409],
    },
    async (request, reply) => {
      throwIfInvalid(request, create);
      return reply.status(201).send({ data: await users.create(request, kind, request.body) });
    },
  );

  operation.put(
    user,
    {
      operationId: `update${name}User`,
      requires,
      params: userParams,
      body: update,
      attachValidation: true,
      returns: Data(User),
      refuses: [403, 409],
    },
    async (request) => {
      throwIfInvalid(request, update);
      return { data: await users.update(request, kind, request.params.username, request.body) };
    },
  );

  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    operation.post(
      `${user}/${action}`,
      { operationId: `${action}${name}User`, requires, params: userParams, returns: Data(User), refuses: [403, 409] },
      async (request) => ({ data: await users.setEnabled(request, kind, request.params.username, enabled) }),
    );
  }
}
