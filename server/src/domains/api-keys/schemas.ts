import { Type } from 'typebox';
import { Id, Nullable } from '../../kernel/http/schemas';
import { issuedSecretFields } from './issued-secrets';

export const ApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** null: the agency's key, for every client (and for creating clients). */
  clientId: Nullable(Type.Integer()),
  clientName: Nullable(Type.String()),
  ...issuedSecretFields('The email of the BeaconAdmin who created it'),
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
