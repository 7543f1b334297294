import { createHash } from 'node:crypto';

/**
 * What the ad platforms' stand-ins make their accounts and daily figures from: numbers drawn from the ids alone, so
 * that the same account answers the same way on every run, at any size.
 */

/** A number made from the text (the first four bytes of its SHA-256). */
export const seed = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** A small, fast, deterministic generator (mulberry32) started from `n`: each call the next number in [0, 1). */
export function random(n: number) {
  let a = n >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
