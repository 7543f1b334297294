// The report's charts: this module (and @ant-design/charts with it) loads only when a report page opens.
import { DualAxes, Line } from '@ant-design/charts';
import { formatMonthDay } from '@beacon/shared/format';
import { useChartPalette } from '@beacon/shared/ui';
import { visuallyHidden } from '../../ui/visually-hidden';
import { Typography } from 'antd';
import { figureOf, formatFigure, METRIC_COLUMNS, metricUnit, wholeTicks, type Metric } from './figures';
import { trendSummary, type TrendChartProps } from './trend-summary';
import type { ResultRow } from './run-campaign-report';

/** Daily delivery of the chosen metric (columns) with the objective's figure (line, right axis). */
export function TrendChart(props: TrendChartProps) {
  const palette = useChartPalette();
  const { daily, metric, objective } = props;
  const column = METRIC_COLUMNS[metric];
  const data = daily.map((row) => ({
    day: String(row.day),
    [metric]: Number(row[column] ?? 0),
    // A day without the objective's figure (no conversions: no cost per conversion) is a gap in its line, not 0.
    ...(objective ? { [objective.label]: figureOf(row.objective) } : {}),
  }));
  const summary = trendSummary(props);
  return (
    <figure aria-label={`Daily ${metric}`} style={{ margin: 0, position: 'relative' }}>
      <DualAxes
        data={data}
        xField="day"
        height={300}
        autoFit
        animate={false}
        legend={{ color: { position: 'top', layout: { justifyContent: 'flex-end' } } }}
        // The legend's swatches and the marks take their colours from one scale, so they always match.
        scale={{ color: { range: [palette[0], palette[3] ?? palette[1]] } }}
        axis={{
          x: { labelAutoRotate: false, labelAutoHide: true, labelFormatter: (d: string) => formatMonthDay(d) },
        }}
        children={[
          {
            type: 'interval',
            yField: metric,
            // A few days make a few bars: wide enough to read, never wider than 48 px.
            style: { maxWidth: 48, radiusTopLeft: 2, radiusTopRight: 2 },
            axis: { y: { title: metric, labelFormatter: (v: number) => formatFigure(v, metricUnit(metric)) } },
          },
          ...(objective
            ? [
                {
                  type: 'line',
                  yField: objective.label,
                  // Straight segments: a smoothed line overshoots between a few points.
                  style: { lineWidth: 2 },
                  axis: {
                    y: {
                      position: 'right',
                      title: objective.label,
                      labelFormatter: (v: number) => formatFigure(v, objective.unit),
                    },
                  },
                },
              ]
            : []),
        ]}
      />
      <figcaption style={visuallyHidden}>{summary}</figcaption>
    </figure>
  );
}

/** The 14-day forecast of the chosen metric, with how it was made. */
export function ForecastChart({
  rows,
  metric,
  method,
  total,
  note,
}: {
  rows: ResultRow[];
  metric: Metric;
  method: string;
  /** The server's 14-day total of the forecast. */
  total: number;
  /** Why (some of) the campaigns are forecast nothing. */
  note: string | null;
}) {
  const palette = useChartPalette();
  const unit = metricUnit(metric);
  const points = rows.map((row) => ({ day: String(row.day), value: Number(row.value ?? 0) }));
  // A forecast of nothing draws no plot (a flat line on an axis of repeated labels says less than the caption).
  const nothing = points.every((point) => point.value === 0);
  return (
    <figure aria-label={`14-day ${metric} forecast`} style={{ margin: 0 }}>
      {nothing ? null : (
        <Line
          data={points}
          xField="day"
          yField="value"
          height={180}
          autoFit
          animate={false}
          style={{ stroke: palette[1], lineWidth: 2, lineDash: [4, 4] }}
          // Counts are whole: a few clicks a day get ticks 0, 1, 2, never 0.5 shown as a second '1'.
          scale={{ y: { domainMin: 0, ...(unit === 'count' ? { tickMethod: wholeTicks } : {}) } }}
          axis={{
            x: { labelAutoRotate: false, labelAutoHide: true, labelFormatter: (d: string) => formatMonthDay(d) },
            y: { labelFormatter: (v: number) => formatFigure(v, unit) },
          }}
        />
      )}
      <figcaption>
        <Typography.Text type="secondary">
          {note ? `${note} ` : ''}Next 14 days: {formatFigure(total, unit)} {metric.toLowerCase()} expected. {method}
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
