import { srpSignIn } from '../server/tooling/testing/identity/test-srp-client';
import { TEST_CLIENT_ID } from '../server/tooling/testing/identity/test-server';
import { DEMO_PASSWORD } from '../server/tooling/seed/accounts';

/** The bench's own client id, so that the SRP client of the tests signs in as Amplify would. */
export function useBenchClientId(): void {
  process.env.BEACON_COGNITO_CLIENT_ID = TEST_CLIENT_ID;
}

/** Signs a seeded account in through the product's identity service and gives its request headers. */
export async function signedInHeaders(url: string, email: string): Promise<Record<string, string>> {
  const signedIn = await srpSignIn(url, email, DEMO_PASSWORD, { poolName: 'beaconlocal' });
  const token = (signedIn.body.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken;
  if (!token) throw new Error(`${email}: no token: ${JSON.stringify(signedIn.body)}`);
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}
