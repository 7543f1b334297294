import { Type } from '@fastify/type-provider-typebox';
import { Id, Nullable } from '../api/schemas';
export const AudienceParams = Type.Object({ clientId: Id, audienceId: Id });

export const Audience = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  segmentType: Type.String(),
  description: Type.String(),
  advertiserId: Type.Integer(),
  counts: Type.Object({
    deviceCount: Nullable(Type.Integer()),
    householdCount: Nullable(Type.Integer()),
    asOf: Nullable(Type.String()),
  }),
});

export const CountPoint = Type.Object({
  day: Type.String(),
  deviceCount: Type.Integer(),
  householdCount: Type.Integer(),
});

export const AudienceReport = Type.Object({ id: Type.Integer(), name: Type.String(), queryName: Type.String() });

export const QueryName = Type.Union(
  ['AGE', 'GENDER', 'INCOME', 'INTERESTS', 'WEB_INSIGHTS'].map((q) => Type.Literal(q)),
);

export const QueryResult = Type.Object({
  name: Type.String(),
  data: Type.Array(
    Type.Object({ label: Type.String(), value: Type.Number(), index: Type.Number(), share: Nullable(Type.Number()) }),
  ),
});
