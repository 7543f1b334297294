import { apiBench } from './api-bench';

/** `tsx server/tooling/bench/run.ts [--scale N] [--runs N]`: the API benchmark on its own. */
function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

await apiBench({ scale: Number(option('scale', '10')), runs: Number(option('runs', '40')) });
