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

/** Each account of an ad platform's stand-in as its command line shapes it: its campaigns and their groups' ids. */
export interface CommandLineShape {
  campaigns: number;
  /** Groups (ad groups, ad sets) per campaign: the given ids shared out, one at least. */
  perCampaign: number;
  ids: string[];
}

/** An ad platform's stand-in as its command line starts it. */
interface AdPlatformStandIn<Check, Account> {
  /** What it says it is, once it answers. */
  name: string;
  /** Its port unless `--port` says another. */
  port: string;
  /** The option that lists the ids of the groups (ad groups, ad sets) line items carry. */
  groups: string;
  /** Its token check of the provider at `issuer` and of the `--token` pairs, their accounts read by `tokenAccount`. */
  tokens: (pairs: Record<string, string[]>, issuer: string | undefined) => Check;
  tokenAccount: (account: string) => string;
  /** An account of the command line's shape. */
  account: (id: string, shape: CommandLineShape) => Account;
  start: (
    options: { tokenCheck: Check; accountOf: (id: string) => Account },
    port: number,
  ) => Promise<{ url: string; close(): Promise<void> }>;
}

/**
 * An ad platform's stand-in started from its command line: `--port`, `--issuer`, `--token` (repeated), `--campaigns`
 * (8 unless given) and `--<groups>`, the ids `<first id>:<step>:<count>` every account's campaigns share out. It says
 * where it answers and serves until stopped.
 */
export async function serveAdPlatformStandIn<Check, Account>(standIn: AdPlatformStandIn<Check, Account>) {
  const values = oauthStandInArguments(standIn.port, {
    campaigns: { type: 'string', default: '8' },
    [standIn.groups]: { type: 'string' },
  });
  const ids = idSequence(values[standIn.groups] as string | undefined);
  const campaigns = Number(values.campaigns);
  const shape = { campaigns, perCampaign: Math.max(1, Math.ceil(ids.length / campaigns)), ids };
  const started = await standIn.start(
    {
      tokenCheck: standIn.tokens(tokenPairs(values.token, standIn.tokenAccount), values.issuer),
      accountOf: (id) => standIn.account(id, shape),
    },
    Number(values.port),
  );
  serveUntilStopped(started, standIn.name);
}
