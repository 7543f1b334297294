import { formatRangeInWords } from '@beacon/shared/format';
import type { DataSource } from './get-data-sources';

/**
 * The days a widget's figures cover, in words. A dashboard asks for no range: each widget sums every day its data
 * source has synced, so it says so ('All synced days: Nov 21, 2025 – Nov 20, 2026'), beside the reporting suite's
 * 30-day figures. Null while the source is not known, or has no day yet.
 */
export function daysShown(source: DataSource | undefined): string | null {
  if (!source?.firstDay || !source.lastDay) return null;
  return `All synced days: ${formatRangeInWords(source.firstDay, source.lastDay)}`;
}

/** A data source that has synced nothing yet (a new connection): its dashboard has nothing to draw. */
export const hasNoData = (source: DataSource | undefined): source is DataSource =>
  source !== undefined && source.rowCount === 0;
