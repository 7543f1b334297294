import { userAttributes } from './get-user';
import { clearFailedSignIns, findAccountBySub, setPassword, takePasswordAttempt } from '../accounts';
import { openChallenge, takeChallenge, type Challenge } from '../challenges';
import {
  attemptsExceeded,
  CognitoError,
  incorrectCredentials,
  invalidParameter,
  requireString,
  userDisabled,
} from '../errors';
import type { Identity } from '../identity';
import { assertPasswordPolicy } from '../password-policy';
import { assertClient, requireParameter, stringMap, type RequestBody } from '../requests';
import { completeSignIn } from '../sign-in-result';
import { verifyPasswordClaim } from '../srp';
import { parseSrpTimestamp } from '../srp-timestamp';
import type { VerifierState } from './initiate-auth';

// How far the client's clock may be from ours before its signed TIMESTAMP is refused.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const expiredSession = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
const invalidSession = () => new CognitoError('NotAuthorizedException', 'Invalid session for the user.');

/** RespondToAuthChallenge: the SRP password claim, then (for a temporary password) the new password. */
export async function respondToAuthChallenge(identity: Identity, body: RequestBody) {
  assertClient(identity, body);
  const name = requireString(body, 'ChallengeName');
  const responses = stringMap(body, 'ChallengeResponses');
  if (name === 'PASSWORD_VERIFIER') return passwordVerifier(identity, responses);
  if (name === 'NEW_PASSWORD_REQUIRED') return newPasswordRequired(identity, responses, body.Session);
  throw invalidParameter(`Unsupported challenge ${name}`);
}

async function passwordVerifier(identity: Identity, responses: Record<string, string>) {
  const secretBlock = requireParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = requireParameter(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requireParameter(responses, 'TIMESTAMP');
  const username = requireParameter(responses, 'USERNAME');
  const signedAt = parseSrpTimestamp(timestamp);
  if (!signedAt) throw invalidParameter('TIMESTAMP format is invalid');

  const challenge = await takeChallenge<VerifierState>(identity.db, secretBlock, 'PASSWORD_VERIFIER');
  if (challenge === 'expired') throw expiredSession();
  if (!challenge || challenge.username !== username.toLowerCase()) throw invalidSession();
  const account = challenge.sub ? await findAccountBySub(identity.db, challenge.sub) : null;
  if (!account) throw incorrectCredentials();
  if (!account.enabled) throw userDisabled();
  // Counted before the check, so attempts sent at once are not all checked; locked accounts are refused whatever
  // the password, so guessing on during a lockout learns nothing.
  if (!(await takePasswordAttempt(identity.db, account.sub, identity.limits))) throw attemptsExceeded();

  const { state } = challenge;
  const proven =
    Math.abs(signedAt.getTime() - Date.now()) <= CLOCK_SKEW_MS &&
    // The verifier the challenge was made with: a password changed meanwhile does not let the old one in late.
    state.verifier === account.srpVerifier &&
    verifyPasswordClaim({
      poolName: identity.poolName,
      username: challenge.username,
      verifier: state.verifier,
      b: state.b,
      B: state.B,
      A: state.A,
      secretBlock,
      timestamp,
      signature,
    });
  if (!proven) throw incorrectCredentials();
  await clearFailedSignIns(identity.db, account.sub);

  if (account.status === 'FORCE_CHANGE_PASSWORD') {
    if (account.temporaryPasswordExpiresAt && account.temporaryPasswordExpiresAt < new Date()) {
      throw new CognitoError(
        'NotAuthorizedException',
        'Temporary password has expired and must be reset by an administrator.',
      );
    }
    const next: Challenge<Record<string, never>> = {
      sub: account.sub,
      username: account.username,
      challenge: 'NEW_PASSWORD_REQUIRED',
      state: {},
    };
    const session = await openChallenge(identity.db, next, identity.limits.challengeSeconds);
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeParameters: {
        USER_ID_FOR_SRP: account.username,
        requiredAttributes: '[]',
        // As Cognito: the account's attributes as a JSON string, without `sub` (which nobody may write).
        userAttributes: JSON.stringify(
          Object.fromEntries(userAttributes(account).flatMap((a) => (a.Name === 'sub' ? [] : [[a.Name, a.Value]]))),
        ),
      },
    };
  }
  return completeSignIn(identity, account);
}

async function newPasswordRequired(identity: Identity, responses: Record<string, string>, session: unknown) {
  const password = requireParameter(responses, 'NEW_PASSWORD');
  if (typeof session !== 'string' || !session) throw invalidParameter('Missing required parameter Session');
  // Checked before the session is used up, so that the user can try a better password in the same session.
  assertPasswordPolicy(password);
  const challenge = await takeChallenge<Record<string, never>>(identity.db, session, 'NEW_PASSWORD_REQUIRED');
  if (challenge === 'expired') throw expiredSession();
  if (!challenge?.sub) throw invalidSession();
  const account = await findAccountBySub(identity.db, challenge.sub);
  if (!account) throw incorrectCredentials();
  if (!account.enabled) throw userDisabled();
  const change = await setPassword(identity.db, identity.poolName, account, password);
  return completeSignIn(identity, { ...account, ...change });
}
