// `pnpm bench failover`: the failover drill, measured. The whole set of docs/failover.md on this machine (a PostgreSQL
// primary and synchronous standby under Patroni and etcd, HAProxy, two Beacon instances); writers and report readers
// through HAProxy's web door; the primary killed with SIGKILL (Patroni and PostgreSQL, as a machine that dies).
// Printed: writes acknowledged and how many of them the promoted primary lacks, how long until writes were served
// again, what the clients saw meanwhile, and whether any Beacon process had to be restarted.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { startFailoverDrill } from '@beacon/ops/failover/drill';
import { openDatabase } from '../server/src/kernel/db/database';
import { signedInHeaders, useBenchClientId } from './signed-in';
import { printTable } from './table';

const WRITERS = Number(process.env.BENCH_FAILOVER_WRITERS ?? 8);
const READERS = Number(process.env.BENCH_FAILOVER_READERS ?? 4);
const BEFORE_KILL_S = Number(process.env.BENCH_FAILOVER_BEFORE_S ?? 15);
const AFTER_KILL_S = Number(process.env.BENCH_FAILOVER_AFTER_S ?? 45);
const CLIENT_ID = 1;

interface Tally {
  acknowledged: { id: number; name: string }[];
  refused: Map<string, number>;
  /** The last request refused after the kill, in ms after it: from then on every one was served. */
  lastRefusedAfterKill: number | null;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function failoverBench(): Promise<void> {
  useBenchClientId();
  const say = (line: string) => console.log(`[failover] ${line}`);
  const drill = await startFailoverDrill({
    say,
    env: { BEACON_API_RATE_LIMIT: '1000000', BEACON_SIGN_IN_RATE_LIMIT: '10000', BEACON_DB_POOL_SIZE: '10' },
  });
  try {
    const headers = await signedInHeaders(drill.url, 'admin@acme.test');
    const campaigns = (await (
      await fetch(`${drill.url}/api/clients/${CLIENT_ID}/campaigns?pageSize=5`, { headers })
    ).json()) as { data: { id: number }[] };
    const campaignIds = campaigns.data.slice(0, 3).map((c) => c.id);
    const writes: Tally = { acknowledged: [], refused: new Map(), lastRefusedAfterKill: null };
    const reads: Tally = { acknowledged: [], refused: new Map(), lastRefusedAfterKill: null };
    let killedAt = 0;
    let stopAt = Date.now() + (BEFORE_KILL_S + AFTER_KILL_S) * 1000;
    const count = (tally: Tally, what: string) => {
      tally.refused.set(what, (tally.refused.get(what) ?? 0) + 1);
      if (killedAt) tally.lastRefusedAfterKill = Date.now() - killedAt;
    };

    let sequence = 0;
    const writer = async (w: number) => {
      while (Date.now() < stopAt) {
        const name = `Failover drill ${w}-${(sequence += 1)}`;
        try {
          const answer = await fetch(`${drill.url}/api/clients/${CLIENT_ID}/dashboards-custom`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name }),
            signal: AbortSignal.timeout(10_000),
          });
          if (answer.status === 201) {
            const { data } = (await answer.json()) as { data: { id: number } };
            writes.acknowledged.push({ id: data.id, name });
          } else {
            count(writes, String(answer.status));
            await answer.arrayBuffer();
            await sleep(200);
          }
        } catch (error) {
          count(writes, (error as Error).name);
          await sleep(200);
        }
      }
    };
    const reader = async () => {
      while (Date.now() < stopAt) {
        try {
          const answer = await fetch(`${drill.url}/api/clients/${CLIENT_ID}/campaign-reports/query`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ campaignIds, groupBy: ['day'] }),
            signal: AbortSignal.timeout(10_000),
          });
          await answer.arrayBuffer();
          if (answer.status === 200) {
            reads.acknowledged.push({ id: 0, name: '' });
          } else {
            count(reads, String(answer.status));
            await sleep(200);
          }
        } catch (error) {
          count(reads, (error as Error).name);
          await sleep(200);
        }
      }
    };
    const load = Promise.all([
      ...Array.from({ length: WRITERS }, (_, w) => writer(w)),
      ...Array.from({ length: READERS }, reader),
    ]);
    await sleep(BEFORE_KILL_S * 1000);
    const before = await drill.cluster.members();
    // Reports read on the standby: its door leads to a node in recovery, where Beacon's report pools are connected.
    const standby = await openDatabase({ url: drill.cluster.standbyUrl, poolSize: 1 });
    const [onStandby] = await standby.query<{ recovery: boolean; sessions: number }>(
      `SELECT pg_is_in_recovery() AS recovery, (SELECT count(*)::int FROM pg_stat_activity
         WHERE datname = 'beacon' AND pid <> pg_backend_pid()) AS sessions`,
    );
    await standby.close();
    const acknowledgedBeforeKill = writes.acknowledged.length;
    killedAt = Date.now();
    const killed = await drill.cluster.killLeader();
    say(`killed ${killed} (${before.map((m) => `${m.name} ${m.role}`).join(', ')})`);
    stopAt = Math.max(stopAt, killedAt + AFTER_KILL_S * 1000);
    await load;
    const after = await drill.cluster.members();

    // Every acknowledged write, looked for on the promoted primary.
    const db = await openDatabase({ url: drill.cluster.primaryUrl, poolSize: 1 });
    const kept = new Set(
      (await db.query<{ id: number }>(`SELECT id FROM custom_dashboards WHERE name LIKE 'Failover drill %'`)).map(
        (r) => r.id,
      ),
    );
    await db.close();
    const lost = writes.acknowledged.filter((w) => !kept.has(w.id)).length;
    const restarted = drill.beaconPids.filter((pid) => !alive(pid)).length;
    const refused = (tally: Tally) => [...tally.refused].map(([what, n]) => `${n} × ${what}`).join(', ') || 'none';
    const seconds = (ms: number | null) => (ms === null ? 'no request refused' : `${(ms / 1000).toFixed(1)} s`);
    printTable(
      `Failover drill: ${WRITERS} writers and ${READERS} report readers through HAProxy, ${killed} killed after ${BEFORE_KILL_S} s (load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
      ['measure', 'goal', 'measured'],
      [
        ['acknowledged writes (before the kill)', '', `${writes.acknowledged.length} (${acknowledgedBeforeKill})`],
        ['acknowledged writes missing on the promoted primary', '0', String(lost)],
        ['writes served again (the last one refused, after the kill)', '≤ 30 s', seconds(writes.lastRefusedAfterKill)],
        ['reports served again (the last one refused, after the kill)', '≤ 30 s', seconds(reads.lastRefusedAfterKill)],
        ['writes not acknowledged meanwhile', '', refused(writes)],
        ['reports not answered meanwhile', '', `${refused(reads)} (of ${reads.acknowledged.length} answered)`],
        [
          'report reads on the standby before the kill',
          '',
          `${onStandby!.recovery ? 'a standby' : 'the primary'}, ${onStandby!.sessions} of Beacon's sessions`,
        ],
        ['Beacon processes restarted by hand', '0', `0 (${restarted} of ${drill.beaconPids.length} ended)`],
        ['nodes after', '', after.map((m) => `${m.name} ${m.role}`).join(', ')],
      ],
    );
  } finally {
    await drill.stop();
  }
}
