import { Type } from 'typebox';
import { Nullable } from '../../kernel/http/schemas';
export const ClientSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  label: Type.String(),
  apps: Type.Array(Type.String()),
  brand: Type.String(),
  website: Nullable(Type.String()),
});

export const AdvertiserRef = Type.Object({ id: Type.Integer(), name: Type.String(), website: Nullable(Type.String()) });

export const Client = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  apps: Type.Array(Type.String()),
  brand: Type.String(),
  website: Nullable(Type.String()),
  advertiserGroups: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      advertiserIds: Type.Array(Type.Integer()),
      advertisers: Type.Array(AdvertiserRef),
    }),
  ),
});

export const TeamMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  isAccountManager: Type.Boolean(),
  hasPhoto: Type.Boolean(),
});
