import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The programs a failover drill runs, all Debian packages: etcd (the consensus store), Patroni (one per PostgreSQL
 * node: it keeps the leader key in etcd and promotes a standby when the leader's key expires), HAProxy (asks each
 * node's Patroni which is primary and sends connections there) and PostgreSQL itself.
 */
export interface DrillPrograms {
  etcd: string;
  patroni: string;
  haproxy: string;
  /** PostgreSQL's `bin` folder (initdb, postgres, pg_rewind, createdb). */
  postgresBin: string;
  /** As root, the uid and gid PostgreSQL runs as (it refuses root); null otherwise. */
  runAs: { uid: number; gid: number } | null;
}

export const DRILL_PACKAGES = ['etcd-server', 'patroni', 'haproxy', 'postgresql'];

function which(program: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin', '/sbin']) {
    if (dir && existsSync(join(dir, program))) return join(dir, program);
  }
  return null;
}

/** The newest installed PostgreSQL's `bin` folder (Debian's layout), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1)!, 'bin') : null;
}

const missing = () =>
  [
    ['etcd', which('etcd')],
    ['patroni', which('patroni')],
    ['haproxy', which('haproxy')],
    ['postgresql', postgresBin()],
  ].filter(([, found]) => !found);

/**
 * The drill's programs, installed with apt-get when missing and this process may (root on Debian or Ubuntu);
 * otherwise the error names the packages to install.
 */
export function drillPrograms(say: (line: string) => void = () => undefined): DrillPrograms {
  if (missing().length > 0 && process.getuid?.() === 0 && which('apt-get')) {
    say(`installing ${DRILL_PACKAGES.join(', ')} with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-q'], { stdio: 'ignore', env });
    const installed = spawnSync('apt-get', ['install', '-y', '-q', ...DRILL_PACKAGES], { stdio: 'inherit', env });
    if (installed.status !== 0) throw new Error(`apt-get install ${DRILL_PACKAGES.join(' ')} failed`);
  }
  const still = missing();
  if (still.length > 0)
    throw new Error(
      `the failover drill needs ${still.map(([name]) => name).join(', ')}: apt-get install ${DRILL_PACKAGES.join(' ')}`,
    );
  let runAs: DrillPrograms['runAs'] = null;
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    runAs = { uid: id('-u'), gid: id('-g') };
  }
  return {
    etcd: which('etcd')!,
    patroni: which('patroni')!,
    haproxy: which('haproxy')!,
    postgresBin: postgresBin()!,
    runAs,
  };
}
