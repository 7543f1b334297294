import { Line } from '@ant-design/charts';
import { formatCompact, formatInteger, formatMonthDay } from '@beacon/shared/format';
import { useChartPalette } from '@beacon/shared/ui';
import { useMemo } from 'react';
import type { CountPoint } from './audience-types';

/** Devices and households per day. */
export default function CountsHistoryChart({ history, name }: { history: CountPoint[]; name: string }) {
  const palette = useChartPalette();
  const data = useMemo(
    () =>
      history.flatMap((p) => [
        { day: p.day, series: 'Devices', count: p.deviceCount },
        { day: p.day, series: 'Households', count: p.householdCount },
      ]),
    [history],
  );
  return (
    <div role="img" aria-label={`Count history of ${name}`}>
      <Line
        data={data}
        xField="day"
        yField="count"
        colorField="series"
        height={260}
        autoFit
        scale={{ color: { range: [palette[0], palette[2] ?? '#8c8c8c'] } }}
        axis={{
          x: { labelFormatter: (day: string) => formatMonthDay(day), labelAutoRotate: false, labelAutoHide: true },
          y: { labelFormatter: (v: number) => formatCompact(v) },
        }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: (v: number) => formatInteger(v) }] }}
        legend={{ color: { position: 'top' } }}
      />
    </div>
  );
}
