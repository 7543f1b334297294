import { PageTabs } from '@beacon/shared/ui';
import { useMemo } from 'react';
import { BreakdownGrid } from './breakdown-grid';
import type { Catalogue } from '../../api/catalogue';
import { resultSet, type ReportResult } from './run-campaign-report';

type Status = 'loading' | 'success' | 'error' | 'idle';

/** The catalogue's breakdowns as tabs of grids; a breakdown the campaign has no rows for is left out. */
export function BreakdownTables({
  result,
  catalogue,
  fileName,
  status,
}: {
  result: ReportResult | undefined;
  catalogue: Catalogue | undefined;
  fileName: string;
  status: Status;
}) {
  const items = useMemo(
    () =>
      (catalogue?.report.breakdowns ?? [])
        .filter((b) => status !== 'success' || resultSet(result, b.set).length > 0)
        .map((b) => ({
          key: b.set,
          label: b.title,
          children: (
            <BreakdownGrid
              breakdown={b}
              catalogue={catalogue}
              rows={resultSet(result, b.set)}
              status={status}
              fileName={`${fileName}-${b.set}`}
            />
          ),
        })),
    [result, catalogue, fileName, status],
  );
  return <PageTabs items={items} />;
}
