import { Type } from 'typebox';
import { Id, Nullable } from '../../kernel/http/schemas';
import { brandImageUrl, type ClientBrand } from '../../kernel/brand/client-brands';

const Colour = Type.String({ maxLength: 32, description: '#rrggbb' });

const LoginBackgroundBody = Type.Object(
  {
    kind: Type.String({ maxLength: 20, description: 'colour, gradient or image' }),
    colour: Type.Optional(Colour),
    angle: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    stops: Type.Optional(Type.Array(Type.Integer({ minimum: -100, maximum: 100 }), { maxItems: 10 })),
  },
  { additionalProperties: false },
);

/** What the editor sends; the checks that name each field are checkBrand's (checks.ts). */
export const BrandBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    palette: Type.Array(Colour, { minItems: 7, maxItems: 7, description: 'seven colours; the first leads' }),
    ink: Colour,
    loginBackground: LoginBackgroundBody,
    hosts: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);

export const BrandDocument = Type.Object(
  {
    clientId: Id,
    name: Type.String(),
    palette: Type.Array(Type.String()),
    ink: Type.String(),
    loginBackground: LoginBackgroundBody,
    hosts: Type.Array(Type.String()),
    logoUrl: Nullable(Type.String()),
    backgroundUrl: Nullable(Type.String()),
    updatedBy: Nullable(Type.String()),
    updatedAt: Type.String(),
  },
  { title: 'BrandDocument' },
);

export function brandDocument(brand: ClientBrand) {
  return {
    clientId: brand.clientId,
    name: brand.name,
    palette: [...brand.palette],
    ink: brand.ink,
    loginBackground: brand.loginBackground,
    hosts: brand.hosts,
    logoUrl: brand.logo ? brandImageUrl(brand, 'logo') : null,
    backgroundUrl: brand.background ? brandImageUrl(brand, 'background') : null,
    updatedBy: brand.updatedBy,
    updatedAt: brand.updatedAt,
  };
}
