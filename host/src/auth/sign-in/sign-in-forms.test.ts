import { expectEach } from '@beacon/shared/testing';
import {
  RECOVERY_CODE_HINT,
  canEnterNewPassword,
  canRequestResetCode,
  canResetPassword,
  canSetNewPassword,
  canSubmitLogin,
} from './sign-in-forms';

describe('login form', () => {
  it('signs in only with both an email and a password', () =>
    expectEach(canSubmitLogin, [
      [{ email: 'jane@agency.com', password: 'secret' }, true],
      [{ email: '', password: 'secret' }, false],
      [{ email: '   ', password: 'secret' }, false],
      [{ email: 'jane@agency.com', password: '' }, false],
    ]));
});

describe('forgot password, step 1', () => {
  it('enables Submit once an email is typed and nothing is in flight', () =>
    expectEach(canRequestResetCode, [
      [{ email: 'jane@agency.com', busy: false }, true],
      [{ email: 'jane@agency.com', busy: true }, false],
      [{ email: '', busy: false }, false],
    ]));
});

describe('forgot password, step 2', () => {
  const good = { code: '123456', password: 'Summer#2026', confirmation: 'Summer#2026' };

  it('keeps the password fields disabled until a code is typed', () =>
    expectEach(canEnterNewPassword, [
      ['', false],
      ['1', true],
    ]));

  it('needs a 6-character code and matching passwords', () =>
    expectEach(canResetPassword, [
      [good, true],
      [{ ...good, code: '12345' }, false],
      [{ ...good, code: '1234567' }, false],
      [{ ...good, confirmation: 'Summer#2027' }, false],
    ]));

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

  it('blocks a short username or temporary password, a mismatch, or a second click', () =>
    expectEach(canSetNewPassword, [
      [{ ...good, username: 'ja' }, false],
      [{ ...good, temporaryPassword: 'T' }, false],
      [{ ...good, confirmation: 'Summer#2025' }, false],
      [{ ...good, busy: true }, false],
    ]));
});
