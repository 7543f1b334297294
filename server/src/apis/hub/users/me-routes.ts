import { accessOf } from '../../../kernel/access/path-guard';
import { HttpError } from '../../../kernel/http/errors';
import { Data, errors, Nullable } from '../../../kernel/http/schemas';
import { Type } from '@fastify/type-provider-typebox';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { markOnboardingTourSeen, onboardingTourOf } from '../../../domains/users/onboarding-tour';
import { acceptTermsOfUse, renameUser, userById } from '../../../domains/users/queries';
import { PatchMe, User } from '../../../domains/users/schemas';
import { SIGNED_IN } from '../../../kernel/access/requirements';

const OnboardingTour = Type.Object({ seen: Type.Boolean(), seenAt: Nullable(Type.String()) });

/** The signed-in user: read, rename, accept the terms of use, the first-visit tour seen. */
export async function meRoutes(api: Api, { db }: ApiDeps) {
  const tags = ['Users'];
  api.get(
    '/users/me',
    {
      config: { requires: SIGNED_IN },
      schema: { tags, operationId: 'getMe', response: { 200: Data(User), ...errors } },
    },
    async (request) => ({
      data: await userById(db, accessOf(request).user.id),
    }),
  );

  api.patch(
    '/users/me',
    {
      config: { requires: SIGNED_IN },
      schema: { tags, operationId: 'patchMe', body: PatchMe, response: { 200: Data(User), ...errors } },
    },
    async (request) => {
      const id = accessOf(request).user.id;
      // Unknown properties are stripped by validation: a body left with nothing to change is an error, not a no-op.
      if (request.body.firstName === undefined && request.body.lastName === undefined) {
        throw new HttpError(400, 'Invalid body', [{ field: 'body', message: 'must contain firstName or lastName' }]);
      }
      await renameUser(db, id, request.body);
      return { data: await userById(db, id) };
    },
  );

  api.post(
    '/users/me/terms-of-use',
    {
      config: { requires: SIGNED_IN },
      schema: { tags, operationId: 'acceptTermsOfUse', response: { 200: Data(User), ...errors } },
    },
    async (request) => {
      const id = accessOf(request).user.id;
      await acceptTermsOfUse(db, id);
      return { data: await userById(db, id) };
    },
  );

  api.get(
    '/users/me/onboarding-tour',
    {
      config: { requires: SIGNED_IN },
      schema: { tags, operationId: 'getOnboardingTour', response: { 200: Data(OnboardingTour), ...errors } },
    },
    async (request) => ({ data: await onboardingTourOf(db, accessOf(request).user.id) }),
  );

  api.put(
    '/users/me/onboarding-tour',
    {
      config: { requires: SIGNED_IN },
      schema: { tags, operationId: 'markOnboardingTourSeen', response: { 200: Data(OnboardingTour), ...errors } },
    },
    async (request) => ({ data: await markOnboardingTourSeen(db, accessOf(request).user.id) }),
  );
}
