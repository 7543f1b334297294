import {
  RECOVERY_CODE_HINT,
  canEnterNewPassword,
  canRequestResetCode,
  canResetPassword,
  canSetNewPassword,
  canSubmitLogin,
} from './sign-in-forms';

describe('login form', () => {
  it('signs in only with both an email and a password', () => {
    expect(canSubmitLogin({ email: 'jane@agency.com', password: 'secret' })).toBe(true);
    expect(canSubmitLogin({ email: '', password: 'secret' })).toBe(false);
    expect(canSubmitLogin({ email: '   ', password: 'secret' })).toBe(false);
    expect(canSubmitLogin({ email: 'jane@agency.com', password: '' })).toBe(false);
  });
});

describe('forgot password, step 1', () => {
  it('enables Submit once an email is typed and nothing is in flight', () => {
    expect(canRequestResetCode({ email: 'jane@agency.com', busy: false })).toBe(true);
    expect(canRequestResetCode({ email: 'jane@agency.com', busy: true })).toBe(false);
    expect(canRequestResetCode({ email: '', busy: false })).toBe(false);
  });
});

describe('forgot password, step 2', () => {
  const good = { code: '123456', password: 'Summer#2026', confirmation: 'Summer#2026' };

  it('keeps the password fields disabled until a code is typed', () => {
    expect(canEnterNewPassword('')).toBe(false);
    expect(canEnterNewPassword('1')).toBe(true);
  });

  it('needs a 6-character code and matching passwords', () => {
    expect(canResetPassword(good)).toBe(true);
    expect(canResetPassword({ ...good, code: '12345' })).toBe(false);
    expect(canResetPassword({ ...good, code: '1234567' })).toBe(false);
    expect(canResetPassword({ ...good, confirmation: 'Summer#2027' })).toBe(false);
  });

  it('tells the user where the code came from', () => {
    expect(RECOVERY_CODE_HINT).toBe('This code was sent to your email.');
  });
});

describe('new password form', () => {
  const good = {
    username: 'jane',
    temporaryPassword: 'Tm',
    newPassword: 'Summer#2026',
    confirmation: 'Summer#2026',
    busy: false,
  };

  it('completes registration with matching passwords, a username and a temporary password', () => {
    expect(canSetNewPassword(good)).toBe(true);
  });

  it('blocks a short username or temporary password, a mismatch, or a second click', () => {
    expect(canSetNewPassword({ ...good, username: 'ja' })).toBe(false);
    expect(canSetNewPassword({ ...good, temporaryPassword: 'T' })).toBe(false);
    expect(canSetNewPassword({ ...good, confirmation: 'Summer#2025' })).toBe(false);
    expect(canSetNewPassword({ ...good, busy: true })).toBe(false);
  });
});
