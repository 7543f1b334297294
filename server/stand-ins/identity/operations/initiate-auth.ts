import { createHmac, randomBytes } from 'node:crypto';
import { findAccount, normalizeUsername } from '../accounts';
import { openChallenge } from '../challenges';
import { CognitoError, invalidParameter, requireString, userDisabled } from '../errors';
import type { Identity } from '../identity';
import { assertClient, requireParameter, stringMap, type RequestBody } from '../requests';
import { fromHex, N, padHex, serverEphemeral, verifierFor } from '../srp';
import { refreshTokens } from './refresh-tokens';

/** What RespondToAuthChallenge needs to check the password claim; b never leaves the server. */
export interface VerifierState {
  A: string;
  b: string;
  B: string;
  salt: string;
  verifier: string;
}

/** InitiateAuth: USER_SRP_AUTH starts Amplify's default sign-in; REFRESH_TOKEN_AUTH is the older refresh. */
export async function initiateAuth(identity: Identity, body: RequestBody) {
  assertClient(identity, body);
  const flow = requireString(body, 'AuthFlow');
  const parameters = stringMap(body, 'AuthParameters');
  if (flow === 'USER_SRP_AUTH') return startSrp(identity, parameters);
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') {
    return {
      AuthenticationResult: await refreshTokens(identity, requireParameter(parameters, 'REFRESH_TOKEN')),
      ChallengeParameters: {},
    };
  }
  throw invalidParameter(`${flow} flow not enabled for this client`);
}

async function startSrp(identity: Identity, parameters: Record<string, string>) {
  const username = normalizeUsername(requireParameter(parameters, 'USERNAME'));
  const srpA = requireParameter(parameters, 'SRP_A');
  if (!/^[0-9a-fA-F]+$/.test(srpA) || fromHex(srpA) % N === 0n) throw invalidParameter('Invalid SRP_A');

  const account = await findAccount(identity.db, username);
  if (account && !account.enabled) throw userDisabled();
  if (account?.status === 'RESET_REQUIRED')
    throw new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');

  // An unknown username gets the same challenge, against a verifier nobody knows the password of, so the answer
  // is the same "Incorrect username or password." (Cognito's user-existence-errors prevention). Its salt is
  // derived from the name so that asking twice looks like a real account.
  const salt =
    account?.srpSalt ??
    padHex(fromHex(createHmac('sha256', identity.keys.secret).update(username).digest('hex').slice(0, 32)));
  const verifier =
    account?.srpVerifier ?? verifierFor(identity.poolName, username, randomBytes(32).toString('hex'), salt);
  const { b, B } = serverEphemeral(verifier);
  const state: VerifierState = { A: srpA, b, B, salt, verifier };
  const secretBlock = await openChallenge(
    identity.db,
    { sub: account?.sub ?? null, username, challenge: 'PASSWORD_VERIFIER', state },
    identity.limits.challengeSeconds,
  );
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    // Cognito sends no Session here: the SECRET_BLOCK names the challenge and comes back with the claim.
    ChallengeParameters: {
      SALT: salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: B,
      USERNAME: username,
      USER_ID_FOR_SRP: username,
    },
  };
}
