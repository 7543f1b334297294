/** The test pool and app client, and one Cognito JSON call as Amplify's client sends it (for the test servers). */
export const TEST_POOL_ID = 'us-east-1_beacontest';
export const TEST_CLIENT_ID = 'beacon-test-client';

/** One Cognito JSON call, as Amplify's client sends it. */
export async function cognitoCall(
  url: string,
  operation: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
