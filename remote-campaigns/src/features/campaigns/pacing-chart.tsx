import { formatCurrency } from '@beacon/shared/format';
import { DailyLinesChart } from '../../ui/daily-lines-chart';
import type { Pacing } from './campaign-types';

type Point = Pacing['series'][number];

const LINES = [
  { name: 'Delivered', value: (p: Point) => p.deliveredSpend },
  { name: 'Expected', value: (p: Point) => p.expectedSpend },
];

/** Cumulative delivered and expected spend per flight day. */
export default function PacingChart({ series }: { series: Pacing['series'] }) {
  return (
    <DailyLinesChart
      label="Delivered and expected spend by day"
      points={series}
      lines={LINES}
      colours={(palette) => [palette[0], palette[3] ?? '#bfbfbf']}
      axisValue={(v) => formatCurrency(v)}
      tooltipValue={(v) => formatCurrency(v)}
      height={220}
      lineWidth={2}
    />
  );
}
