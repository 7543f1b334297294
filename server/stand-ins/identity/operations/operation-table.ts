import type { Identity } from '../identity';
import type { RequestBody } from '../requests';
import {
  adminCreateUserOperation,
  adminDisableUserOperation,
  adminEnableUserOperation,
  adminGetUserOperation,
  adminResetUserPasswordOperation,
  adminSetUserPasswordOperation,
} from './admin-operations';
import { changePassword } from './change-password';
import { confirmForgotPassword, forgotPassword } from './forgot-password';
import { getUser } from './get-user';
import { initiateAuth } from './initiate-auth';
import { getTokensFromRefreshToken } from './refresh-tokens';
import { respondToAuthChallenge } from './respond-to-auth-challenge';
import { globalSignOut, revokeToken } from './sign-out';
import { signUp } from './sign-up';

export type Operation = (identity: Identity, body: RequestBody) => Promise<object>;

/** The operations of AWSCognitoIdentityProviderService this service answers, by X-Amz-Target name. */
export const PUBLIC_OPERATIONS: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  SignUp: signUp,
};

/** Admin operations: AWS signs these with IAM credentials; here they need the configured admin secret. */
export const ADMIN_OPERATIONS: Record<string, Operation> = {
  AdminCreateUser: adminCreateUserOperation,
  AdminSetUserPassword: adminSetUserPasswordOperation,
  AdminResetUserPassword: adminResetUserPasswordOperation,
  AdminDisableUser: adminDisableUserOperation,
  AdminEnableUser: adminEnableUserOperation,
  AdminGetUser: adminGetUserOperation,
};
