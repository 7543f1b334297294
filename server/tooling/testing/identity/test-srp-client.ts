import { randomBytes } from 'node:crypto';
import {
  claimSignature,
  derivedKey,
  fromHex,
  g,
  k,
  modPow,
  N,
  passwordExponent,
  scramble,
} from '../../../stand-ins/identity/srp';
import { formatSrpTimestamp } from '../../../stand-ins/identity/srp-timestamp';
import { cognitoCall, TEST_CLIENT_ID } from './test-protocol';

/**
 * Amplify's SRP sign-in reduced to its two HTTP calls, for tests that need to reach inside the protocol (replays,
 * clock skew) or run many sign-ins without Amplify's global state.
 */
export async function srpSignIn(
  url: string,
  username: string,
  password: string,
  options: { poolName: string; timestamp?: Date; replay?: boolean; answerAt?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const started = await srpChallenge(url, username, password, options);
  if ('status' in started) return started;
  // The answer may go to another server process than the one that opened the challenge (answerAt).
  const first = await cognitoCall(options.answerAt ?? url, 'RespondToAuthChallenge', started.answer);
  return options.replay ? cognitoCall(options.answerAt ?? url, 'RespondToAuthChallenge', started.answer) : first;
}

/**
 * The first half of a sign-in: InitiateAuth, and the RespondToAuthChallenge body that claims `password` (for
 * tests that send many answers at once); an error answer of InitiateAuth comes back as it is.
 */
export async function srpChallenge(
  url: string,
  username: string,
  password: string,
  options: { poolName: string; timestamp?: Date },
): Promise<{ status: number; body: Record<string, unknown> } | { answer: object }> {
  const a = fromHex(randomBytes(128).toString('hex')) % N;
  const A = modPow(g, a, N);
  const started = await cognitoCall(url, 'InitiateAuth', {
    ClientId: TEST_CLIENT_ID,
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: username, SRP_A: A.toString(16) },
  });
  if (started.status !== 200) return started;
  const parameters = started.body.ChallengeParameters as Record<string, string>;
  const userId = parameters.USER_ID_FOR_SRP!;
  const B = fromHex(parameters.SRP_B!);
  const u = scramble(A, B);
  const x = passwordExponent(options.poolName, userId, password, parameters.SALT!);
  const S = modPow((((B - ((k * modPow(g, x, N)) % N)) % N) + N) % N, a + u * x, N);
  const timestamp = formatSrpTimestamp(options.timestamp ?? new Date());
  return {
    answer: {
      ClientId: TEST_CLIENT_ID,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK!,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: claimSignature(
          derivedKey(S, u),
          options.poolName,
          userId,
          parameters.SECRET_BLOCK!,
          timestamp,
        ),
      },
    },
  };
}
