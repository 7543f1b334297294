// A widget's chart: this module (and @ant-design/charts with it) loads only when a dashboard opens.
import { Column, Line } from '@ant-design/charts';
import { dimensionText, figureOf, formatFigure, formatMonthDay, type FigureUnit } from '@beacon/shared/format';
import { useChartPalette } from '@beacon/shared/ui';
import { visuallyHidden } from '../../ui/visually-hidden';

interface Props {
  kind: 'line' | 'bar';
  rows: Record<string, string | number | null>[];
  dimension: string;
  dimensionLabel: string;
  metrics: { key: string; label: string; unit: FigureUnit }[];
  height: number;
}

const labelOf = (dimension: string, value: unknown) =>
  dimension === 'day' || dimension === 'week' ? formatMonthDay(String(value)) : dimensionText(dimension, value);

/** What the chart shows, in words, for screen readers: each metric's total or, for a rate, its lowest and highest. */
export function chartSummary({ rows, dimension, dimensionLabel, metrics }: Omit<Props, 'kind' | 'height'>): string {
  if (rows.length === 0) return 'No delivery in this period.';
  const first = labelOf(dimension, rows[0]![dimension]);
  const last = labelOf(dimension, rows.at(-1)![dimension]);
  const parts = metrics.map((m) => {
    const values = rows.map((row) => figureOf(row[m.key])).filter((v) => v !== null);
    if (values.length === 0) return `${m.label}: none`;
    const low = Math.min(...values);
    const high = Math.max(...values);
    return `${m.label} from ${formatFigure(low, m.unit)} to ${formatFigure(high, m.unit)}`;
  });
  return `By ${dimensionLabel.toLowerCase()}, ${rows.length} in all, ${first} to ${last}: ${parts.join('; ')}.`;
}

/** A line over time or bars by a dimension, of one or two metrics (a second metric is a second series). */
export function WidgetChart(props: Props) {
  const palette = useChartPalette();
  const { kind, rows, dimension, metrics, height } = props;
  const data = rows.flatMap((row) =>
    metrics.map((m) => ({ at: labelOf(dimension, row[dimension]), series: m.label, value: figureOf(row[m.key]) })),
  );
  const unit = metrics[0]?.unit ?? 'count';
  const common = {
    data,
    xField: 'at',
    yField: 'value',
    colorField: 'series',
    height: Math.max(height, 120),
    autoFit: true,
    animate: false,
    scale: { color: { range: palette } },
    legend: metrics.length > 1 ? { color: { position: 'top' as const } } : false,
    axis: {
      x: { labelAutoRotate: false, labelAutoHide: true },
      y: { labelFormatter: (v: number) => formatFigure(v, unit) },
    },
  };
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      {kind === 'line' ? <Line {...common} style={{ lineWidth: 2 }} /> : <Column {...common} group />}
      <figcaption style={visuallyHidden}>{chartSummary(props)}</figcaption>
    </figure>
  );
}
