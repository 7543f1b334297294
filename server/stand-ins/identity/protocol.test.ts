import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findAccount } from './accounts';
import { startSession } from './sessions';
import { issueTokens, verifyIdToken } from './tokens';
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

/** The protocol at the HTTP level: what Amplify sends, and the edges Amplify's happy paths do not reach. */
const password = 'Str0ng-Passw0rd!';
const server = testServerOfFile({
  accounts: [
    ...['ann', 'ben', 'col', 'dan'].map((name) => ({ email: `${name}@example.com`, password })),
    { email: 'temp@example.com', password: 'Temp0rary-Pass!', temporary: true },
  ],
});

describe('the Cognito JSON protocol', () => {
  it("answers the browser's preflight with every header Amplify sends", async () => {
    const sent = [
      'content-type',
      'x-amz-target',
      'x-amz-user-agent',
      'cache-control',
      'amz-sdk-invocation-id',
      'amz-sdk-request',
    ];
    const response = await fetch(`${server.url}/identity/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': sent.join(','),
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ');
    // The admin operations carry their secret as authorization.
    for (const header of [...sent, 'authorization']) assert.ok(allowed.includes(header), header);
  });

  it("refuses unknown operations, another client id and a body that is not JSON, in Cognito's form", async () => {
    assert.deepEqual(
      (await cognitoCall(server.url, 'SetUserMFAPreference', {})).body.__type,
      'UnknownOperationException',
    );
    const wrongClient = await cognitoCall(server.url, 'InitiateAuth', {
      ClientId: 'other',
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: {},
    });
    assert.deepEqual(wrongClient, {
      status: 400,
      body: { __type: 'ResourceNotFoundException', message: 'User pool client other does not exist.' },
    });
    const notJson = await fetch(`${server.url}/identity/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: '{nope',
    });
    assert.equal(notJson.status, 400);
    assert.equal(((await notJson.json()) as { __type: string }).__type, 'SerializationException');
    const missing = await cognitoCall(server.url, 'InitiateAuth', {
      ClientId: TEST_CLIENT_ID,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'ann@example.com' },
    });
    assert.deepEqual(missing.body, {
      __type: 'InvalidParameterException',
      message: 'Missing required parameter SRP_A',
    });
    const flow = await cognitoCall(server.url, 'InitiateAuth', {
      ClientId: TEST_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: {},
    });
    assert.equal(flow.body.__type, 'InvalidParameterException');
  });

  it('refuses a body with __proto__ or constructor.prototype keys, as every other JSON body is refused', async () => {
    for (const poisoned of [
      `{"ClientId":"${TEST_CLIENT_ID}","AuthFlow":"USER_SRP_AUTH","__proto__":{"AuthParameters":{"USERNAME":"ann@example.com"}}}`,
      `{"ClientId":"${TEST_CLIENT_ID}","AuthParameters":{"__proto__":{"SRP_A":"abc"},"USERNAME":"ann@example.com"}}`,
      `{"ClientId":"${TEST_CLIENT_ID}","constructor":{"prototype":{"AuthFlow":"USER_SRP_AUTH"}}}`,
    ]) {
      const response = await fetch(`${server.url}/identity/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: poisoned,
      });
      assert.equal(response.status, 400, poisoned);
      assert.deepEqual(await response.json(), {
        __type: 'SerializationException',
        message: 'Start of structure or map found where not expected.',
      });
    }
  });

  it('keeps admin operations behind the admin secret', async () => {
    const body = { UserPoolId: TEST_POOL_ID, Username: 'ann@example.com' };
    assert.equal((await cognitoCall(server.url, 'AdminDisableUser', body)).body.__type, 'UnrecognizedClientException');
    assert.equal(
      (await cognitoCall(server.url, 'AdminDisableUser', body, { authorization: 'Bearer wrong' })).body.__type,
      'UnrecognizedClientException',
    );
    const allowed = await cognitoCall(server.url, 'AdminGetUser', body, {
      authorization: `Bearer ${TEST_ADMIN_SECRET}`,
    });
    assert.equal(allowed.body.UserStatus, 'CONFIRMED');
  });

  it('publishes the signing key at /identity/.well-known/jwks.json and under the issuer', async () => {
    for (const path of ['/identity/.well-known/jwks.json', `/identity/${TEST_POOL_ID}/.well-known/jwks.json`]) {
      const { keys } = (await (await fetch(server.url + path)).json()) as { keys: Record<string, string>[] };
      assert.equal(keys.length, 1);
      assert.equal(keys[0]!.kid, server.identity.keys.kid);
      assert.equal(keys[0]!.alg, 'RS256');
      assert.equal(keys[0]!.d, undefined, 'no private part');
    }
  });

  it('answers each PASSWORD_VERIFIER challenge once, and refuses a stale timestamp', async () => {
    const ok = await srpSignIn(server.url, 'ann@example.com', password, { poolName: TEST_POOL_NAME });
    assert.ok((ok.body.AuthenticationResult as Record<string, string>).RefreshToken);
    const replayed = await srpSignIn(server.url, 'ann@example.com', password, {
      poolName: TEST_POOL_NAME,
      replay: true,
    });
    assert.deepEqual(replayed.body, { __type: 'NotAuthorizedException', message: 'Invalid session for the user.' });
    const stale = await srpSignIn(server.url, 'ann@example.com', password, {
      poolName: TEST_POOL_NAME,
      timestamp: new Date(Date.now() - 3_600_000),
    });
    assert.deepEqual(stale.body, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('gives an unknown user a challenge that looks like a real one, the same each time', async () => {
    const ask = async (username: string) =>
      (
        await cognitoCall(server.url, 'InitiateAuth', {
          ClientId: TEST_CLIENT_ID,
          AuthFlow: 'USER_SRP_AUTH',
          AuthParameters: { USERNAME: username, SRP_A: 'abc123' },
        })
      ).body.ChallengeParameters as Record<string, string>;
    const ghost = await ask('ghost@example.com');
    const real = await ask('ann@example.com');
    assert.deepEqual(Object.keys(ghost).sort(), Object.keys(real).sort());
    assert.equal(ghost.SALT, (await ask('ghost@example.com')).SALT);
    assert.equal(ghost.SRP_B!.length > 700, true);
  });

  it('refuses an expired access token and an ID token in its place', async () => {
    const account = (await findAccount(server.db, 'ben@example.com'))!;
    const { session } = await startSession(server.db, {
      sub: account.sub,
      clientId: TEST_CLIENT_ID,
      refreshTokenDays: 1,
    });
    const expired = await issueTokens(
      { ...server.identity, config: { ...server.identity.config, idTokenSeconds: -60 } },
      account,
      session,
    );
    const answer = await cognitoCall(server.url, 'GetUser', { AccessToken: expired.AccessToken });
    assert.deepEqual(answer.body, { __type: 'NotAuthorizedException', message: 'Access Token has expired' });
    const fresh = await issueTokens(server.identity, account, session);
    assert.equal((await cognitoCall(server.url, 'GetUser', { AccessToken: fresh.AccessToken })).status, 200);
    const idAsAccess = await cognitoCall(server.url, 'GetUser', { AccessToken: fresh.IdToken });
    assert.equal(idAsAccess.body.message, 'Invalid Access Token');
  });
  it('lets the hub verify ID tokens in-process, until the sign-in is revoked', async () => {
    const signedIn = (await srpSignIn(server.url, 'dan@example.com', password, { poolName: TEST_POOL_NAME })).body
      .AuthenticationResult as Record<string, string>;
    const claims = await verifyIdToken(server.identity, signedIn.IdToken!);
    assert.equal(claims['cognito:username'], 'dan@example.com');
    await assert.rejects(verifyIdToken(server.identity, signedIn.AccessToken!), {
      name: 'NotAuthorizedException',
      message: 'Invalid Id Token',
    });
    assert.equal((await cognitoCall(server.url, 'GlobalSignOut', { AccessToken: signedIn.AccessToken })).status, 200);
    await assert.rejects(verifyIdToken(server.identity, signedIn.IdToken!), {
      name: 'NotAuthorizedException',
      message: 'Id Token has been revoked',
    });
  });
});

describe('password reset codes', () => {
  const forgot = (username: string) =>
    cognitoCall(server.url, 'ForgotPassword', { ClientId: TEST_CLIENT_ID, Username: username });
  const confirm = (username: string, code: string, newPassword = 'Res3t-Passw0rd!') =>
    cognitoCall(server.url, 'ConfirmForgotPassword', {
      ClientId: TEST_CLIENT_ID,
      Username: username,
      ConfirmationCode: code,
      Password: newPassword,
    });

  it('limits codes to five an hour; a refused request leaves the last code working', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await forgot('col@example.com')).status, 200);
    const code = codeIn((await latestMail(server.url, 'col@example.com')).text);
    assert.deepEqual((await forgot('col@example.com')).body, {
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    assert.equal((await confirm('col@example.com', code)).status, 200);
  });

  it('limits wrong codes: after five, even the right code is refused', async () => {
    await forgot('dan@example.com');
    const code = codeIn((await latestMail(server.url, 'dan@example.com')).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      assert.equal((await confirm('dan@example.com', wrong)).body.__type, 'CodeMismatchException');
    assert.equal((await confirm('dan@example.com', code)).body.__type, 'LimitExceededException');
  });

  it('expires codes', async () => {
    await forgot('ben@example.com');
    const code = codeIn((await latestMail(server.url, 'ben@example.com')).text);
    await server.db.query("UPDATE identity_codes SET expires_at = now() - interval '1 second'");
    assert.deepEqual((await confirm('ben@example.com', code)).body, {
      __type: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('mails a link that pre-fills the forgot-password page', async () => {
    await forgot('ann@example.com');
    const mail = await latestMail(server.url, 'ann@example.com');
    assert.ok(
      mail.text.includes(`http://portal.test/auth/forgot-password?user=ann%40example.com&code=${codeIn(mail.text)}`),
    );
  });

  it('refuses a reset while the invitation password is unused, as Cognito does', async () => {
    assert.deepEqual((await forgot('temp@example.com')).body, {
      __type: 'NotAuthorizedException',
      message: 'User password cannot be reset in the current state.',
    });
  });
});
