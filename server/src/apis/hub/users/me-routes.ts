import { accessOf } from '../../../kernel/access/path-guard';
import { invalidField } from '../../../kernel/http/errors';
import { Data, Nullable } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import { Type } from 'typebox';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { markOnboardingTourSeen, onboardingTourOf } from '../../../domains/users/onboarding-tour';
import { acceptTermsOfUse, renameUser, userById } from '../../../domains/users/queries';
import { PatchMe, User } from '../../../domains/users/schemas';
import { SIGNED_IN } from '../../../kernel/access/requirements';

const OnboardingTour = Type.Object({ seen: Type.Boolean(), seenAt: Nullable(Type.String()) });

/** The signed-in user: read, rename, accept the terms of use, the first-visit tour seen. */
export async function meRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Users']);
  operation.read('/users/me', { operationId: 'getMe', requires: SIGNED_IN, returns: User }, (request) =>
    userById(db, accessOf(request).user.id),
  );

  operation.patch(
    '/users/me',
    { operationId: 'patchMe', requires: SIGNED_IN, body: PatchMe, returns: Data(User) },
    async (request) => {
      const id = accessOf(request).user.id;
      // Unknown properties are stripped by validation: a body left with nothing to change is an error, not a no-op.
      if (request.body.firstName === undefined && request.body.lastName === undefined) {
        throw invalidField('body', 'must contain firstName or lastName');
      }
      await renameUser(db, id, request.body);
      return { data: await userById(db, id) };
    },
  );

  operation.post(
    '/users/me/terms-of-use',
    { operationId: 'acceptTermsOfUse', requires: SIGNED_IN, returns: Data(User) },
    async (request) => {
      const id = accessOf(request).user.id;
      await acceptTermsOfUse(db, id);
      return { data: await userById(db, id) };
    },
  );

  operation.read(
    '/users/me/onboarding-tour',
    { operationId: 'getOnboardingTour', requires: SIGNED_IN, returns: OnboardingTour },
    (request) => onboardingTourOf(db, accessOf(request).user.id),
  );

  operation.put(
    '/users/me/onboarding-tour',
    { operationId: 'markOnboardingTourSeen', requires: SIGNED_IN, returns: Data(OnboardingTour) },
    async (request) => ({ data: await markOnboardingTourSeen(db, accessOf(request).user.id) }),
  );
}
