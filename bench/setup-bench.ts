// pnpm bench setup: the time from `npm start` on a fresh clone to a served product (the goal: within 5 min on
// this machine). Clones the committed HEAD into a directory of its own, runs `npm start` there on its own port, and
// times it until the API and the host page both answer; twice: with the builds this machine keeps (as any clone of
// a commit already built here finds them) and with every build made afresh (BEACON_BUILD_CACHE=off). The clone's
// package install is part of the figure (pnpm's store on this machine is warm, as it is after any first install).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '@beacon/ops/places';
import { printTable } from './table';

const PORT = Number(process.env.BENCH_SETUP_PORT ?? 8198);
const GOAL_SECONDS = 5 * 60;
const GIVE_UP_SECONDS = 15 * 60;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Seconds from `npm start` in a fresh clone until /healthz and / answer; the clone is removed afterwards. */
async function secondsToServe(env: Record<string, string>): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-setup-'));
  try {
    const cloned = spawnSync('git', ['clone', '--quiet', root, dir], { stdio: 'inherit' });
    if (cloned.status !== 0) throw new Error('git clone failed');
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: dir,
      env: { ...process.env, ...env, PORT: String(PORT) },
      stdio: 'ignore',
      detached: true,
    });
    try {
      const url = `http://localhost:${PORT}`;
      while ((performance.now() - started) / 1000 < GIVE_UP_SECONDS) {
        if (child.exitCode !== null) throw new Error(`npm start ended with ${child.exitCode}`);
        if ((await answers(`${url}/healthz`)) && (await answers(`${url}/`)))
          return (performance.now() - started) / 1000;
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`not serving after ${GIVE_UP_SECONDS} s`);
    } finally {
      // npm, the toolchain's runner and the server: the whole group it started.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function setupBench(): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const [builds, env] of [
    ['kept on this machine', {}],
    ['made afresh (BEACON_BUILD_CACHE=off)', { BEACON_BUILD_CACHE: 'off' }],
  ] as const) {
    const before = loadavg()[0]!.toFixed(1);
    const seconds = await secondsToServe(env);
    rows.push([
      builds,
      `≤ ${GOAL_SECONDS / 60} min`,
      `${seconds.toFixed(1)} s`,
      seconds <= GOAL_SECONDS ? 'pass' : 'FAIL',
      `${before} → ${loadavg()[0]!.toFixed(1)}`,
    ]);
  }
  printTable(
    'From `npm start` on a fresh clone of HEAD to a served product (its install, builds, seed and start)',
    ['builds', 'goal', 'time to serve', 'mark', 'load avg'],
    rows,
  );
}
