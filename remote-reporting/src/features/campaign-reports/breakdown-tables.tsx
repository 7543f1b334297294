import { Tabs } from 'antd';
import { useMemo } from 'react';
import { BREAKDOWNS, BreakdownGrid } from './breakdown-grid';
import { resultSet, type ReportResult } from './run-campaign-report';

type Status = 'loading' | 'success' | 'error' | 'idle';

/** The report's breakdowns as tabs of grids; a breakdown the campaign has no rows for is left out. */
export function BreakdownTables({
  result,
  fileName,
  status,
}: {
  result: ReportResult | undefined;
  fileName: string;
  status: Status;
}) {
  const items = useMemo(
    () =>
      BREAKDOWNS.filter((b) => status !== 'success' || resultSet(result, b.set).length > 0).map((b) => ({
        key: b.set,
        label: b.title,
        children: (
          <BreakdownGrid
            set={b.set}
            rows={resultSet(result, b.set)}
            status={status}
            fileName={`${fileName}-${b.set}`}
          />
        ),
      })),
    [result, fileName, status],
  );
  return <Tabs items={items} />;
}
