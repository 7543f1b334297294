import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hostDistDir, root } from '../places';
import { startFailoverCluster, type FailoverCluster } from './cluster';
import { drillPrograms } from './programs';

/**
 * The whole set of a failover drill on one machine: PostgreSQL primary and synchronous standby under Patroni and
 * etcd, HAProxy's doors to each, and Beacon's instances (`npm start`'s server, each its own process) writing through
 * the primary's door and reading reports through the standby's, behind HAProxy's web door.
 */
export interface FailoverDrill {
  cluster: FailoverCluster;
  /** HAProxy's web door over every Beacon instance. */
  url: string;
  /** Each Beacon instance's process id (a drill checks none was restarted). */
  beaconPids: number[];
  stop(): Promise<void>;
}

export interface DrillOptions {
  beacons?: number;
  /** Where the drill keeps its files; a new folder under the system's temporary one by default. */
  dir?: string;
  /** Added to each Beacon instance's environment. */
  env?: Record<string, string>;
  say?: (line: string) => void;
}

export async function startFailoverDrill(options: DrillOptions = {}): Promise<FailoverDrill> {
  const say = options.say ?? (() => undefined);
  const programs = drillPrograms(say);
  const dir = options.dir ?? join(tmpdir(), `beacon-failover-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  say(`PostgreSQL pair, Patroni, etcd and HAProxy in ${dir}`);
  const cluster = await startFailoverCluster(dir, programs, options.beacons ?? 2);
  const url = `http://127.0.0.1:${cluster.ports.web}`;
  const beaconPids: number[] = [];
  try {
    for (const [i, port] of cluster.ports.beacons.entries()) {
      const dataDir = join(dir, `beacon${i + 1}`);
      mkdirSync(dataDir, { recursive: true });
      const child = cluster.run(`beacon${i + 1}`, join(root, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.primaryUrl,
        BEACON_READ_DATABASE_URL: cluster.standbyUrl,
        BEACON_DATA_DIR: dataDir,
        BEACON_HOST_DIST: hostDistDir(),
        BEACON_PUBLIC_URL: url,
        BEACON_TRUSTED_PROXIES: '127.0.0.1',
        ...options.env,
      });
      beaconPids.push(child.pid!);
      say(`Beacon instance ${i + 1} on port ${port}`);
    }
    // The first instance migrates and seeds the empty database; the others wait on its lock.
    // Then HAProxy's web door, once its checks have found them.
    for (const address of [...cluster.ports.beacons.map((port) => `http://127.0.0.1:${port}`), url]) {
      for (let waited = 0; ; waited += 250) {
        const ok = await fetch(`${address}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (waited > 300_000) throw new Error(`${address} did not serve within 300 s (see ${dir})`);
        await sleep(250);
      }
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    cluster,
    url,
    beaconPids,
    async stop() {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
