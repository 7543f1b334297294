import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminCreateUser } from './admin';
import { createAccount } from './create-account';
import {
  codeIn,
  cognitoCall,
  latestMail,
  TEST_ADMIN_SECRET,
  TEST_CLIENT_ID,
  TEST_POOL_ID,
  testServerOfFile,
  TEST_POOL_NAME,
} from '../../tooling/testing/identity/test-server';
import { srpSignIn } from '../../tooling/testing/identity/test-srp-client';

/** The admin screens' operations, over HTTP with the admin secret and in-process as the hub calls them. */
const server = testServerOfFile();
const password = 'Str0ng-Passw0rd!';
const admin = (operation: string, body: Record<string, unknown>) =>
  cognitoCall(
    server.url,
    operation,
    { UserPoolId: TEST_POOL_ID, ...body },
    { authorization: `Bearer ${TEST_ADMIN_SECRET}` },
  );
const signInAs = (username: string, pass: string) =>
  srpSignIn(server.url, username, pass, { poolName: TEST_POOL_NAME });
const temporaryPasswordIn = (text: string) => /temporary password is (\S+)/.exec(text)![1]!;

describe('admin operations', () => {
  it('invites a user: a temporary password by mail, a new password at first sign-in', async () => {
    const created = await admin('AdminCreateUser', {
      Username: 'Invitee@Example.com',
      UserAttributes: [{ Name: 'email', Value: 'Invitee@Example.com' }],
    });
    assert.equal(created.status, 200);
    const user = created.body.User as Record<string, unknown>;
    assert.equal(user.Username, 'invitee@example.com');
    assert.equal(user.UserStatus, 'FORCE_CHANGE_PASSWORD');
    assert.equal(user.Enabled, true);
    const mail = await latestMail(server.url, 'invitee@example.com');
    assert.ok(mail.text.includes('http://portal.test/auth/new-password?username=Invitee%40Example.com'));
    const temporary = temporaryPasswordIn(mail.text);
    const challenged = await signInAs('invitee@example.com', temporary);
    assert.equal(challenged.body.ChallengeName, 'NEW_PASSWORD_REQUIRED');
    const done = await cognitoCall(server.url, 'RespondToAuthChallenge', {
      ClientId: TEST_CLIENT_ID,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenged.body.Session,
      ChallengeResponses: { USERNAME: 'invitee@example.com', NEW_PASSWORD: password },
    });
    assert.ok((done.body.AuthenticationResult as Record<string, string>).IdToken);
    assert.equal(
      (await admin('AdminCreateUser', { Username: 'invitee@example.com' })).body.__type,
      'UsernameExistsException',
    );
  });

  it('resends an invitation with a new temporary password, only while it is unused', async () => {
    await admin('AdminCreateUser', { Username: 'late@example.com' });
    const first = temporaryPasswordIn((await latestMail(server.url, 'late@example.com')).text);
    const resent = await admin('AdminCreateUser', { Username: 'late@example.com', MessageAction: 'RESEND' });
    assert.equal((resent.body.User as Record<string, unknown>).UserStatus, 'FORCE_CHANGE_PASSWORD');
    const second = temporaryPasswordIn((await latestMail(server.url, 'late@example.com')).text);
    assert.notEqual(second, first);
    assert.equal((await signInAs('late@example.com', first)).body.__type, 'NotAuthorizedException');
    assert.equal((await signInAs('late@example.com', second)).body.ChallengeName, 'NEW_PASSWORD_REQUIRED');
    await createAccount(server.db, { email: 'settled@example.com', password }, server.identity.config);
    const refused = await admin('AdminCreateUser', { Username: 'settled@example.com', MessageAction: 'RESEND' });
    assert.equal(refused.body.__type, 'UnsupportedUserStateException');
    assert.equal(
      (await admin('AdminCreateUser', { Username: 'nobody@example.com', MessageAction: 'RESEND' })).body.__type,
      'UserNotFoundException',
    );
  });

  it('refuses a temporary password after it lapses', async () => {
    await admin('AdminCreateUser', { Username: 'slow@example.com', TemporaryPassword: 'Temp0rary-Pass!' });
    await server.db.query(
      "UPDATE identity_accounts SET temporary_password_expires_at = now() - interval '1 second' WHERE username = 'slow@example.com'",
    );
    assert.deepEqual((await signInAs('slow@example.com', 'Temp0rary-Pass!')).body, {
      __type: 'NotAuthorizedException',
      message: 'Temporary password has expired and must be reset by an administrator.',
    });
  });

  it('disables a user: sign-in and refresh refused, tokens revoked; enabling lets them back in', async () => {
    await createAccount(server.db, { email: 'leaver@example.com', password }, server.identity.config);
    const tokens = (await signInAs('leaver@example.com', password)).body.AuthenticationResult as Record<string, string>;
    assert.equal((await admin('AdminDisableUser', { Username: 'leaver@example.com' })).status, 200);
    assert.deepEqual((await signInAs('leaver@example.com', password)).body, {
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    assert.equal(
      (await cognitoCall(server.url, 'GetUser', { AccessToken: tokens.AccessToken })).body.message,
      'Access Token has been revoked',
    );
    const refresh = await cognitoCall(server.url, 'GetTokensFromRefreshToken', {
      ClientId: TEST_CLIENT_ID,
      RefreshToken: tokens.RefreshToken,
    });
    assert.equal(refresh.body.__type, 'NotAuthorizedException');
    assert.equal((await admin('AdminGetUser', { Username: 'leaver@example.com' })).body.Enabled, false);
    await admin('AdminEnableUser', { Username: 'leaver@example.com' });
    assert.ok((await signInAs('leaver@example.com', password)).body.AuthenticationResult);
  });

  it('resets a password: sign-in asks for the reset, the mailed code sets a new one', async () => {
    await createAccount(server.db, { email: 'forgetful@example.com', password }, server.identity.config);
    assert.equal((await admin('AdminResetUserPassword', { Username: 'forgetful@example.com' })).status, 200);
    assert.deepEqual((await signInAs('forgetful@example.com', password)).body, {
      __type: 'PasswordResetRequiredException',
      message: 'Password reset required for the user',
    });
    const code = codeIn((await latestMail(server.url, 'forgetful@example.com')).text);
    const confirmed = await cognitoCall(server.url, 'ConfirmForgotPassword', {
      ClientId: TEST_CLIENT_ID,
      Username: 'forgetful@example.com',
      ConfirmationCode: code,
      Password: 'Res3t-Passw0rd!',
    });
    assert.equal(confirmed.status, 200);
    assert.ok((await signInAs('forgetful@example.com', 'Res3t-Passw0rd!')).body.AuthenticationResult);
  });

  it('sets a password, permanent or temporary, under the policy', async () => {
    await createAccount(server.db, { email: 'locked-out@example.com', password }, server.identity.config);
    const weak = await admin('AdminSetUserPassword', {
      Username: 'locked-out@example.com',
      Password: 'password',
      Permanent: true,
    });
    assert.deepEqual(weak.body, {
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
    await admin('AdminSetUserPassword', {
      Username: 'locked-out@example.com',
      Password: 'Perm4nent-Pass!',
      Permanent: true,
    });
    assert.ok((await signInAs('locked-out@example.com', 'Perm4nent-Pass!')).body.AuthenticationResult);
    await admin('AdminSetUserPassword', {
      Username: 'locked-out@example.com',
      Password: 'Temp0rary-Pass!',
      Permanent: false,
    });
    assert.equal(
      (await signInAs('locked-out@example.com', 'Temp0rary-Pass!')).body.ChallengeName,
      'NEW_PASSWORD_REQUIRED',
    );
    assert.equal(
      (await admin('AdminSetUserPassword', { Username: 'nobody@example.com', Password: 'Perm4nent-Pass!' })).body
        .__type,
      'UserNotFoundException',
    );
    assert.equal(
      (await admin('AdminGetUser', { UserPoolId: 'us-east-1_other', Username: 'nobody@example.com' })).body.__type,
      'ResourceNotFoundException',
    );
  });

  it('serves the hub in-process with the same rules', async () => {
    const account = await adminCreateUser(server.identity, { email: 'hub-made@example.com' });
    assert.equal(account.status, 'FORCE_CHANGE_PASSWORD');
    const temporary = temporaryPasswordIn((await latestMail(server.url, 'hub-made@example.com')).text);
    assert.equal((await signInAs('hub-made@example.com', temporary)).body.ChallengeName, 'NEW_PASSWORD_REQUIRED');
    await assert.rejects(adminCreateUser(server.identity, { email: 'hub-made@example.com' }), {
      name: 'UsernameExistsException',
    });
  });
});

describe('createAccount (seeding)', () => {
  it('is idempotent by email and keeps the first password', async () => {
    const first = await createAccount(
      server.db,
      { email: 'Seed@Example.com', password, sub: '11111111-2222-4333-8444-555555555555' },
      server.identity.config,
    );
    assert.equal(first.created, true);
    assert.equal(first.account.sub, '11111111-2222-4333-8444-555555555555');
    const again = await createAccount(
      server.db,
      { email: 'seed@example.com', password: 'Other-Passw0rd!' },
      server.identity.config,
    );
    assert.equal(again.created, false);
    assert.equal(again.account.sub, first.account.sub);
    assert.ok((await signInAs('seed@example.com', password)).body.AuthenticationResult);
    const columns = await server.db.query<Record<string, unknown>>(
      "SELECT * FROM identity_accounts WHERE username = 'seed@example.com'",
    );
    assert.ok(!JSON.stringify(columns).includes(password), 'no password stored');
  });

  it('refuses passwords outside the policy', async () => {
    await assert.rejects(
      createAccount(server.db, { email: 'weak@example.com', password: 'weak' }, server.identity.config),
      /policy/,
    );
  });
});
