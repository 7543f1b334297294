// pnpm bench connectors: a Google Ads backfill of 400 days × 500 campaigns (one ad group each, each carried by a
// line item) from the Google Ads stand-in, through the connector and the sync job as the product runs them:
// paging by nextPageToken (10,000 rows a page), staging, and one transaction that makes the rows the truth. The
// stand-in runs in a process of its own, as Google is remote: the sync reads the next page while it stages one.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createTestAnalytics } from '../server/tooling/testing/test-analytics';
import { clientIdOf } from '../server/tooling/testing/test-api';
import { OAuthClients } from '../server/src/domains/analytics/oauth/client';
import { saveTokens } from '../server/src/domains/analytics/oauth/tokens';
import { createSync, listSyncs } from '../server/src/domains/connectors/history';
import { backfillWindow, runConnectorSync } from '../server/src/domains/connectors/run-sync';
import { printTable } from './table';

const DAYS = 400;
const CAMPAIGNS = 500;
const GOAL_SECONDS = 60;
const CUSTOMER = '5550001111';
const TOKEN = 'bench-access-token';

/** The stand-in's command line (server/stand-ins/google-ads/cli.ts) on a free port, and its address once it listens. */
async function standInProcess(args: string[]): Promise<{ url: string; process: ChildProcess }> {
  const root = join(import.meta.dirname, '..');
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['server/stand-ins/google-ads/cli.ts', '--port=0', ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /stand-in at (http:\/\/\S+)/.exec(chunk.toString());
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the Google Ads stand-in stopped (${code})`)));
  });
  return { url, process: child };
}

export async function connectorsBench(): Promise<void> {
  const t = await createTestAnalytics();
  const acme = await clientIdOf(t.db, 'Acme Outdoor');
  // 500 Google Ads line items on Acme's campaigns, each carrying an ad group id of the account.
  const adGroupIds = Array.from({ length: CAMPAIGNS }, (_, i) => String(160_000_000_000 + i));
  await t.db.query(
    `INSERT INTO line_items (campaign_id, name, platform, ad_format, budget, platform_line_item_id)
     SELECT c.id, 'Search - bench ' || g, 'GOOGLE_ADS', 'SEARCH', 1000, (160000000000 + g)::text
     FROM generate_series(0, $2::int - 1) g
     JOIN LATERAL (SELECT id FROM campaigns WHERE client_id = $1 ORDER BY id
                   OFFSET (g % (SELECT count(*) FROM campaigns WHERE client_id = $1)) LIMIT 1) c ON true`,
    [acme, CAMPAIGNS],
  );
  const ads = await standInProcess([
    `--token=${TOKEN}=${CUSTOMER}`,
    `--campaigns=${CAMPAIGNS}`,
    `--ad-groups=${adGroupIds[0]}:1:${CAMPAIGNS}`,
  ]);
  try {
    const [workspace] = await t.db.query<{ id: number }>(
      'SELECT id FROM analytics_workspaces WHERE client_id = $1 AND advertiser_id IS NULL ORDER BY id LIMIT 1',
      [acme],
    );
    const [connection] = await t.db.query<{ id: number }>(
      `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status,
         account_id, account_name)
       VALUES ($1, 'conn-bench', 'GOOGLE_ADS', 'Google Ads', false, 'oauth', 'connected', $2, 'Bench account')
       RETURNING id`,
      [workspace!.id, CUSTOMER],
    );
    await saveTokens(
      t.db,
      { id: workspace!.id } as never,
      t.deps.tokenKey,
      connection!.id,
      { access_token: TOKEN, expires_in: 3600 },
      null,
    );
    const syncId = await createSync(t.db, connection!.id, backfillWindow(DAYS));
    const started = performance.now();
    await runConnectorSync(
      {
        db: t.db,
        tokenKey: t.deps.tokenKey,
        clients: new OAuthClients(t.deps.oauth, t.deps.publicUrl),
        googleAds: { apiUrl: ads.url, apiVersion: 'v19', developerToken: 'bench', loginCustomerId: null },
      },
      syncId,
    );
    const seconds = (performance.now() - started) / 1000;
    const [sync] = await listSyncs(t.db, { id: workspace!.id } as never, connection!.id, 1);
    printTable(
      'Connectors: Google Ads backfill from the stand-in (pnpm bench connectors)',
      ['backfill', 'status', 'rows written', 'days', 'pages', 'seconds', 'goal'],
      [
        [
          `${DAYS} days × ${CAMPAIGNS} campaigns`,
          sync!.status,
          sync!.rows,
          sync!.days,
          Math.ceil((DAYS * CAMPAIGNS) / 10_000),
          seconds.toFixed(1),
          `≤ ${GOAL_SECONDS} s${seconds <= GOAL_SECONDS ? '' : ' (missed)'}`,
        ],
      ],
    );
  } finally {
    ads.process.kill('SIGTERM');
    await t.close();
  }
}
