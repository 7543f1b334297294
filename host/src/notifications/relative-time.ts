import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';

dayjs.extend(relativeTime);

/** Relative times refresh every 60 s (spec section 9). */
export const RELATIVE_TIME_REFRESH_MS = 60_000;

export function useNow(intervalMs = RELATIVE_TIME_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export const relativeTo = (seconds: number, now: number) => dayjs.unix(seconds).from(dayjs(now));
