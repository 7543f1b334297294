const HOUR = 3600_000;

/**
 * Allowances counted in hourly windows, per server process: each key may be taken `limit` times an hour. The map
 * is emptied when the hour turns and holds at most `maxKeys` keys, so a flood of new keys cannot grow it either.
 */
export class HourlyQuota {
  private window = -1;
  private readonly counts = new Map<string, number>();

  constructor(private readonly maxKeys = 100_000) {}

  /** Takes one from every key's allowance, or from none when any is spent; true when taken. */
  take(allowances: readonly (readonly [key: string, limit: number])[], now = Date.now()): boolean {
    const window = Math.floor(now / HOUR);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const fresh = allowances.filter(([key]) => !this.counts.has(key)).length;
    if (this.counts.size + fresh > this.maxKeys) return false;
    if (allowances.some(([key, limit]) => (this.counts.get(key) ?? 0) >= limit)) return false;
    for (const [key] of allowances) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return true;
  }

  /** Seconds until the allowances are whole again. */
  static retryAfterSeconds(now = Date.now()): number {
    return Math.ceil((HOUR - (now % HOUR)) / 1000);
  }
}
