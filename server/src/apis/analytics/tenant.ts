import { Type } from 'typebox';
import { reachableClients } from '../../kernel/access/scoped';
import { Data, Nullable } from '../../kernel/http/schemas';
import { operations } from '../../kernel/http/operation';
import { accessOf } from '../../domains/analytics/access';
import { API_TOKEN_SOURCE_TYPES, SOURCE_TYPES, SOURCE_TYPE_NAMES } from '../../kernel/config/sources';
import type { AnalyticsApi, AnalyticsDeps } from './types';
import { SIGNED_IN } from '../../kernel/access/requirements';

const Tenant = Type.Object({
  user: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    email: Type.String(),
    type: Type.String(),
    role: Type.String(),
  }),
  impersonatedBy: Nullable(Type.Object({ id: Type.Integer(), email: Type.String() })),
  allClients: Type.Boolean(),
  clients: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  advertiserIds: Nullable(Type.Array(Type.Integer())),
  termsOfUseAccepted: Type.Boolean(),
  sourceTypes: Type.Array(
    Type.Object({
      sourceType: Type.String(),
      name: Type.String(),
      oauth: Type.Boolean(),
      /** Connected with an API token a person pastes (The Trade Desk), not by OAuth. */
      apiToken: Type.Boolean(),
      /** The ad platforms whose delivery it brings, placed on line items; none for a CRM or accounting system. */
      platforms: Type.Array(Type.String()),
    }),
  ),
});

/** GET /tenant: who the analytics API takes the caller to be, and what they reach. */
export async function tenantRoutes(api: AnalyticsApi, { db }: AnalyticsDeps) {
  const operation = operations(api, ['Tenant']);
  operation.get(
    '/tenant',
    { operationId: 'getTenant', requires: SIGNED_IN, returns: Data(Tenant) },
    async (request) => {
      const scope = accessOf(request);
      const { user } = scope;
      const clients = await reachableClients(db, scope)
        .select(['c.id', 'c.name'])
        .orderBy('c.name')
        .orderBy('c.id')
        .execute();
      const actor = request.impersonation?.actor;
      return {
        data: {
          user: { id: user.id, username: user.username, email: user.email, type: user.type, role: user.role },
          impersonatedBy: actor ? { id: actor.id, email: actor.email } : null,
          allClients: scope.allClients,
          clients,
          advertiserIds: scope.advertiserIds === null ? null : [...scope.advertiserIds],
          termsOfUseAccepted: user.termsOfUseAccepted,
          sourceTypes: SOURCE_TYPE_NAMES.map((s) => ({
            sourceType: s,
            name: SOURCE_TYPES[s].label,
            oauth: SOURCE_TYPES[s].oauth,
            apiToken: API_TOKEN_SOURCE_TYPES.includes(s),
            platforms: [...SOURCE_TYPES[s].platforms],
          })),
        },
      };
    },
  );
}
