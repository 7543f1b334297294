/** `--token <access token>=<account>` pairs of a stand-in's command line: each token's accounts, as `idOf` keeps them. */
export function tokenPairs(pairs: string[], idOf: (account: string) => string): Record<string, string[]> {
  const tokens: Record<string, string[]> = {};
  for (const pair of pairs) {
    const [token, account] = pair.split('=');
    if (token && account) (tokens[token] ??= []).push(idOf(account));
  }
  return tokens;
}

/** A stand-in started from its command line closes, and the process ends, on Ctrl-C or a stop. */
export function closeOnSignal(standIn: { close(): Promise<void> }) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
