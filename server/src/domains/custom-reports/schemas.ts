import { Type } from 'typebox';
import { Nullable } from '../../kernel/http/schemas';
export const Destination = Type.Union([
  Type.Literal('ADVERTISER_OVERVIEW'),
  Type.Literal('ADVERTISER_DASHBOARD'),
  Type.Literal('CLIENT_DASHBOARD'),
]);

export const CustomReport = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  description: Type.String(),
  destination: Type.String(),
  advertiserId: Nullable(Type.Integer()),
  campaignId: Nullable(Type.Integer()),
  createdAt: Type.String(),
});

export const NewCustomReport = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    url: Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$' }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    destination: Destination,
  },
  { additionalProperties: false },
);
