import { HttpError } from '../api/errors';
import { Data, errors } from '../api/schemas';
import type { Api, ApiDeps } from '../api/types';
import { userById } from './queries';
import { PatchMe, User } from './schemas';

/** The signed-in user: read, rename, accept the terms of use. */
export async function meRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Users'];
  api.get(
    '/users/me',
    { schema: { tags, operationId: 'getMe', response: { 200: Data(User), ...errors } } },
    async (request) => ({
      data: await userById(db, request.access!.user.id),
    }),
  );

  api.patch(
    '/users/me',
    { schema: { tags, operationId: 'patchMe', body: PatchMe, response: { 200: Data(User), ...errors } } },
    async (request) => {
      const id = request.access!.user.id;
      // Unknown properties are stripped by validation: a body left with nothing to change is an error, not a no-op.
      if (request.body.firstName === undefined && request.body.lastName === undefined) {
        throw new HttpError(400, 'Invalid body', [{ field: 'body', message: 'must contain firstName or lastName' }]);
      }
      await db.query(
        `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
      version = version + 1, updated_at = now() WHERE id = $1`,
        [id, request.body.firstName ?? null, request.body.lastName ?? null],
      );
      return { data: await userById(db, id) };
    },
  );

  api.post(
    '/users/me/terms-of-use',
    {
      schema: { tags, operationId: 'acceptTermsOfUse', response: { 200: Data(User), ...errors } },
    },
    async (request) => {
      const id = request.access!.user.id;
      await db.query(
        'UPDATE users SET terms_accepted_at = COALESCE(terms_accepted_at, now()), updated_at = now() WHERE id = $1',
        [id],
      );
      return { data: await userById(db, id) };
    },
  );
}
