import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The drill's processes: each in a process group of its own, its output in `<dir>/<name>.log`, all stopped at once. */
export function drillProcesses(dir: string, runAs: { uid: number; gid: number } | null) {
  const children = new Map<string, ChildProcess>();
  const signal = (child: ChildProcess, kill: NodeJS.Signals) => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, kill);
    } catch {
      // Gone already.
    }
  };
  return {
    /** `asPostgres`: as root, run as the postgres user (PostgreSQL refuses root). */
    run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env, asPostgres = false) {
      const log = openSync(join(dir, `${name}.log`), 'a');
      const child = spawn(command, args, {
        env: asPostgres && runAs ? { ...env, HOME: dir } : env,
        detached: true,
        stdio: ['ignore', log, log],
        ...(asPostgres && runAs ? runAs : {}),
      });
      children.set(name, child);
      return child;
    },
    /** SIGKILL to one process's group, as a machine that dies. */
    kill(name: string) {
      const child = children.get(name);
      if (child) signal(child, 'SIGKILL');
    },
    async stopAll(dataDirs: string[]) {
      for (const child of children.values()) signal(child, 'SIGTERM');
      await sleep(3000);
      // A node whose Patroni was killed leaves its PostgreSQL running.
      for (const data of dataDirs) killPostgres(data);
      for (const child of children.values()) signal(child, 'SIGKILL');
    },
  };
}

/** SIGKILL to a node's PostgreSQL (Patroni starts it in a session of its own, out of Patroni's process group). */
export function killPostgres(dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}
