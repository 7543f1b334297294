import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { publicAuthConfig } from './config';
import { createAccount } from './create-account';
import {
  codeIn,
  cognitoCall,
  latestMail,
  startTestServer,
  testServerOfFile,
  TEST_CLIENT_ID,
  type TestServer,
} from '../../tooling/testing/identity/test-server';

/**
 * Unmodified Amplify v6, in Node, against the service on a real port: the calls the portal's sign-in, new-password,
 * forgot-password and sign-out screens make. Amplify's only Node need is a token store (it has no localStorage).
 */
const storage = new Map<string, string>();

/** Amplify.configure resets the token store to its default, so ours is set again after every configure. */
function configureAmplify(target: TestServer): void {
  Amplify.configure(publicAuthConfig(target.identity.config, target.url));
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (key, value) => void storage.set(key, value),
    getItem: async (key) => storage.get(key) ?? null,
    removeItem: async (key) => void storage.delete(key),
    clear: async () => storage.clear(),
  });
}

const storedRefreshToken = () => [...storage.entries()].find(([key]) => key.endsWith('.refreshToken'))?.[1];

async function rejectsWith(promise: Promise<unknown>, name: string, message?: string): Promise<void> {
  await assert.rejects(promise, (error: Error) => {
    assert.equal(error.name, name, `${error.name}: ${error.message}`);
    if (message !== undefined) assert.equal(error.message, message);
    return true;
  });
}

/** A sign-in Cognito refuses with NotAuthorizedException (and `message`, when given). */
const signInRefused = (username: string, password: string, message?: string) =>
  rejectsWith(signIn({ username, password }), 'NotAuthorizedException', message);

async function signedIn(username: string, password: string) {
  const result = await signIn({ username, password });
  assert.equal(result.isSignedIn, true);
  assert.equal(result.nextStep.signInStep, 'DONE');
  const { tokens } = await fetchAuthSession();
  assert.ok(tokens?.idToken && tokens.accessToken);
  return tokens;
}

const password = 'Str0ng-Passw0rd!';
const account = (name: string) => `${name}@example.com`;
const server = testServerOfFile({
  accounts: [
    ...['ada', 'bob', 'cyd', 'dee', 'eve', 'fay'].map((name) => ({ email: account(name), password })),
    { email: account('newbie'), password: 'Temp0rary-Pass!', temporary: true },
  ],
  ready: configureAmplify,
});

beforeEach(async () => {
  await signOut();
});

describe('Amplify against the identity service', () => {
  it('signs in with SRP; the tokens verify against the JWKS with Cognito claims', async () => {
    const tokens = await signedIn('Ada@Example.com', password);
    const jwks = createRemoteJWKSet(new URL(`${server.url}/identity/.well-known/jwks.json`));
    const issuer = server.identity.config.issuer;
    const { payload: id } = await jwtVerify(tokens.idToken!.toString(), jwks, { issuer, audience: TEST_CLIENT_ID });
    const { payload: access } = await jwtVerify(tokens.accessToken.toString(), jwks, { issuer });
    assert.equal(id.token_use, 'id');
    assert.equal(id.email, 'ada@example.com');
    assert.equal(id.email_verified, true);
    assert.equal(id['cognito:username'], 'ada@example.com');
    assert.match(String(id.sub), /^[0-9a-f-]{36}$/);
    for (const claim of ['auth_time', 'exp', 'iat', 'jti', 'origin_jti']) assert.ok(id[claim], claim);
    assert.equal(access.token_use, 'access');
    assert.equal(access.client_id, TEST_CLIENT_ID);
    assert.equal(access.username, 'ada@example.com');
    assert.equal(access.scope, 'aws.cognito.signin.user.admin');
    assert.equal(access.sub, id.sub);
    assert.equal(access.origin_jti, id.origin_jti);
    // GetUser through Amplify.
    const attributes = await fetchUserAttributes();
    assert.equal(attributes.email, 'ada@example.com');
    assert.equal(attributes.sub, id.sub);
  });

  it('refuses a wrong password and an unknown user with the same NotAuthorizedException', async () => {
    await signInRefused(account('bob'), 'Wr0ng-Passw0rd!', 'Incorrect username or password.');
    await signInRefused(account('nobody'), password, 'Incorrect username or password.');
  });

  it('locks the account after repeated failures: "Password attempts exceeded", even for the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt++)
      await signInRefused(account('cyd'), `Wr0ng-${attempt}-Pass!`, 'Incorrect username or password.');
    await signInRefused(account('cyd'), 'Wr0ng-6-Pass!', 'Password attempts exceeded');
    await signInRefused(account('cyd'), password, 'Password attempts exceeded');
    // Once the lock lapses the right password works again and clears the count.
    await server.db.query(
      "UPDATE identity_accounts SET locked_until = now() - interval '1 second' WHERE username = $1",
      [account('cyd')],
    );
    await signedIn(account('cyd'), password);
  });

  it('asks a temporary-password account for a new password and finishes with confirmSignIn', async () => {
    const first = await signIn({ username: account('newbie'), password: 'Temp0rary-Pass!' });
    assert.equal(first.isSignedIn, false);
    assert.equal(first.nextStep.signInStep, 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    await rejectsWith(confirmSignIn({ challengeResponse: 'weakpassword' }), 'InvalidPasswordException');
    // The same session survives a refused password.
    const done = await confirmSignIn({ challengeResponse: 'N3w-Passw0rd!' });
    assert.equal(done.isSignedIn, true);
    assert.equal(done.nextStep.signInStep, 'DONE');
    await signOut();
    await signInRefused(account('newbie'), 'Temp0rary-Pass!');
    await signedIn(account('newbie'), 'N3w-Passw0rd!');
  });

  it('refreshes through GetTokensFromRefreshToken with fetchAuthSession({ forceRefresh: true })', async () => {
    const before = await signedIn(account('dee'), password);
    const { tokens: after } = await fetchAuthSession({ forceRefresh: true });
    assert.ok(after?.idToken);
    assert.notEqual(after.idToken.payload.jti, before.idToken!.payload.jti);
    assert.equal(after.idToken.payload.origin_jti, before.idToken!.payload.origin_jti, 'the same sign-in');
    assert.equal(after.idToken.payload.auth_time, before.idToken!.payload.auth_time);
    const attributes = await fetchUserAttributes();
    assert.equal(attributes.email, account('dee'));
  });

  it('signOut({ global: true }) revokes the refresh token and the access token', async () => {
    const tokens = await signedIn(account('eve'), password);
    const refreshToken = storedRefreshToken();
    assert.ok(refreshToken);
    await signOut({ global: true });
    const refreshed = await cognitoCall(server.url, 'GetTokensFromRefreshToken', {
      ClientId: TEST_CLIENT_ID,
      RefreshToken: refreshToken,
    });
    assert.deepEqual(refreshed, {
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    });
    const user = await cognitoCall(server.url, 'GetUser', { AccessToken: tokens.accessToken.toString() });
    assert.deepEqual(user, {
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
    });
  });

  it('signOut() revokes the refresh token of its sign-in (RevokeToken)', async () => {
    const other = await cognitoCall(server.url, 'InitiateAuth', {
      ClientId: TEST_CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'nonsense' },
    });
    assert.equal(other.body.__type, 'NotAuthorizedException');
    await signedIn(account('eve'), password);
    const refreshToken = storedRefreshToken();
    await signOut();
    const refreshed = await cognitoCall(server.url, 'InitiateAuth', {
      ClientId: TEST_CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    assert.equal(refreshed.body.message, 'Refresh Token has been revoked');
  });

  it('resets a password with the code from the outbox; only the last code works', async () => {
    const first = await resetPassword({ username: account('fay') });
    assert.equal(first.nextStep.resetPasswordStep, 'CONFIRM_RESET_PASSWORD_WITH_CODE');
    assert.equal(first.nextStep.codeDeliveryDetails.destination, 'f***@e***');
    const oldCode = codeIn((await latestMail(server.url, account('fay'))).text);
    await resetPassword({ username: account('fay') });
    const code = codeIn((await latestMail(server.url, account('fay'))).text);
    if (oldCode !== code) {
      await rejectsWith(
        confirmResetPassword({ username: account('fay'), confirmationCode: oldCode, newPassword: 'Res3t-Passw0rd!' }),
        'CodeMismatchException',
      );
    }
    await rejectsWith(
      confirmResetPassword({ username: account('fay'), confirmationCode: code, newPassword: 'short' }),
      'InvalidPasswordException',
    );
    await confirmResetPassword({ username: account('fay'), confirmationCode: code, newPassword: 'Res3t-Passw0rd!' });
    await rejectsWith(
      confirmResetPassword({ username: account('fay'), confirmationCode: code, newPassword: 'Res3t-Passw0rd!' }),
      'CodeMismatchException',
    );
    await signInRefused(account('fay'), password, 'Incorrect username or password.');
    await signedIn(account('fay'), 'Res3t-Passw0rd!');
  });

  it('answers resetPassword for an unknown user as if a code were sent, and sends none', async () => {
    const result = await resetPassword({ username: account('ghost') });
    assert.equal(result.nextStep.resetPasswordStep, 'CONFIRM_RESET_PASSWORD_WITH_CODE');
    await assert.rejects(latestMail(server.url, account('ghost')), /no mail/);
    await rejectsWith(
      confirmResetPassword({ username: account('ghost'), confirmationCode: '123456', newPassword: 'Res3t-Passw0rd!' }),
      'CodeMismatchException',
    );
  });

  it('refuses signUp as Cognito does when only administrators create users, and makes no account', async () => {
    await rejectsWith(
      signUp({ username: account('walk-in'), password, options: { userAttributes: { email: account('walk-in') } } }),
      'NotAuthorizedException',
      'SignUp is not permitted for this user pool',
    );
    await signInRefused(account('walk-in'), password);
  });

  it('changes a password with updatePassword (ChangePassword)', async () => {
    await signedIn(account('bob'), password);
    await rejectsWith(
      updatePassword({ oldPassword: 'Wr0ng-Passw0rd!', newPassword: 'Chang3d-Passw0rd!' }),
      'NotAuthorizedException',
      'Incorrect username or password.',
    );
    await updatePassword({ oldPassword: password, newPassword: 'Chang3d-Passw0rd!' });
    await signOut();
    await signedIn(account('bob'), 'Chang3d-Passw0rd!');
  });
});

describe('Amplify with a short token lifetime', () => {
  let short: TestServer;
  before(async () => {
    await signOut();
    short = await startTestServer({ idTokenSeconds: 2 });
    await createAccount(short.db, { email: account('ada'), password }, short.identity.config);
    configureAmplify(short);
  });
  after(async () => {
    await signOut();
    configureAmplify(server);
    await short.close();
  });

  it('refreshes silently once the ID token has expired', async () => {
    const first = await signedIn(account('ada'), password);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const { tokens } = await fetchAuthSession();
    assert.ok(tokens?.idToken);
    const payload = decodeJwt(tokens.idToken.toString());
    assert.notEqual(payload.jti, first.idToken!.payload.jti);
    assert.ok(payload.exp! * 1000 > Date.now(), 'a token that is still valid');
    assert.equal((await fetchUserAttributes()).email, account('ada'));
  });
});
