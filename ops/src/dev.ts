// pnpm dev [remote ...]: the product with hot reload. The host and the named remotes (all five when none is
// named) run from webpack dev servers; the other remotes keep coming from the registry. Each remote's dev
// server also serves its standalone harness at its own address.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRemoteName, REMOTE_NAMES, remoteDir, root, type RemoteName } from './places';

/** Each remote names its own dev server port in its package.json (`beacon.devPort`). */
const PORTS: Record<RemoteName, number> = Object.fromEntries(
  REMOTE_NAMES.map((name) => [
    name,
    Number(JSON.parse(readFileSync(join(remoteDir(name), 'package.json'), 'utf8')).beacon?.devPort),
  ]),
);
const HOST_PORT = 3100;
const SERVER_PORT = Number(process.env.PORT ?? 8080);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isRemoteName(name));
if (unknown.length > 0) {
  console.error(`Not remotes: ${unknown.join(', ')}. Remotes: ${REMOTE_NAMES.join(', ')}`);
  process.exit(2);
}
const live: RemoteName[] = asked.length > 0 ? (asked as RemoteName[]) : [...REMOTE_NAMES];
const children: ChildProcess[] = [];

function start(label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  const forward = (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code) => code && console.log(`${prefix}stopped with code ${code}`));
  children.push(child);
}

const devRemotes = Object.fromEntries(live.map((name) => [name, `http://localhost:${PORTS[name]}`]));

/** A vendor's stand-in (docs/connectors.md): where its API's URL and its port are given, and its own arguments. */
interface StandIn {
  name: string;
  urlVariable: string;
  portVariable: string;
  port: number;
  /** After the address: the API's base path. */
  path?: string;
  /** It takes the stand-in OAuth provider's tokens (checked at the server's userinfo). */
  oauth: boolean;
  args: string[];
}

const STAND_INS: StandIn[] = [
  // Google Ads: its accounts hold ad groups with the seeded Google Ads line items' ids, so a sync lands on real
  // line items. The seed's ad group ids (server/tooling/seed/names.ts): 140,000,000,000 + 7,919 × line item.
  {
    name: 'google-ads',
    urlVariable: 'BEACON_GOOGLE_ADS_API_URL',
    portVariable: 'BEACON_GOOGLE_ADS_STAND_IN_PORT',
    port: 8590,
    oauth: true,
    args: ['--campaigns=40', '--ad-groups=140000007919:7919:400'],
  },
  // Meta Ads: its ad accounts hold ad sets with the seeded Meta line items' ids; the seed's ad set ids: 238500
  // then 12 digits of 104,729 × line item.
  {
    name: 'meta-ads',
    urlVariable: 'BEACON_META_GRAPH_URL',
    portVariable: 'BEACON_META_ADS_STAND_IN_PORT',
    port: 8591,
    oauth: true,
    args: ['--campaigns=40', '--ad-sets=238500000000104729:104729:400'],
  },
  // QuickBooks Online: its companies are the stand-in provider's accounts (their digits, as realm ids).
  {
    name: 'quickbooks',
    urlVariable: 'BEACON_QBO_API_URL',
    portVariable: 'BEACON_QBO_STAND_IN_PORT',
    port: 8592,
    oauth: true,
    args: [],
  },
  // Salesforce: one organisation whose accounts a person maps to advertisers on the connection.
  {
    name: 'salesforce',
    urlVariable: 'BEACON_SALESFORCE_INSTANCE_URL',
    portVariable: 'BEACON_SALESFORCE_STAND_IN_PORT',
    port: 8593,
    oauth: true,
    args: [],
  },
  // The Trade Desk, connected with an API token (no OAuth): `beacon-local-ttd-token` of partner `bcnprt1`, whose
  // advertisers hold the seeded TTD line items' ad group ids: line item × 2,654,435,761 mod 36^7, in base 36.
  {
    name: 'the-trade-desk',
    urlVariable: 'BEACON_TTD_API_URL',
    portVariable: 'BEACON_TTD_STAND_IN_PORT',
    port: 8594,
    path: '/v3',
    oauth: false,
    args: [
      '--token=beacon-local-ttd-token=bcnprt1',
      '--campaigns=40',
      `--ad-groups=${Array.from({ length: 400 }, (_, i) => (((i + 1) * 2_654_435_761) % 36 ** 7).toString(36).padStart(7, '0')).join(',')}`,
    ],
  },
];

/** Starts a stand-in unless its API's URL is given; either way, the URL the server is to call. */
function standInUrl({ name, urlVariable, portVariable, port: defaultPort, path = '', oauth, args }: StandIn) {
  const given = process.env[urlVariable];
  if (given) return given;
  const port = Number(process.env[portVariable] ?? defaultPort);
  const issuer = oauth ? [`--issuer=http://localhost:${SERVER_PORT}/oauth-provider`] : [];
  start(
    name,
    join(root, 'node_modules', '.bin', 'tsx'),
    [`server/stand-ins/${name}/cli.ts`, `--port=${port}`, ...issuer, ...args],
    root,
  );
  return `http://localhost:${port}${path}`;
}
const standInUrls = Object.fromEntries(STAND_INS.map((standIn) => [standIn.urlVariable, standInUrl(standIn)]));

start('server', join(root, 'node_modules', '.bin', 'tsx'), ['watch', 'server/src/main.ts'], root, {
  ...standInUrls,
  PORT: String(SERVER_PORT),
  // A developer's machine: the mail outbox is on (the server says so loudly); BEACON_DEV_ROUTES=0 turns it off.
  BEACON_DEV_ROUTES: process.env.BEACON_DEV_ROUTES ?? '1',
  BEACON_DEV_REMOTES: JSON.stringify(devRemotes),
});
start(
  'host',
  join(root, 'host', 'node_modules', '.bin', 'webpack'),
  ['serve', '--config', 'webpack.config.mjs', '--mode', 'development'],
  join(root, 'host'),
  {
    BEACON_API_URL: `http://localhost:${SERVER_PORT}`,
  },
);
for (const name of live) {
  start(
    name,
    join(remoteDir(name), 'node_modules', '.bin', 'webpack'),
    ['serve', '--config', 'webpack.config.mjs', '--mode', 'development'],
    remoteDir(name),
  );
}

console.log(`\nBeacon with hot reload: http://localhost:${HOST_PORT}`);
for (const name of live) console.log(`  ${name} alone (standalone harness): http://localhost:${PORTS[name]}`);
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
