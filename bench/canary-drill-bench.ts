// The canary drill's times: the e2e drill itself (e2e/drills/canary-drill.spec.ts) run once against its own
// server and data directory, writing how long each part took to the file BEACON_DRILL_TIMES names.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '@beacon/ops/places';
import { printTable } from './table';

export interface DrillTimes {
  /** From `pnpm remotes canary` of the broken release to the server's automatic rollback (registry clock). */
  brokenToRollback: number;
  /** From the rollback to an open tab on the canary running the version in service (Reload offered and clicked). */
  rollbackToStableTab: number;
  /** From `pnpm remotes canary` of the healthy release at 50% (3 s steps) to its step to 100% (registry clock). */
  healthyTo100: number;
  /** ... and to it being the version in service. */
  healthyToInService: number;
  /** The whole drill, browsers and sign-ins included. */
  whole: number;
}

/** The machine's load average (1, 5 and 15 minutes): the drill's times mean little without it. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

export async function canaryDrillBench(): Promise<void> {
  const loadBefore = loadAverage();
  const file = join(tmpdir(), `beacon-canary-drill-${process.pid}.json`);
  // Playwright from the e2e workspace itself (the workspace root has no pnpm binary of its own).
  const e2e = join(root, 'e2e');
  const run = spawnSync(
    join(e2e, 'node_modules', '.bin', 'playwright'),
    ['test', 'drills/canary-drill.spec.ts', '--reporter=line'],
    {
      cwd: e2e,
      env: {
        ...process.env,
        BEACON_DRILLS: '1',
        E2E_PORT: process.env.BENCH_DRILL_PORT ?? '8196',
        BEACON_DRILL_TIMES: file,
      },
      stdio: 'inherit',
    },
  );
  if (run.error) throw run.error;
  const loadAfter = loadAverage();
  if (run.status !== 0) throw new Error('the canary drill failed; its times are not measured');
  const times = JSON.parse(readFileSync(file, 'utf8')) as DrillTimes;
  rmSync(file, { force: true });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  printTable(
    'Canary drill (billing, real Chromium browsers, analysis every 2 s, minimum 5 errors)',
    ['step', 'time'],
    [
      ['broken release at 50%: canary to automatic rollback', seconds(times.brokenToRollback)],
      ['rollback to an open canary tab back on the version in service', seconds(times.rollbackToStableTab)],
      ['healthy release at 50%, 3 s steps: to 100%', seconds(times.healthyTo100)],
      ['healthy release at 50%, 3 s steps: to in service', seconds(times.healthyToInService)],
      ['the whole drill (four browsers signed in, reloads, Releases page)', seconds(times.whole)],
      ['load average (1, 5, 15 min) before the drill', loadBefore],
      ['load average (1, 5, 15 min) after the drill', loadAfter],
    ],
  );
}
