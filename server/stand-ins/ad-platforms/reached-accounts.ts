/**
 * The ad accounts the stand-in OAuth provider lists for a live token's person (`ad_accounts` of its userinfo, ids
 * such as `act_1234567890`), asked as a vendor's resource server asks: null for a token it refuses (revoked or
 * expired).
 */
export async function providerAccounts(issuer: string, accessToken: string): Promise<string[] | null> {
  const userinfo = `${issuer.replace(/\/$/, '')}/me`;
  const response = await fetch(userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) return null;
  const info = (await response.json()) as { ad_accounts?: { id?: unknown }[] };
  return (info.ad_accounts ?? []).map((a) => String(a.id ?? ''));
}

/** A check of tokens known in advance (tests and benches), and else of the provider's, when there is one. */
export function eitherTokenCheck<T>(
  fixed: (accessToken: string) => Promise<T | null>,
  provider: ((accessToken: string) => Promise<T | null>) | null,
): (accessToken: string) => Promise<T | null> {
  return async (accessToken) => (await fixed(accessToken)) ?? (provider ? provider(accessToken) : null);
}
