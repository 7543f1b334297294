import { Type } from 'typebox';
import { Nullable } from '../../kernel/http/schemas';
export const Category = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  productCount: Type.Integer(),
});

export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  pricing: Type.String(),
  startingPrice: Nullable(Type.Number()),
  category: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
});
