import { Type } from '@fastify/type-provider-typebox';
import { Id, Nullable } from '../../kernel/http/schemas';

export const DeployToken = Type.Object({
  id: Type.Integer(),
  remote: Type.String({ description: 'The one remote the token releases, canaries, promotes and rolls back' }),
  /** The token's first characters (bd_live_ and four more): enough to recognise it, never enough to use it. */
  prefix: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String({ description: 'The email of the BeaconAdmin who issued it' }),
  lastUsedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
});

export const NewDeployToken = Type.Object({
  ...DeployToken.properties,
  token: Type.String({ description: 'The token itself: shown this once, never stored' }),
});

export const CreateDeployToken = Type.Object(
  { remote: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

export const DeployTokenParams = Type.Object({ deployTokenId: Id });
