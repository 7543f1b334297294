import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Database } from '../../src/kernel/db/database';
import { readFileSync } from 'node:fs';
import { migrate } from '../../src/kernel/db/migrate';
import { emptyTestDatabase } from '../testing/fresh-database';
import { SEEDED_ACCOUNTS } from './accounts';
import { seededFigures } from './figures';
import { seedCampaigns } from './campaigns';
import type { SeedContext } from './context';
import { counts, seed, seedIfEmpty } from './index';
import { unfinishedSeed } from './progress';
import { Random } from './random';
import { seedTenants } from './tenants';

/**
 * The figures of scale 1 on 2026-06-15 as the seed wrote them in one transaction, before slices (commit f51f0b3),
 * drawn again when a seasonal theme's replacement stopped taking a draw of the seed's generator (2026-12-05).
 */
const BEFORE_SLICES = JSON.parse(readFileSync(new URL('./figures.scale-1.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** The database, stopping like a killed process at the `nth` statement that matches `pattern` (its transaction lost). */
function stoppingAt(db: Database, pattern: RegExp, nth: number): Database {
  let seen = 0;
  const wrap = (target: Database): Database =>
    new Proxy(target, {
      get(on, name) {
        if (name === 'query')
          return async (sql: string, params?: unknown[]) => {
            if (pattern.test(sql) && ++seen === nth) throw new Error('the machine stopped');
            return on.query(sql, params);
          };
        if (name === 'transaction')
          return <T>(work: (tx: Database) => Promise<T>) => on.transaction((tx) => work(wrap(tx)));
        const value = Reflect.get(on, name) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(on) : value;
      },
    });
  return wrap(db);
}

async function fingerprint(db: Database): Promise<string> {
  const [row] = await db.query<{ h: string }>(`SELECT md5(
    (SELECT string_agg(id || name || status || total_budget, ',' ORDER BY id) FROM campaigns) ||
    (SELECT string_agg(line_item_id || day::text || region || impressions || spend, ',' ORDER BY line_item_id, day, region) FROM daily_delivery) ||
    (SELECT string_agg(doc_number || balance, ',' ORDER BY id) FROM invoices)) AS h`);
  return row!.h;
}

describe('seed', () => {
  test('deterministic, believable at scale 1, the figures of the seed before slices, finished after a stop', async () => {
    const [first, second] = [await emptyTestDatabase(), await emptyTestDatabase()];
    const [a, b] = [first.db, second.db];
    try {
      assert.equal(await seedIfEmpty(a, { scale: 1, today: '2026-06-15' }), true);
      assert.equal(await seedIfEmpty(a, { scale: 1, today: '2026-06-15' }), false, 'a seeded database is left alone');
      // b in slices of two clients, its rollups kept per slice, and stopped in its second slice: not seeded yet.
      await migrate(b);
      const options = { scale: 1, today: '2026-06-15', clientsPerSlice: 2, rollups: 'per slice' } as const;
      await assert.rejects(seed(stoppingAt(b, /INSERT INTO daily_delivery/, 2), options), /the machine stopped/);
      assert.equal((await unfinishedSeed(b))?.nextClient, 3, 'the first slice is committed, the second is not');
      const told: string[] = [];
      assert.equal(await seedIfEmpty(b, { scale: 1, log: (line) => told.push(line) }), true, 'the next start seeds');
      assert.match(
        told[0] ?? '',
        /finishing the seed of scale 1 \(today 2026-06-15\) that stopped before client 3 of 6/,
      );
      assert.equal(await unfinishedSeed(b), null);
      assert.equal(await fingerprint(a), await fingerprint(b));
      // Every delivery and rollup table's rows, sums and content, and every other table's rows, as before slices.
      assert.deepEqual(await seededFigures(a), BEFORE_SLICES);
      assert.deepEqual(await seededFigures(b), BEFORE_SLICES);

      const n = await counts(a);
      assert.ok(n.clients! >= 5);
      assert.ok(n.advertisers! >= 35 && n.advertisers! <= 50, `${n.advertisers} advertisers`);
      assert.ok(n.campaigns! >= 250 && n.campaigns! <= 350, `${n.campaigns} campaigns`);
      assert.ok(n.daily_delivery! > 30000);
      const statuses = await a.query<{ status: string }>('SELECT DISTINCT status FROM campaigns');
      assert.equal(statuses.length, 10, 'every campaign status, Closed Won and proposals included');
      const platforms = await a.query<{ platform: string }>('SELECT DISTINCT platform FROM line_items');
      assert.equal(platforms.length, 5);
      const [span] = await a.query<{ first: string; last: string }>(
        'SELECT min(day)::text AS first, max(day)::text AS last FROM daily_delivery',
      );
      assert.ok(
        span!.first <= '2025-07-15' && span!.last === '2026-06-14',
        `delivery from ${span!.first} to ${span!.last}`,
      );
      // Every campaign that has delivered has its Launch done, and dated no later than its first delivery day.
      const unlaunched = await a.query<{ id: number; status: string }>(`
        SELECT c.id, c.status FROM campaigns c
        JOIN proven_process_steps s ON s.campaign_id = c.id AND s.name = 'Launch'
        WHERE EXISTS (SELECT 1 FROM daily_delivery d WHERE d.campaign_id = c.id)
          AND (s.status <> 'COMPLETE' OR s.completed_at::date > (SELECT min(day) FROM daily_delivery d WHERE d.campaign_id = c.id))`);
      assert.deepEqual(unlaunched, [], 'delivering campaigns whose Launch is not done');
      const [blocked] = await a.query<{ n: number }>(`
        SELECT count(*)::int AS n FROM campaigns c JOIN proven_process_steps s ON s.campaign_id = c.id AND s.name = 'Launch'
        WHERE c.status = 'Blocked' AND s.status = 'COMPLETE'`);
      assert.ok(blocked!.n > 0, 'blocked campaigns that delivered show their Launch done');
      const [northwind] = await a.query<{ brand: string }>(
        "SELECT brand FROM clients WHERE name = 'Northwind Fitness'",
      );
      assert.equal(northwind!.brand, 'northwind');
      for (const account of SEEDED_ACCOUNTS) {
        const [user] = await a.query<{ role: string; terms: boolean }>(
          'SELECT role, terms_accepted_at IS NOT NULL AS terms FROM users WHERE email = $1',
          [account.email],
        );
        assert.equal(user?.role, account.role, account.email);
        assert.equal(user?.terms, account.termsOfUseAccepted, account.email);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });

  test('the same agency every day: only the names and dates of its campaigns follow the day', async () => {
    const { db, close } = await emptyTestDatabase();
    try {
      await migrate(db);
      /** Its campaigns on `today`, each as its own fields with its dates counted from today, and their names. */
      const campaignsOn = async (today: string) => {
        return db
          .transaction(async (tx) => {
            const ctx: SeedContext = {
              ...{ db: tx, rng: new Random(20261121), today, scale: 1 },
              ...{ clients: [], advertisers: [], campaigns: [], userIds: [] },
            };
            await seedTenants(ctx);
            await seedCampaigns(ctx);
            const rows = await tx.query<{ row: string; name: string }>(
              `SELECT name, concat_ws(' ', id, advertiser_id, status, total_budget, rate_type, rate, objective,
                 start_date - $1::date, end_date - $1::date, est_start_date - $1::date) AS row
               FROM campaigns ORDER BY id`,
              [today],
            );
            throw Object.assign(new Error('rolled back'), { rows });
          })
          .catch((error: { rows?: { row: string; name: string }[] }) => {
            if (!error.rows) throw error;
            return { rows: error.rows.map((r) => r.row), names: error.rows.map((r) => r.name) };
          });
      };
      const [autumn, winter] = [await campaignsOn('2026-10-21'), await campaignsOn('2027-02-10')];
      assert.ok(autumn.rows.length > 250, `${autumn.rows.length} campaigns`);
      assert.deepEqual(winter.rows, autumn.rows);
      assert.notDeepEqual(winter.names, autumn.names, 'a flight that starts in winter is not a Black Friday');
    } finally {
      await close();
    }
  });

  test('the account list: passwords, the temporary one, and the roles the issue names', () => {
    const byEmail = new Map(SEEDED_ACCOUNTS.map((a) => [a.email, a]));
    assert.equal(byEmail.get('invited@acme.test')?.password, 'Temp-Pass-2026!');
    assert.equal(byEmail.get('invited@acme.test')?.temporary, true);
    assert.equal(byEmail.get('admin@beacon.test')?.password, 'Beacon-Demo-2026!');
    assert.equal(byEmail.get('newterms@globex.test')?.termsOfUseAccepted, false);
    assert.ok(!byEmail.get('reports@acme.test')?.privileges.includes('INVOICES_READ'));
    assert.equal(SEEDED_ACCOUNTS.length, 8);
  });
});
