import { Column, Line } from '@ant-design/charts';
import { formatMonthDay, useChartPalette } from '@beacon/shared';
import { formatMetric, metricLabel } from './metrics';
import type { QueryResult } from './run-query';
import type { Widget } from './get-dashboards';

/**
 * A line or bar widget, drawn with @ant-design/charts. This file is the only one that imports the charts: the
 * dashboard page loads it lazily, so no other page pays for them.
 */
export default function WidgetChart({ widget, result }: { widget: Widget; result: QueryResult }) {
  const palette = useChartPalette();
  const x = widget.dimensions[0] ?? 'day';
  const y = widget.metrics[0] ?? 'spend';
  const data = result.rows.map((row) => ({ ...row, [y]: Number(row[y] ?? 0) }));
  const common = {
    data,
    xField: x,
    yField: y,
    height: 260,
    autoFit: true,
    axis: {
      // A year of days: let the axis drop labels that would overlap instead of standing them on end.
      x: {
        title: false,
        labelAutoRotate: false,
        labelAutoHide: true,
        // Days read as "Mar 4", not yyyy-MM-dd.
        ...(x === 'day' ? { labelFormatter: (day: string) => formatMonthDay(day) } : {}),
      },
      y: { title: metricLabel(y), labelFormatter: (v: number) => formatMetric(y, v) },
    },
    tooltip: { items: [{ channel: 'y', name: metricLabel(y), valueFormatter: (v: number) => formatMetric(y, v) }] },
  };
  return widget.type === 'line' ? (
    <Line {...common} style={{ stroke: palette[0], lineWidth: 2 }} />
  ) : (
    <Column {...common} style={{ fill: palette[0], maxWidth: 48 }} />
  );
}
