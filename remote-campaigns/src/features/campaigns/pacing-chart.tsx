import { Line } from '@ant-design/charts';
import { formatCurrency, formatMonthDay } from '@beacon/shared/format';
import { useChartPalette } from '@beacon/shared/ui';
import { useMemo } from 'react';
import type { Pacing } from './campaign-types';

/** Cumulative delivered and expected spend per flight day. */
export default function PacingChart({ series }: { series: Pacing['series'] }) {
  const palette = useChartPalette();
  const data = useMemo(
    () =>
      series.flatMap((point) => [
        { day: point.day, series: 'Delivered', spend: point.deliveredSpend },
        { day: point.day, series: 'Expected', spend: point.expectedSpend },
      ]),
    [series],
  );
  return (
    <div role="img" aria-label="Delivered and expected spend by day">
      <Line
        data={data}
        xField="day"
        yField="spend"
        colorField="series"
        height={220}
        autoFit
        scale={{ color: { range: [palette[0], palette[3] ?? '#bfbfbf'] } }}
        style={{ lineWidth: 2 }}
        axis={{
          x: { labelFormatter: (day: string) => formatMonthDay(day), labelAutoRotate: false, labelAutoHide: true },
          y: { labelFormatter: (v: number) => formatCurrency(v) },
        }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: (v: number) => formatCurrency(v) }] }}
        legend={{ color: { position: 'top' } }}
      />
    </div>
  );
}
