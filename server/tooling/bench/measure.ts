/**
 * Runs `work` a few times to warm up, then `runs` times for each of `users` users at once (each user's runs one after
 * another, `work` told which user asks), and gives the 50th and 95th percentile of every run's time in ms.
 */
export async function measure(
  work: (user: number) => Promise<unknown>,
  runs = 40,
  warmup = 5,
  users = 1,
): Promise<{ p50: number; p95: number; runs: number }> {
  for (let i = 0; i < warmup; i++) await Promise.all(Array.from({ length: users }, (_, user) => work(user)));
  const times: number[] = [];
  const asks = async (user: number) => {
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await work(user);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: users }, (_, user) => asks(user)));
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { p50: at(50), p95: at(95), runs: times.length };
}
