// pnpm bench: every measurement of the product, printed as tables. Timings never appear in tests.
import { apiBench } from '../server/tooling/bench/api-bench';
import { platformBench } from './platform-bench';

const only = process.argv[2];
if (!only || only === 'platform') await platformBench();
// The canary drill alone (`pnpm bench canary`); `pnpm bench platform` runs it after the platform's figures.
if (!only || only === 'platform' || only === 'canary') await (await import('./canary-drill-bench')).canaryDrillBench();
if (!only || only === 'billing') await (await import('./billing-bench')).billingBench();
if (!only || only === 'campaigns') await (await import('./campaigns-bench')).campaignsBench();
if (!only || only === 'imports') await (await import('./imports-bench')).importsBench();
if (!only || only === 'connectors') await (await import('./connectors-bench')).connectorsBench();
if (!only || only === 'assistant') {
  await (await import('./assistant-bench')).assistantBench();
  // The blind set, kept outside the repository, when BEACON_BLIND_QUESTIONS names its file.
  const blind = process.env.BEACON_BLIND_QUESTIONS;
  if (blind) await (await import('./assistant-blind')).assistantBlindBench(blind);
}
// Perf (Lighthouse) is asked for by name only: about ten minutes of page loads.
if (only === 'perf') await (await import('./perf-bench')).perfBench();
// Load is asked for by name only: it keeps a core busy for half a minute.
if (only === 'load') await (await import('./load-bench')).loadBench();
// Delivery at volume, by name only: a 100 MB file imported and the ingestion API's rate, a few minutes.
if (only === 'volume') await (await import('./volume-bench')).volumeBench();
// Mixed distinct traffic, response cache off, also by name only: 20 s of 100 connections.
if (only === 'mixed') await (await import('./mixed-bench')).mixedBench();
// The same questions one at a time in-process, CPU time and statements per request.
if (only === 'mixed-cpu') await (await import('./mixed-cpu-bench')).mixedCpuBench();
// The failover drill, by name only: a PostgreSQL pair under Patroni behind HAProxy, its primary killed under load.
if (only === 'failover') await (await import('./failover-bench')).failoverBench();
// Set-up time from a fresh clone, by name only: a few minutes of installs and builds.
if (only === 'setup') await (await import('./setup-bench')).setupBench();
if (!only || only === 'api') {
  // On PGlite at both scales; with DATABASE_URL set, on that PostgreSQL (one database per scale: BENCH_SCALE).
  const scales = process.env.DATABASE_URL ? [Number(process.env.BENCH_SCALE ?? 10)] : [1, 10];
  // BENCH_USERS: that many users asking at once (the scale 1000 goals are for 20).
  for (const scale of scales) await apiBench({ scale, users: Number(process.env.BENCH_USERS ?? 1) });
}
