/** What a test asks of an ad platform's stand-in whose tokens reach generated accounts. */
export interface TestAdPlatformOptions<Shape> {
  /** Access tokens the stand-in takes, with the accounts (the vendor's ids for them) each reaches. */
  tokens?: Record<string, string[]>;
  /** The stand-in OAuth provider whose tokens it takes too (its issuer URL). */
  issuer?: string;
  /** Per account id: the group ids it holds (line items' platform ids), and how it is shaped. */
  accounts?: Record<string, Shape>;
}

/**
 * The token check and the accounts of such a stand-in, as the test asks them: the vendor's `standInTokens` over the
 * tokens and the provider, and each account `generatedAccount` makes in the shape asked (the vendor's own else).
 */
export function tokensAndAccounts<Shape extends object, Check, Account>(
  options: TestAdPlatformOptions<Shape>,
  standInTokens: (tokens: Record<string, string[]>, issuer?: string) => Check,
  generatedAccount: (id: string, shape?: Shape) => Account,
) {
  return {
    tokenCheck: standInTokens(options.tokens ?? {}, options.issuer),
    accountOf: (id: string) => generatedAccount(id, options.accounts?.[id]),
  };
}
