import { CognitoError } from '../errors';
import type { Identity } from '../identity';
import { assertClient, type RequestBody } from '../requests';

/**
 * SignUp: the pool lets only administrators create users (AllowAdminCreateUserOnly), so after the client is
 * checked it is refused as Cognito refuses it; accounts come from an invitation (AdminCreateUser).
 */
export async function signUp(identity: Identity, body: RequestBody): Promise<object> {
  assertClient(identity, body);
  throw new CognitoError('NotAuthorizedException', 'SignUp is not permitted for this user pool');
}
