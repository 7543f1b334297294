import usaMap from '@svg-maps/usa';
import { useChartPalette } from '@beacon/shared';
import { Flex, Segmented, Typography } from 'antd';
import { formatFigure, METRIC_COLUMNS, metricUnit, type Metric } from './figures';
import type { MapMode } from './report-settings';
import type { ResultRow } from './run-campaign-report';

// The package's types name a module it does not ship: its shape, as index.js has it.
const usa = usaMap as unknown as { viewBox: string; locations: { id: string; name: string; path: string }[] };

/** Delivery is reported by region; each state takes its region's figure. */
const REGION_STATES: Record<string, string[]> = {
  Northeast: ['ct', 'me', 'ma', 'nh', 'ri', 'vt', 'nj', 'ny', 'pa'],
  Midwest: ['il', 'in', 'mi', 'oh', 'wi', 'ia', 'ks', 'mn', 'mo', 'ne', 'nd', 'sd'],
  Southeast: ['de', 'fl', 'ga', 'md', 'nc', 'sc', 'va', 'dc', 'wv', 'al', 'ky', 'ms', 'tn', 'ar', 'la', 'ok', 'tx'],
  West: ['az', 'co', 'id', 'mt', 'nv', 'nm', 'ut', 'wy', 'ak', 'ca', 'hi', 'or', 'wa'],
};
const regionOf = (stateId: string) =>
  Object.entries(REGION_STATES).find(([, states]) => states.includes(stateId))?.[0] ?? null;

/** Mixes a colour with white: the heatmap's scale from light (little) to full (most). */
function shade(hex: string, weight: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const mix = (c: number) => Math.round(255 - (255 - c) * (0.15 + 0.85 * weight));
  return `rgb(${mix((n >> 16) & 255)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

interface Props {
  regions: ResultRow[];
  metric: Metric;
  mode: MapMode;
  onModeChange: (mode: MapMode) => void;
}

/** A US map of delivery: heatmap (darker is more) or regions (one colour each), state shapes shipped with the app. */
export function UsMap({ regions, metric, mode, onModeChange }: Props) {
  const palette = useChartPalette();
  const column = METRIC_COLUMNS[metric];
  const values = new Map(regions.map((r) => [String(r.region), Number(r[column] ?? 0)]));
  const max = Math.max(...values.values(), 0) || 1;
  const names = Object.keys(REGION_STATES);
  const fill = (stateId: string) => {
    const region = regionOf(stateId);
    if (!region) return '#eef2f6';
    if (mode === 'region') return palette[names.indexOf(region) % palette.length]!;
    return shade(palette[0]!, (values.get(region) ?? 0) / max);
  };
  const summary = names.map((n) => `${n} ${formatFigure(values.get(n) ?? 0, metricUnit(metric))}`).join(', ');
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{metric} by region</Typography.Text>
        <Segmented<MapMode>
          aria-label="Map mode"
          value={mode}
          onChange={onModeChange}
          options={[
            { value: 'heatmap', label: 'Heatmap' },
            { value: 'region', label: 'Regions' },
          ]}
        />
      </Flex>
      <svg
        viewBox={usa.viewBox}
        role="img"
        aria-label={`${metric} by region: ${summary}`}
        style={{ width: '100%', maxHeight: 320 }}
      >
        {usa.locations.map((state) => (
          <path key={state.id} d={state.path} fill={fill(state.id)} stroke="#fff" strokeWidth={1}>
            <title>{`${state.name}: ${regionOf(state.id) ?? 'no region'}`}</title>
          </path>
        ))}
      </svg>
      <Flex gap={12} wrap>
        {names.map((name, i) => (
          <Flex key={name} gap={6} align="center">
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: 2,
                background:
                  mode === 'region' ? palette[i % palette.length] : shade(palette[0]!, (values.get(name) ?? 0) / max),
              }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {name}: {formatFigure(values.get(name) ?? 0, metricUnit(metric))}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
