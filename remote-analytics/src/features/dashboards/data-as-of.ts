import { formatDate, formatDateTime } from '@beacon/shared/format';
import type { DataSource } from './get-data-sources';

/**
 * "Data as of": the latest sync of the source's connections, else its last day of data. None for a source with no
 * data yet: its dashboard says 'No data yet', and a date would claim figures it has not.
 */
export function dataAsOf(
  source: DataSource | undefined,
  connections: { connectionId: string; lastSyncAt: string | null }[] | undefined,
): string | null {
  if (!source || source.rowCount === 0) return null;
  const synced = (connections ?? [])
    .filter((c) => source.connectionIds.includes(c.connectionId) && c.lastSyncAt)
    .map((c) => c.lastSyncAt!)
    .sort()
    .at(-1);
  if (synced) return formatDateTime(synced);
  return source.lastDay ? formatDate(source.lastDay) : null;
}
