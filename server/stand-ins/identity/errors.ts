/**
 * An error answered in Cognito's form: HTTP 400 with `{ __type, message }`. Amplify turns `__type` into the
 * error's name, which is what the portal branches on, so names and messages are Cognito's own.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const incorrectCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
export const attemptsExceeded = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
export const userDisabled = () => new CognitoError('NotAuthorizedException', 'User is disabled.');
export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

/** Reads a required string member of a request body, failing as Cognito's validation does. */
export function requireString(body: Record<string, unknown>, member: string): string {
  const value = body[member];
  if (typeof value !== 'string' || value.length === 0) {
    throw invalidParameter(
      `1 validation error detected: Value at '${lowerFirst(member)}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
