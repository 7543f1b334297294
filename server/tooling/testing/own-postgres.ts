import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBin } from '@beacon/ops/failover/programs';
import { freePort } from '@beacon/ops/free-port';

export { freePort };

/**
 * A PostgreSQL cluster of a test's own (Debian's packages, as CI installs them), for what must not happen to the
 * server other test files share: stopping it and starting it again. As root it runs as `postgres`, as `.ci/run`
 * does (PostgreSQL refuses root).
 */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  remove(): void;
}

/** A running cluster, or why there can be none here (to skip with). */
export async function startOwnPostgres(): Promise<OwnPostgres | string> {
  const bin = postgresBin();
  if (!bin) return 'needs PostgreSQL installed (/usr/lib/postgresql/*/bin)';
  const asRoot = process.getuid?.() === 0;
  let postgresUid: number | null = null;
  if (asRoot) {
    try {
      postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    } catch {
      return 'runs as root without a postgres user to run PostgreSQL as';
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'beacon-own-pg-'));
  if (postgresUid !== null) chownSync(dir, postgresUid, -1);
  const run = (program: string, args: string[]) => {
    const command = [join(bin, program), ...args];
    if (asRoot)
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map(quoted).join(' ')], { stdio: 'pipe' });
    else execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  };
  const port = await freePort();
  const ctl = (action: 'start' | 'stop') =>
    run('pg_ctl', [
      '-D',
      dir,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      join(dir, 'log'),
      '-w',
      ...(action === 'stop' ? ['-m', 'fast'] : []),
      action,
    ]);
  try {
    run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres']);
    ctl('start');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `could not start a PostgreSQL cluster: ${(error as Error).message.split('\n')[0]}`;
  }
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      ctl('stop');
      running = false;
    },
    start() {
      ctl('start');
      running = true;
    },
    remove() {
      if (running) ctl('stop');
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const quoted = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
