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

/**
 * The token checks of a stand-in whose tokens reach accounts, answered under `key` (a vendor's name for them:
 * customer ids, realm ids, ad account ids): the provider's tokens, reaching the accounts it lists as `fromProvider`
 * reads each (null: not one of this vendor's); tokens known in advance (tests and benches), their accounts as
 * `given` reads each; and both, the known ones first.
 */
export function accountTokenChecks<K extends string>(
  key: K,
  read: { fromProvider: (account: string) => string | null; given: (account: string) => string },
) {
  type Check = (accessToken: string) => Promise<{ [k in K]: string[] } | null>;
  const reached = (ids: string[]) => ({ [key]: ids }) as { [k in K]: string[] };
  const providerTokenCheck =
    (issuer: string): Check =>
    async (accessToken) => {
      const accounts = await providerAccounts(issuer, accessToken);
      return accounts && reached(accounts.flatMap((account) => read.fromProvider(account) ?? []));
    };
  const fixedTokens =
    (tokens: Record<string, string[]>): Check =>
    async (accessToken) => {
      const accounts = tokens[accessToken];
      return accounts ? reached(accounts.map(read.given)) : null;
    };
  const standInTokens = (tokens: Record<string, string[]>, issuer?: string): Check =>
    eitherTokenCheck(fixedTokens(tokens), issuer ? providerTokenCheck(issuer) : null);
  return { providerTokenCheck, fixedTokens, standInTokens };
}
