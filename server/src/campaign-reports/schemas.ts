import { Type } from '@fastify/type-provider-typebox';
import { Id, IsoDate, Nullable } from '../api/schemas';
import { DIMENSION_NAMES } from './dimensions';
export const Specification = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  reportType: Type.String(),
  channelType: Type.String(),
  platforms: Type.Array(Type.String()),
  adFormats: Type.Array(Type.String()),
  objectives: Type.Array(Type.String()),
  clientId: Nullable(Type.Integer()),
});

export const Defaults = Type.Object({
  dateRange: Type.String(),
  metric: Type.String(),
  objective: Type.Optional(Type.String()),
  mapMode: Type.Optional(Type.String()),
  groupBy: Type.Array(Type.String()),
});

export const Code = Type.String({ pattern: '^[A-Z_]{2,30}$' });

export const QueryParams = Type.Object(
  {
    dateRange: Type.Optional(Type.Object({ startDate: IsoDate, endDate: IsoDate })),
    platforms: Type.Optional(Type.Array(Code, { maxItems: 20 })),
    platformAdTypes: Type.Optional(Type.Array(Code, { maxItems: 20 })),
    platformLineItemIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
    platformPixelNames: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  },
  { additionalProperties: false },
);

export const Dimension = Type.Union(DIMENSION_NAMES.map((d) => Type.Literal(d)));

export const ReportQueryBody = Type.Object(
  {
    specificationId: Type.Optional(Id),
    campaignIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
    advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
    groupBy: Type.Optional(Type.Array(Dimension, { maxItems: 4 })),
    queryParams: Type.Optional(QueryParams),
  },
  { additionalProperties: false },
);

export const ResultRow = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]));

export const QueryResult = Type.Object({ name: Type.String(), data: Type.Array(ResultRow) });
