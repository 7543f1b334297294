import { Type } from 'typebox';
import { Id } from '../../kernel/http/schemas';
import { issuedSecretFields } from '../api-keys/issued-secrets';

export const DeployToken = Type.Object({
  id: Type.Integer(),
  remote: Type.String({ description: 'The one remote the token releases, canaries, promotes and rolls back' }),
  ...issuedSecretFields('The email of the BeaconAdmin who issued it'),
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
