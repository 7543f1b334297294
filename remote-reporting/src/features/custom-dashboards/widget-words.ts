import { METRIC_CHOICE_COLUMNS, WIDGET_SHAPES, type WidgetKind } from '@beacon/shared/api';

/** Each kind of widget as the Add widget dialog names it, in the order it offers them. */
export const KIND_LABELS: Record<WidgetKind, string> = {
  kpi: 'KPI tiles, with their change',
  line: 'Line over time',
  bar: 'Bars by a dimension',
  table: 'Table by a dimension',
  map: 'Map of the states',
  pacing: 'Pacing',
  insight: 'Summary (the written insight)',
};

/** The size a new widget of each kind takes on the grid: columns across, rows down. */
export const KIND_SIZES: Record<WidgetKind, { w: number; h: number }> = {
  kpi: { w: 12, h: 2 },
  line: { w: 8, h: 4 },
  bar: { w: 6, h: 4 },
  table: { w: 12, h: 5 },
  map: { w: 12, h: 6 },
  pacing: { w: 6, h: 2 },
  insight: { w: 12, h: 2 },
};

/** The metrics a map may colour the states by: the report map's own. */
export const MAPPED_METRICS = Object.values(METRIC_CHOICE_COLUMNS) as string[];

export const shapeOf = (kind: WidgetKind) => ({
  least: WIDGET_SHAPES[kind].metrics[0] as number,
  most: WIDGET_SHAPES[kind].metrics[1] as number,
  dimension: WIDGET_SHAPES[kind].dimension as 'none' | 'time' | 'required',
});
