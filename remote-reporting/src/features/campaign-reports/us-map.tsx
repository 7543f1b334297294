import usaMap from '@svg-maps/usa';
import { useChartPalette } from '@beacon/shared/ui';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatFigure, METRIC_COLUMNS, metricUnit, type Metric } from './figures';
import { boundText, classOf, mapClasses } from './map-classes';
import type { MapMode } from './report-settings';
import type { ResultRow } from './run-campaign-report';
import { StatesTable, type StateFigure } from './states-table';

// The package's types name a module it does not ship: its shape, as index.js has it.
const usa = usaMap as unknown as { viewBox: string; locations: { id: string; name: string; path: string }[] };

/**
 * Alaska and Hawaii as insets below the south-west (Alaska at a third of its drawn size, not larger than Texas;
 * Hawaii a little larger, to be seen): each moves its shape's top-left corner (measured from the shapes) to a
 * place in the frame and scales it from there. The frame is the 48 states' box with a margin.
 */
const INSETS: Record<string, { at: [number, number]; corner: [number, number]; scale: number }> = {
  ak: { at: [300, 478], corner: [128.2, 482.4], scale: 0.34 },
  hi: { at: [462, 506], corner: [580.3, 585.4], scale: 1.15 },
};
const VIEW_BOX = '286 4 940 596';
const NO_DELIVERY = '#e4e8ec';
const byName = [...usa.locations].sort((a, b) => a.name.localeCompare(b.name));

interface Props {
  regions: ResultRow[];
  /** The report's `state` set: one row per state (its code) with its region. */
  states: ResultRow[];
  metric: Metric;
  mode: MapMode;
  onModeChange: (mode: MapMode) => void;
}

/**
 * A US map of delivery, state by state: a choropleth on a sequential scale of 5 to 7 classes with its legend
 * (heatmap), or each region in its colour (regions); a tooltip names the state and its figure on hover and focus
 * (arrow keys move between states, in alphabetical order), and a table of the states says the same in text.
 */
export function UsMap({ regions, states, metric, mode, onModeChange }: Props) {
  const palette = useChartPalette();
  const column = METRIC_COLUMNS[metric];
  const unit = metricUnit(metric);
  const [asTable, setAsTable] = useState(false);
  const [tip, setTip] = useState<{ id: string; x: number; y: number } | null>(null);
  const [focused, setFocused] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const summaryId = useId();

  const byCode = new Map(states.map((s) => [String(s.state), s]));
  const regionNames = [...new Set([...regions.map((r) => String(r.region)), ...states.map((s) => String(s.region))])]
    .filter((r) => r !== 'null')
    .sort();
  const regionFigure = new Map(regions.map((r) => [String(r.region), Number(r[column] ?? 0)]));
  const figures: StateFigure[] = usa.locations.map((l) => {
    const row = byCode.get(l.id);
    return { code: l.id, name: l.name, region: row ? String(row.region) : '', value: Number(row?.[column] ?? 0) };
  });
  const figureOf = new Map(figures.map((f) => [f.code, f]));
  const classes = mapClasses(
    figures.map((f) => f.value),
    palette[0]!,
  );
  const fill = (code: string) => {
    const f = figureOf.get(code)!;
    if (mode === 'region') {
      const i = regionNames.indexOf(f.region);
      return i < 0 ? NO_DELIVERY : palette[i % palette.length]!;
    }
    return classOf(classes, f.value)?.colour ?? NO_DELIVERY;
  };
  const label = (code: string) => {
    const f = figureOf.get(code)!;
    return `${f.name}: ${formatFigure(f.value, unit)}${f.region ? ` (${f.region})` : ''}`;
  };
  const top = [...figures]
    .filter((f) => f.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, 3);
  const summary = top.length
    ? `Highest: ${top.map((f) => `${f.name} ${formatFigure(f.value, unit)}`).join(', ')}.`
    : 'No delivery in these dates.';

  // The tooltip sits by the pointer, or by the focused state's centre.
  const showAt = (id: string, clientX: number, clientY: number) => {
    const box = frame.current?.getBoundingClientRect();
    setTip({ id, x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) });
  };
  const focusState = (index: number) => {
    const state = byName[(index + byName.length) % byName.length]!;
    setFocused(byName.indexOf(state));
    frame.current?.querySelector<SVGPathElement>(`[data-state="${state.id}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (event.key in moves) focusState(focused + moves[event.key]!);
    else if (event.key === 'Home') focusState(0);
    else if (event.key === 'End') focusState(byName.length - 1);
    else if (event.key === 'Escape') setTip(null);
    else return;
    event.preventDefault();
  };

  const shape = (state: (typeof usa.locations)[number]) => {
    const inset = INSETS[state.id];
    return (
      <path
        key={state.id}
        data-state={state.id}
        d={state.path}
        fill={fill(state.id)}
        stroke="#ffffff"
        strokeWidth={0.8}
        vectorEffect="non-scaling-stroke"
        role="img"
        aria-label={label(state.id)}
        tabIndex={byName[focused]?.id === state.id ? 0 : -1}
        transform={
          inset
            ? `translate(${inset.at.join(' ')}) scale(${inset.scale}) translate(${-inset.corner[0]} ${-inset.corner[1]})`
            : undefined
        }
        onMouseMove={(e) => showAt(state.id, e.clientX, e.clientY)}
        onMouseLeave={() => setTip(null)}
        onFocus={(e) => {
          setFocused(byName.findIndex((s) => s.id === state.id));
          const box = e.currentTarget.getBoundingClientRect();
          showAt(state.id, box.left + box.width / 2, box.top + box.height / 2);
        }}
        onBlur={() => setTip(null)}
        style={{ outline: 'none', cursor: 'default' }}
        className="beacon-map-state"
      />
    );
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{metric} by state</Typography.Text>
        <Flex gap={8} wrap>
          <Segmented<MapMode>
            aria-label="Map mode"
            value={mode}
            onChange={onModeChange}
            options={[
              { value: 'heatmap', label: 'Heatmap' },
              { value: 'region', label: 'Regions' },
            ]}
          />
          <Button aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Show map' : 'Show table'}
          </Button>
        </Flex>
      </Flex>
      {asTable ? (
        <StatesTable states={figures} metric={metric} unit={unit} />
      ) : (
        <>
          <div ref={frame} style={{ position: 'relative' }}>
            <style>{`.beacon-map-state:focus-visible { stroke: #0b1a2b; stroke-width: 2.5px; }`}</style>
            <svg
              viewBox={VIEW_BOX}
              role="group"
              aria-label={`${metric} by state`}
              aria-describedby={summaryId}
              onKeyDown={onKeyDown}
              style={{ width: '100%', maxHeight: 340, display: 'block' }}
            >
              {byName.filter((s) => !INSETS[s.id]).map(shape)}
              {Object.entries(INSETS).map(([id, inset]) => (
                <g key={id}>
                  <rect
                    x={inset.at[0] - 6}
                    y={inset.at[1] - 6}
                    width={id === 'ak' ? 154 : 56}
                    height={id === 'ak' ? 104 : 98}
                    fill="none"
                    stroke="#c5ccd3"
                    strokeWidth={1}
                    aria-hidden
                  />
                  {shape(usa.locations.find((l) => l.id === id)!)}
                </g>
              ))}
            </svg>
            {tip && (
              <div
                aria-hidden
                style={{
                  position: 'absolute',
                  left: tip.x + 12,
                  top: tip.y + 12,
                  pointerEvents: 'none',
                  background: '#1f2933',
                  color: '#ffffff',
                  padding: '4px 8px',
                  borderRadius: 4,
                  fontSize: 12,
                  whiteSpace: 'nowrap',
                  zIndex: 2,
                  transform: tip.x > (frame.current?.clientWidth ?? 0) / 2 ? 'translateX(calc(-100% - 24px))' : 'none',
                }}
              >
                <strong>{figureOf.get(tip.id)!.name}</strong>
                <br />
                {formatFigure(figureOf.get(tip.id)!.value, unit)} {metric.toLowerCase()}
                {figureOf.get(tip.id)!.region ? ` · ${figureOf.get(tip.id)!.region}` : ''}
              </div>
            )}
          </div>
          <Typography.Text id={summaryId} type="secondary" style={{ fontSize: 12 }}>
            {summary}
          </Typography.Text>
          <Flex gap={12} wrap role="list" aria-label={mode === 'region' ? 'Regions' : 'Legend'}>
            {mode === 'region'
              ? regionNames.map((name, i) => (
                  <Swatch key={name} colour={palette[i % palette.length]!}>
                    {name}: {formatFigure(regionFigure.get(name) ?? 0, unit)}
                  </Swatch>
                ))
              : classes.map((c) => (
                  <Swatch key={c.colour} colour={c.colour}>
                    {c.from === c.to
                      ? boundText(c.from, unit)
                      : `${boundText(c.from, unit)} – ${boundText(c.to, unit)}`}
                  </Swatch>
                ))}
            {mode === 'heatmap' && figures.some((f) => !(f.value > 0)) && (
              <Swatch colour={NO_DELIVERY}>No delivery</Swatch>
            )}
          </Flex>
        </>
      )}
    </Flex>
  );
}

function Swatch({ colour, children }: { colour: string; children: React.ReactNode }) {
  return (
    <Flex gap={6} align="center" role="listitem">
      <span aria-hidden style={{ width: 14, height: 14, borderRadius: 2, background: colour, flex: 'none' }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {children}
      </Typography.Text>
    </Flex>
  );
}
