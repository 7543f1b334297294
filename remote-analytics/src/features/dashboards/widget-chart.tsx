import { Bar, Line } from '@ant-design/charts';
import { figureOf, formatDate, formatMonthDay } from '@beacon/shared/format';
import { useChartPalette } from '@beacon/shared/ui';
import { formatMetric, metricLabel } from './metrics';
import type { QueryResult } from './run-query';
import type { Widget } from './get-dashboards';
import { dimensionValue, isTimeDimension, timeSeries } from './dimensions';

/** The height of one bar's row: every category keeps its label in full, however many there are. */
const BAR_ROW = 36;

/**
 * A line or bar widget, drawn with @ant-design/charts. This file is the only one that imports the charts: the
 * dashboard page loads it lazily, so no other page pays for them. Days and weeks lie on a time axis (a gap in the
 * days is a gap on the axis and in the line); categories are horizontal bars, each labelled.
 */
export default function WidgetChart({ widget, result }: { widget: Widget; result: QueryResult }) {
  const palette = useChartPalette();
  const x = widget.dimensions[0] ?? 'day';
  const y = widget.metrics[0] ?? 'spend';
  const value = { title: metricLabel(y), labelFormatter: (v: number) => formatMetric(y, v) };
  const item = { channel: 'y', name: metricLabel(y), valueFormatter: (v: number) => formatMetric(y, v) };

  if (isTimeDimension(x))
    return (
      <Line
        data={timeSeries(result.rows, x, y)}
        xField="at"
        yField="value"
        height={260}
        autoFit
        scale={{ x: { type: 'time' } }}
        axis={{
          x: {
            title: false,
            labelAutoRotate: false,
            labelAutoHide: true,
            labelFormatter: (at: Date) => formatMonthDay(at),
          },
          y: value,
        }}
        style={{ stroke: palette[0], lineWidth: 2 }}
        tooltip={{ title: (point: { at: Date }) => formatDate(point.at), items: [item] }}
      />
    );

  // A rate without a value (no clicks: no CPC) draws no bar; its category keeps its label.
  const data = result.rows.map((row) => ({ category: dimensionValue(x, row[x]), value: figureOf(row[y]) }));
  return (
    <Bar
      data={data}
      xField="category"
      yField="value"
      height={Math.max(160, data.length * BAR_ROW + 60)}
      autoFit
      axis={{
        x: { title: false, labelAutoHide: false, labelAutoRotate: false },
        // The figures along the bars stay level; those that would overlap are left out.
        y: { ...value, labelAutoRotate: false, labelAutoHide: true },
      }}
      style={{ fill: palette[0], maxWidth: 24 }}
      tooltip={{ items: [item] }}
    />
  );
}
