import { useChartPalette } from '@beacon/shared/ui';

const HEIGHT = 40;
/** Room above and below the line for its stroke. */
const INSET = 2;

/**
 * A tile's trend as SVG path data, one point a day across `width` and within `HEIGHT`: the lowest day at the
 * bottom, the highest at the top (a flat trend in the middle); a day without a figure (null) breaks the line.
 */
export function trendPath(values: (number | null)[], width: number): string {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return '';
  const [low, high] = [Math.min(...present), Math.max(...present)];
  const x = (day: number) => (values.length > 1 ? (day / (values.length - 1)) * width : width / 2);
  const y = (value: number) =>
    high === low ? HEIGHT / 2 : INSET + ((high - value) / (high - low)) * (HEIGHT - 2 * INSET);
  let path = '';
  let drawing = false;
  values.forEach((value, day) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${round(x(day))} ${round(y(value))}`;
    drawing = true;
  });
  return path;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A tile's 30-day trend, a line drawn in SVG: no chart library (the dashboards' first visit loads none), and the
 * tile tells the same trend in words for those who do not see it.
 */
export function TileTrend({ values }: { values: (number | null)[] }) {
  const palette = useChartPalette();
  // Drawn across 100 units and stretched to the tile's width; the stroke keeps its 2 px.
  return (
    <svg
      aria-hidden
      focusable="false"
      width="100%"
      height={HEIGHT}
      viewBox={`0 0 100 ${HEIGHT}`}
      preserveAspectRatio="none"
      style={{ display: 'block', marginTop: 8, overflow: 'visible' }}
    >
      <path
        d={trendPath(values, 100)}
        fill="none"
        stroke={palette[0]}
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
