import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { haproxyConfig, patroniConfig, type DrillPorts } from './configs';
import { drillProcesses, killPostgres } from './processes';
import type { DrillPrograms } from './programs';
import { freePort } from '../free-port';

/** A PostgreSQL pair under Patroni and etcd, behind HAProxy: what a drill kills and watches come back. */
export interface FailoverCluster {
  dir: string;
  ports: DrillPorts;
  /** Beacon's DATABASE_URL: HAProxy's door to whichever node is primary. */
  primaryUrl: string;
  /** HAProxy's door to the standby: BEACON_READ_DATABASE_URL. */
  standbyUrl: string;
  /** The nodes as Patroni reports them: name, role (leader, sync_standby, replica), state. */
  members(): Promise<{ name: string; role: string; state: string }[]>;
  /** Kills the leader's Patroni and PostgreSQL with SIGKILL, as a machine that dies; answers its name. */
  killLeader(): Promise<string>;
  /** Starts a process of the drill's own (a Beacon instance), its output in `<dir>/<name>.log`, stopped with the rest. */
  run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess;
  stop(): Promise<void>;
}

async function until<T>(what: string, seconds: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const found = await probe().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${what} within ${seconds} s`);
    await sleep(250);
  }
}

export async function startFailoverCluster(
  dir: string,
  programs: DrillPrograms,
  beaconInstances: number,
): Promise<FailoverCluster> {
  mkdirSync(dir, { recursive: true });
  const ports: DrillPorts = {
    etcdClient: await freePort(),
    etcdPeer: await freePort(),
    nodes: [
      { postgres: await freePort(), rest: await freePort() },
      { postgres: await freePort(), rest: await freePort() },
    ],
    primary: await freePort(),
    standby: await freePort(),
    web: await freePort(),
    beacons: await Promise.all(Array.from({ length: beaconInstances }, freePort)),
  };
  const password = randomBytes(18).toString('base64url');
  const owned = (path: string) => {
    if (programs.runAs) chownSync(path, programs.runAs.uid, programs.runAs.gid);
    return path;
  };
  owned(dir);
  const processes = drillProcesses(dir, programs.runAs);
  const run = processes.run;
  const dataDirs = ports.nodes.map((_, node) => join(dir, `node${node + 1}`, 'data'));
  const stop = () => processes.stopAll(dataDirs);
  const rest = (node: number) => `http://127.0.0.1:${ports.nodes[node]!.rest}`;
  const url = (port: number, database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  const members = async () => {
    for (const node of ports.nodes.keys()) {
      try {
        const answer = (await (await fetch(`${rest(node)}/cluster`)).json()) as {
          members: { name: string; role: string; state: string }[];
        };
        return answer.members;
      } catch {
        // That node's Patroni is gone: ask the other.
      }
    }
    return [];
  };
  try {
    mkdirSync(join(dir, 'etcd'), { recursive: true });
    owned(join(dir, 'etcd'));
    run(
      'etcd',
      programs.etcd,
      [
        `--data-dir=${join(dir, 'etcd', 'data')}`,
        `--listen-client-urls=http://127.0.0.1:${ports.etcdClient}`,
        `--advertise-client-urls=http://127.0.0.1:${ports.etcdClient}`,
        `--listen-peer-urls=http://127.0.0.1:${ports.etcdPeer}`,
        `--initial-advertise-peer-urls=http://127.0.0.1:${ports.etcdPeer}`,
        `--initial-cluster=default=http://127.0.0.1:${ports.etcdPeer}`,
      ],
      process.env,
      true,
    );
    await until('etcd did not answer', 30, async () =>
      (await fetch(`http://127.0.0.1:${ports.etcdClient}/health`)).ok ? true : null,
    );

    ports.nodes.forEach((_, node) => {
      const nodeDir = join(dir, `node${node + 1}`);
      mkdirSync(nodeDir, { recursive: true });
      owned(nodeDir);
      const file = join(nodeDir, 'patroni.yml');
      writeFileSync(file, patroniConfig(node, dir, programs.postgresBin, ports, password), { mode: 0o600 });
      owned(file);
    });
    const startNode = (node: number) =>
      run(`node${node + 1}`, programs.patroni, [join(dir, `node${node + 1}`, 'patroni.yml')], process.env, true);
    startNode(0);
    await until('node1 did not lead', 90, async () =>
      (await fetch(`${rest(0)}/primary`)).status === 200 ? true : null,
    );
    startNode(1);

    await until('node2 did not become the synchronous standby', 120, async () =>
      (await members()).some((m) => m.role === 'sync_standby') ? true : null,
    );

    writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig(ports));
    run('haproxy', programs.haproxy, ['-f', join(dir, 'haproxy.cfg')]);
    await until('HAProxy did not reach the primary', 30, async () => {
      const created = spawnSync(
        join(programs.postgresBin, 'psql'),
        [url(ports.primary, 'postgres'), '-Atc', 'SELECT 1'],
        { encoding: 'utf8' },
      );
      return created.status === 0 ? true : null;
    });
    const created = spawnSync(
      join(programs.postgresBin, 'createdb'),
      ['--maintenance-db', url(ports.primary, 'postgres'), 'beacon'],
      { encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`createdb beacon: ${created.stderr}`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    dir,
    ports,
    primaryUrl: url(ports.primary, 'beacon'),
    standbyUrl: url(ports.standby, 'beacon'),
    members,
    async killLeader() {
      const leader = (await members()).find((m) => m.role === 'leader');
      if (!leader) throw new Error('no leader to kill');
      processes.kill(leader.name);
      // Its PostgreSQL too: its backends see their postmaster gone and end within moments.
      killPostgres(join(dir, leader.name, 'data'));
      return leader.name;
    },
    run: (name, command, args, env) => run(name, command, args, env),
    stop,
  };
}
