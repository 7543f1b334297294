import { Line } from '@ant-design/charts';
import { formatMonthDay } from '@beacon/shared/format';
import { useChartPalette } from '@beacon/shared/ui';
import { useMemo } from 'react';

interface Props<Point extends { day: string }> {
  /** The chart's accessible name. */
  label: string;
  points: Point[];
  /** Each line: its name in the legend, its value on a day. */
  lines: { name: string; value: (point: Point) => number }[];
  /** The lines' colours, from the brand's chart palette. */
  colours: (palette: ReturnType<typeof useChartPalette>) => string[];
  /** How the y axis and the tooltip write a value. */
  axisValue: (value: number) => string;
  tooltipValue: (value: number) => string;
  height: number;
  lineWidth?: number;
}

/** A figure or two per day (spend delivered and expected, devices and households), with the days written short. */
export function DailyLinesChart<Point extends { day: string }>(props: Props<Point>) {
  const { label, points, lines, colours, axisValue, tooltipValue, height, lineWidth } = props;
  const palette = useChartPalette();
  const data = useMemo(
    () => points.flatMap((p) => lines.map((line) => ({ day: p.day, series: line.name, value: line.value(p) }))),
    [points, lines],
  );
  return (
    <div role="img" aria-label={label}>
      <Line
        data={data}
        xField="day"
        yField="value"
        colorField="series"
        height={height}
        autoFit
        scale={{ color: { range: colours(palette) } }}
        style={lineWidth ? { lineWidth } : undefined}
        axis={{
          x: { labelFormatter: (day: string) => formatMonthDay(day), labelAutoRotate: false, labelAutoHide: true },
          y: { labelFormatter: axisValue },
        }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: tooltipValue }] }}
        legend={{ color: { position: 'top' } }}
      />
    </div>
  );
}
