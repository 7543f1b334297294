/** Runs `work` a few times to warm up, then `runs` times, and gives the 50th and 95th percentile in ms. */
export async function measure(
  work: () => Promise<unknown>,
  runs = 40,
  warmup = 5,
): Promise<{ p50: number; p95: number; runs: number }> {
  for (let i = 0; i < warmup; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { p50: at(50), p95: at(95), runs };
}
