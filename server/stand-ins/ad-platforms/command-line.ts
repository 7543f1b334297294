import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/**
 * The command line of a stand-in that takes the stand-in OAuth provider's tokens: `--port` (its own unless given),
 * `--issuer` (the provider whose userinfo checks a token), `--token` (repeated) and the stand-in's own options.
 */
export function oauthStandInArguments<const O extends ParseArgsOptionsConfig>(port: string, options: O) {
  const common = {
    port: { type: 'string', default: port },
    issuer: { type: 'string' },
    token: { type: 'string', multiple: true, default: [] as string[] },
  } as const;
  return parseArgs({ options: { ...common, ...options } }).values;
}

/** `--token <access token>=<account>` pairs of a stand-in's command line: each token's accounts, as `idOf` keeps them. */
export function tokenPairs(pairs: string[], idOf: (account: string) => string): Record<string, string[]> {
  const tokens: Record<string, string[]> = {};
  for (const pair of pairs) {
    const [token, account] = pair.split('=');
    if (token && account) (tokens[token] ??= []).push(idOf(account));
  }
  return tokens;
}

/** The ids `<first id>:<step>:<count>` of a command line stands for, counted in BigInt (Meta's ids pass 2^53). */
export function idSequence(spec = ''): string[] {
  const [first = '0', step = '1', count = '0'] = spec.split(':');
  return Array.from({ length: Number(count) }, (_, i) => String(BigInt(first) + BigInt(i) * BigInt(step)));
}

/** A stand-in started from its command line says where it answers, then closes, and the process ends, on Ctrl-C or a stop. */
export function serveUntilStopped(standIn: { url: string; close(): Promise<void> }, name: string) {
  console.log(`${name} at ${standIn.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
