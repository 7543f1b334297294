import { DASHBOARD_COLUMNS, DASHBOARD_MAX_ROWS } from '@beacon/shared/api';
import {
  bottom,
  cloneLayout,
  moveElement,
  sortLayoutItemsByRowCol,
  verticalCompactor,
  type Layout,
} from 'react-grid-layout';

/** A widget's place on the grid (react-grid-layout's item): i is the widget's id, x and w in columns, y and h in rows. */
export interface Place {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
export type Move = 'up' | 'down' | 'left' | 'right';
export type Resize = 'wider' | 'narrower' | 'taller' | 'shorter';

const clamp = (n: number, least: number, most: number) => Math.min(Math.max(n, least), most);

/** The saved form of the library's layout: its items carry more (moved, static, constraints) than the server keeps. */
export const places = (layout: Layout): Place[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

export const sameLayout = (a: Layout, b: Layout) =>
  a.length === b.length &&
  a.every((p) => b.some((q) => q.i === p.i && q.x === p.x && q.y === p.y && q.w === p.w && q.h === p.h));

/** Top to bottom, then left to right: the order the page reads the widgets in (and a screen reader with it). */
export const readingOrder = (layout: Place[]): Place[] => sortLayoutItemsByRowCol(layout) as Place[];

/** Each widget as high as it goes without covering another: the library's vertical compaction, as the grid does. */
const compact = (layout: Layout): Place[] => places(verticalCompactor.compact(cloneLayout(layout), DASHBOARD_COLUMNS));

/** Two widgets change places, each keeping its size: moving up or down in reading order. */
function swap(layout: Place[], a: Place, b: Place): Place[] {
  return compact(
    layout.map((p) => (p.i === a.i ? { ...p, x: b.x, y: b.y } : p.i === b.i ? { ...p, x: a.x, y: a.y } : p)),
  );
}

/**
 * What the Arrange menu does. Up and down: change places with the widget before or after in reading order; left
 * and right: a column over, pushing down what it would cover (the library's move, as a drag does); wider, narrower,
 * taller, shorter: a column or row, within the grid (wider at the right edge grows to the left).
 */
export function arrange(layout: Place[], id: string, key: Move | Resize): Place[] {
  const order = readingOrder(layout);
  const at = order.findIndex((p) => p.i === id);
  const place = order[at];
  if (!place) return layout;
  if (key === 'up' || key === 'down') {
    const other = order[key === 'up' ? at - 1 : at + 1];
    return other ? swap(layout, place, other) : layout;
  }
  const items = cloneLayout(layout);
  const item = items.find((p) => p.i === id)!;
  if (key === 'left' || key === 'right') {
    const x = clamp(item.x + (key === 'left' ? -1 : 1), 0, DASHBOARD_COLUMNS - item.w);
    return compact(moveElement(items, item, x, item.y, true, false, 'vertical', DASHBOARD_COLUMNS, false));
  }
  const [dw, dh] = { wider: [1, 0], narrower: [-1, 0], taller: [0, 1], shorter: [0, -1] }[key];
  const w = clamp(item.w + dw!, 1, DASHBOARD_COLUMNS);
  return compact(
    items.map((p) =>
      p === item ? { ...p, w, x: Math.min(p.x, DASHBOARD_COLUMNS - w), h: clamp(p.h + dh!, 1, DASHBOARD_MAX_ROWS) } : p,
    ),
  );
}

/** A new widget goes below the others, across the width it asks for. */
export const add = (layout: Place[], id: string, w: number, h: number): Place[] =>
  compact([...layout, { i: id, x: 0, y: bottom(layout), w, h }]);

export const remove = (layout: Place[], id: string): Place[] => compact(layout.filter((p) => p.i !== id));

/** What the Arrange menu may do to a widget now (a widget at the edge does not move past it). */
export function possible(layout: Place[], id: string): Record<Move | Resize, boolean> {
  const order = readingOrder(layout);
  const at = order.findIndex((p) => p.i === id);
  const p = order[at] ?? { x: 0, y: 0, w: DASHBOARD_COLUMNS, h: 1 };
  const there = at >= 0;
  return {
    up: at > 0,
    down: there && at < order.length - 1,
    left: there && p.x > 0,
    right: there && p.x + p.w < DASHBOARD_COLUMNS,
    wider: there && p.w < DASHBOARD_COLUMNS,
    narrower: there && p.w > 1,
    taller: there && p.h < DASHBOARD_MAX_ROWS,
    shorter: there && p.h > 1,
  };
}
