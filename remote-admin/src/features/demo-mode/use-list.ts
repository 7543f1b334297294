import { apiGet, describeError, isAbortError, showError } from '@beacon/shared';
import { useEffect, useState } from 'react';

/** A list from the hub API: null while it loads, cleared on failure (the banner says why). */
export function useList<T>(path: string | null, params: Record<string, unknown> = {}): T[] | null {
  const [rows, setRows] = useState<T[] | null>(null);
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setRows(null);
    apiGet<T[]>(path, { params: JSON.parse(key) as Record<string, unknown>, signal: controller.signal }).then(setRows, (error: unknown) => {
      if (isAbortError(error)) return;
      setRows([]);
      showError(describeError(error));
    });
    return () => controller.abort();
  }, [path, key]);
  return rows;
}
