import { Type } from '@fastify/type-provider-typebox';
import { Id, Nullable } from '../../kernel/http/schemas';

export const ApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** null: the agency's key, for every client (and for creating clients). */
  clientId: Nullable(Type.Integer()),
  clientName: Nullable(Type.String()),
  /** The key's first characters (bk_live_ and four more): enough to recognise it, never enough to use it. */
  prefix: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String({ description: 'The email of the BeaconAdmin who created it' }),
  lastUsedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
});

export const NewApiKey = Type.Object({
  ...ApiKey.properties,
  key: Type.String({ description: 'The key itself: shown this once, never stored' }),
});

export const CreateApiKey = Type.Object(
  {
    // Something to tell keys apart by ("Snowflake nightly load"): not blank, no control characters.
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f]*\\S[^\\u0000-\\u001f]*$' }),
    clientId: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);

export const ApiKeyParams = Type.Object({ apiKeyId: Id });
