import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  codeIn,
  cognitoCall,
  latestMail,
  TEST_CLIENT_ID,
  testServerOfFile,
  TEST_POOL_NAME,
} from '../../tooling/testing/identity/test-server';
import { srpChallenge, srpSignIn } from '../../tooling/testing/identity/test-srp-client';

/**
 * A guesser who sends many attempts at once gets no more checked than one who sends them in turn: five wrong
 * passwords, five codes an hour, five wrong codes. On PGlite and, with BEACON_TEST_DATABASE_URL, on PostgreSQL,
 * where the attempts run on connections of their own.
 */
const ATTEMPTS = 40;
const password = 'Str0ng-Passw0rd!';
const server = testServerOfFile({
  accounts: ['eve', 'fay', 'gus', 'hal'].map((name) => ({ email: `${name}@example.com`, password })),
});

const count = (answers: { body: Record<string, unknown> }[], key: string) => {
  const tally = new Map<string, number>();
  for (const { body } of answers) tally.set(String(body[key]), (tally.get(String(body[key])) ?? 0) + 1);
  return Object.fromEntries(tally);
};

describe(`${ATTEMPTS} attempts at once`, () => {
  it('check five wrong passwords at sign-in; the others, and then the right one, find the account locked', async () => {
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        srpChallenge(server.url, 'eve@example.com', `Wr0ng-${i}-Pass!`, { poolName: TEST_POOL_NAME }),
      ),
    );
    const responses = await Promise.all(
      answers.map((started) =>
        'answer' in started ? cognitoCall(server.url, 'RespondToAuthChallenge', started.answer) : started,
      ),
    );
    assert.deepEqual(count(responses, 'message'), {
      'Incorrect username or password.': 5,
      'Password attempts exceeded': ATTEMPTS - 5,
    });
    const right = await srpSignIn(server.url, 'eve@example.com', password, { poolName: TEST_POOL_NAME });
    assert.equal(right.body.message, 'Password attempts exceeded');
  });

  it('check five wrong current passwords at a password change', async () => {
    const signedIn = await srpSignIn(server.url, 'fay@example.com', password, { poolName: TEST_POOL_NAME });
    const { AccessToken } = signedIn.body.AuthenticationResult as { AccessToken: string };
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        cognitoCall(server.url, 'ChangePassword', {
          AccessToken,
          PreviousPassword: `Wr0ng-${i}-Pass!`,
          ProposedPassword: 'N3w-Passw0rd-Now!',
        }),
      ),
    );
    assert.deepEqual(count(responses, 'message'), {
      'Incorrect username or password.': 5,
      'Password attempts exceeded': ATTEMPTS - 5,
    });
  });

  it('send five reset codes within the hour', async () => {
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, () =>
        cognitoCall(server.url, 'ForgotPassword', { ClientId: TEST_CLIENT_ID, Username: 'gus@example.com' }),
      ),
    );
    assert.deepEqual(count(responses, '__type'), { undefined: 5, LimitExceededException: ATTEMPTS - 5 });
  });

  it('check five wrong reset codes; the others, and then the right one, are refused', async () => {
    await cognitoCall(server.url, 'ForgotPassword', { ClientId: TEST_CLIENT_ID, Username: 'hal@example.com' });
    const code = codeIn((await latestMail(server.url, 'hal@example.com')).text);
    const confirm = (guess: string) =>
      cognitoCall(server.url, 'ConfirmForgotPassword', {
        ClientId: TEST_CLIENT_ID,
        Username: 'hal@example.com',
        ConfirmationCode: guess,
        Password: 'Res3t-Passw0rd!',
      });
    const wrong = Array.from({ length: ATTEMPTS }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const responses = await Promise.all(wrong.map(confirm));
    assert.deepEqual(count(responses, '__type'), {
      CodeMismatchException: 5,
      LimitExceededException: ATTEMPTS - 5,
    });
    assert.equal((await confirm(code)).body.__type, 'LimitExceededException');
  });
});
