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
// Google Ads as a local stand-in (docs/connectors.md): it takes the stand-in OAuth provider's tokens, and its
// accounts hold ad groups with the seeded Google Ads line items' ids, so a sync lands on real line items.
const GOOGLE_ADS_PORT = Number(process.env.BEACON_GOOGLE_ADS_STAND_IN_PORT ?? 8590);
const googleAdsUrl = process.env.BEACON_GOOGLE_ADS_API_URL ?? `http://localhost:${GOOGLE_ADS_PORT}`;
if (!process.env.BEACON_GOOGLE_ADS_API_URL)
  start(
    'google-ads',
    join(root, 'node_modules', '.bin', 'tsx'),
    [
      'server/stand-ins/google-ads/cli.ts',
      `--port=${GOOGLE_ADS_PORT}`,
      `--issuer=http://localhost:${SERVER_PORT}/oauth-provider`,
      '--campaigns=40',
      // The seed's Google Ads ad group ids (server/tooling/seed/names.ts): 140,000,000,000 + 7,919 × line item.
      '--ad-groups=140000007919:7919:400',
    ],
    root,
  );
// Meta Ads the same way: its ad accounts hold ad sets with the seeded Meta line items' ids.
const META_ADS_PORT = Number(process.env.BEACON_META_ADS_STAND_IN_PORT ?? 8591);
const metaGraphUrl = process.env.BEACON_META_GRAPH_URL ?? `http://localhost:${META_ADS_PORT}`;
if (!process.env.BEACON_META_GRAPH_URL)
  start(
    'meta-ads',
    join(root, 'node_modules', '.bin', 'tsx'),
    [
      'server/stand-ins/meta-ads/cli.ts',
      `--port=${META_ADS_PORT}`,
      `--issuer=http://localhost:${SERVER_PORT}/oauth-provider`,
      '--campaigns=40',
      // The seed's Meta ad set ids (server/tooling/seed/names.ts): 238500 then 12 digits of 104,729 × line item.
      '--ad-sets=238500000000104729:104729:400',
    ],
    root,
  );
// QuickBooks Online the same way: its companies are the stand-in provider's accounts (their digits, as realm ids).
const QBO_PORT = Number(process.env.BEACON_QBO_STAND_IN_PORT ?? 8592);
const qboUrl = process.env.BEACON_QBO_API_URL ?? `http://localhost:${QBO_PORT}`;
if (!process.env.BEACON_QBO_API_URL)
  start(
    'quickbooks',
    join(root, 'node_modules', '.bin', 'tsx'),
    [
      'server/stand-ins/quickbooks/cli.ts',
      `--port=${QBO_PORT}`,
      `--issuer=http://localhost:${SERVER_PORT}/oauth-provider`,
    ],
    root,
  );
// Salesforce the same way: one organisation whose accounts a person maps to advertisers on the connection.
const SALESFORCE_PORT = Number(process.env.BEACON_SALESFORCE_STAND_IN_PORT ?? 8593);
const salesforceUrl = process.env.BEACON_SALESFORCE_INSTANCE_URL ?? `http://localhost:${SALESFORCE_PORT}`;
if (!process.env.BEACON_SALESFORCE_INSTANCE_URL)
  start(
    'salesforce',
    join(root, 'node_modules', '.bin', 'tsx'),
    [
      'server/stand-ins/salesforce/cli.ts',
      `--port=${SALESFORCE_PORT}`,
      `--issuer=http://localhost:${SERVER_PORT}/oauth-provider`,
    ],
    root,
  );
// The Trade Desk the same way, connected with an API token (no OAuth): `beacon-local-ttd-token` of partner
// `bcnprt1`, whose advertisers hold the seeded TTD line items' ad group ids.
const TTD_PORT = Number(process.env.BEACON_TTD_STAND_IN_PORT ?? 8594);
const ttdUrl = process.env.BEACON_TTD_API_URL ?? `http://localhost:${TTD_PORT}/v3`;
if (!process.env.BEACON_TTD_API_URL)
  start(
    'the-trade-desk',
    join(root, 'node_modules', '.bin', 'tsx'),
    [
      'server/stand-ins/the-trade-desk/cli.ts',
      `--port=${TTD_PORT}`,
      '--token=beacon-local-ttd-token=bcnprt1',
      '--campaigns=40',
      // The seed's TTD ad group ids (server/tooling/seed/names.ts): line item × 2,654,435,761 mod 36^7, in base 36.
      `--ad-groups=${Array.from({ length: 400 }, (_, i) => (((i + 1) * 2_654_435_761) % 36 ** 7).toString(36).padStart(7, '0')).join(',')}`,
    ],
    root,
  );
start('server', join(root, 'node_modules', '.bin', 'tsx'), ['watch', 'server/src/main.ts'], root, {
  BEACON_GOOGLE_ADS_API_URL: googleAdsUrl,
  BEACON_META_GRAPH_URL: metaGraphUrl,
  BEACON_QBO_API_URL: qboUrl,
  BEACON_SALESFORCE_INSTANCE_URL: salesforceUrl,
  BEACON_TTD_API_URL: ttdUrl,
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
