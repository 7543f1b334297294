import { formatCompact, formatInteger } from '@beacon/shared/format';
import { DailyLinesChart } from '../../ui/daily-lines-chart';
import type { CountPoint } from './audience-types';

const LINES = [
  { name: 'Devices', value: (p: CountPoint) => p.deviceCount },
  { name: 'Households', value: (p: CountPoint) => p.householdCount },
];

/** Devices and households per day. */
export default function CountsHistoryChart({ history, name }: { history: CountPoint[]; name: string }) {
  return (
    <DailyLinesChart
      label={`Count history of ${name}`}
      points={history}
      lines={LINES}
      colours={(palette) => [palette[0], palette[2] ?? '#8c8c8c']}
      axisValue={formatCompact}
      tooltipValue={formatInteger}
      height={260}
    />
  );
}
