import { accessOf } from '../../../kernel/access/path-guard';
import { Type } from 'typebox';
import { Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { flagsFor } from '../../../domains/feature-flags/queries';
import { SIGNED_IN } from '../../../kernel/access/requirements';

const FlagName = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,79}$' });

/** "Is any of these flags on for me?": a flag is on for everyone, for internal users only, or for no one. */
export async function featureFlagRoutes(api: Api, { db }: ApiDeps) {
  const operation = operations(api, ['Feature flags']);
  operation.get(
    '/feature-flags/check',
    {
      operationId: 'checkFeatureFlags',
      requires: SIGNED_IN,
      querystring: Type.Object({ flags: Type.Array(FlagName, { minItems: 1, maxItems: 10 }) }),
      returns: Data(Type.Object({ enabled: Type.Boolean(), flags: Type.Record(Type.String(), Type.Boolean()) })),
    },
    async (request) => {
      const internal = accessOf(request).user.type === 'INTERNAL';
      const flags = await flagsFor(db, request.query.flags, internal);
      return { data: { enabled: Object.values(flags).some(Boolean), flags } };
    },
  );
}
