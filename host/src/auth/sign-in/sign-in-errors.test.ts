import {
  isAlreadySignedInError,
  loginErrorAlert,
  newPasswordErrorAlert,
  passwordResetErrorAlert,
} from './sign-in-errors';

// Amplify v6 throws AuthError with the pool's exception name as `name`.
function authError(name: string, message = 'Something') {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('login alerts', () => {
  it('says the login failed for a wrong password or an unknown user', () => {
    const alert = { title: 'Login failed', detail: 'Incorrect username or password' };
    expect(loginErrorAlert(authError('NotAuthorizedException', 'Incorrect username or password.'))).toEqual(alert);
    expect(loginErrorAlert(authError('UserNotFoundException'))).toEqual(alert);
  });

  it('says to wait when the attempt limit is reached', () => {
    const alert = {
      title: 'Too many attempts',
      detail: 'The attempt limit was exceeded. Wait a few hours and try again.',
    };
    expect(loginErrorAlert(authError('NotAuthorizedException', 'Password attempts exceeded'))).toEqual(alert);
    expect(loginErrorAlert(authError('LimitExceededException'))).toEqual(alert);
    expect(loginErrorAlert({ code: 'LimitExceededException' })).toEqual(alert);
    // The identity service's per-address throttle.
    expect(loginErrorAlert(authError('TooManyRequestsException', 'Too many requests'))).toEqual(alert);
  });

  it('owns up to anything else', () => {
    const alert = { title: 'Unexpected Error', detail: 'Something went wrong on our side. Please try again later' };
    expect(loginErrorAlert(authError('InternalErrorException'))).toEqual(alert);
    expect(loginErrorAlert(new TypeError('Failed to fetch'))).toEqual(alert);
    expect(loginErrorAlert(undefined)).toEqual(alert);
  });

  it('continues an open session instead of alerting', () => {
    expect(isAlreadySignedInError(authError('UserAlreadyAuthenticatedException'))).toBe(true);
    expect(isAlreadySignedInError(authError('NotAuthorizedException'))).toBe(false);
  });
});

describe('password reset alerts', () => {
  it('says to wait at the attempt limit and to use the last code otherwise', () => {
    expect(passwordResetErrorAlert(authError('LimitExceededException')).title).toBe('Too many attempts');
    expect(passwordResetErrorAlert(authError('TooManyRequestsException')).title).toBe('Too many attempts');
    expect(passwordResetErrorAlert(authError('CodeMismatchException'))).toEqual({
      title: 'Password reset failed',
      detail: "Make sure you're using the last code you received.",
    });
    expect(passwordResetErrorAlert(authError('ExpiredCodeException')).title).toBe('Password reset failed');
  });
});

describe('new password alerts', () => {
  it('says the temporary password is wrong when not authorised', () => {
    expect(newPasswordErrorAlert(authError('NotAuthorizedException'))).toEqual({
      title: "Temporary password doesn't match our records",
      detail: 'Try again later',
    });
  });

  it('apologises for anything else', () => {
    expect(newPasswordErrorAlert(authError('InvalidPasswordException'))).toEqual({
      title: 'New password procedure failed',
      detail: 'We apologize, something went wrong on our end.',
    });
  });
});
