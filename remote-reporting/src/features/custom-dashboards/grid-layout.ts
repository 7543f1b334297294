import { DASHBOARD_COLUMNS, DASHBOARD_MAX_ROWS } from '@beacon/shared/api';

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

const overlaps = (a: Place, b: Place) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const clamp = (n: number, least: number, most: number) => Math.min(Math.max(n, least), most);

/** Top to bottom, then left to right: the order the page reads the widgets in (and a screen reader with it). */
export const readingOrder = (layout: Place[]) => [...layout].sort((a, b) => a.y - b.y || a.x - b.x);

/** Each widget inside the grid and as high as it goes without covering another (react-grid-layout's compaction). */
export function compact(layout: Place[]): Place[] {
  const placed: Place[] = [];
  for (const item of readingOrder(layout)) {
    const w = clamp(item.w, 1, DASHBOARD_COLUMNS);
    const place = {
      ...item,
      w,
      x: clamp(item.x, 0, DASHBOARD_COLUMNS - w),
      h: clamp(item.h, 1, DASHBOARD_MAX_ROWS),
      y: 0,
    };
    while (placed.some((other) => overlaps(place, other))) place.y += 1;
    placed.push(place);
  }
  return placed;
}

/** Two widgets change places (each keeps its size): what dropping one on another does, and moving up or down. */
export function swap(layout: Place[], a: string, b: string): Place[] {
  const first = layout.find((p) => p.i === a);
  const second = layout.find((p) => p.i === b);
  if (!first || !second || a === b) return layout;
  return compact(
    layout.map((p) =>
      p.i === a ? { ...p, x: second.x, y: second.y } : p.i === b ? { ...p, x: first.x, y: first.y } : p,
    ),
  );
}

/** Up and down: change places with the widget before or after in reading order; left and right: a column over. */
export function move(layout: Place[], id: string, direction: Move): Place[] {
  const order = readingOrder(layout);
  const at = order.findIndex((p) => p.i === id);
  if (at < 0) return layout;
  if (direction === 'up' || direction === 'down') {
    const other = order[direction === 'up' ? at - 1 : at + 1];
    return other ? swap(layout, id, other.i) : layout;
  }
  const step = direction === 'left' ? -1 : 1;
  return compact(layout.map((p) => (p.i === id ? { ...p, x: p.x + step } : p)));
}

/** A column wider or narrower, a row taller or shorter, within the grid. */
export function resize(layout: Place[], id: string, change: Resize): Place[] {
  const grow = { wider: [1, 0], narrower: [-1, 0], taller: [0, 1], shorter: [0, -1] }[change];
  return compact(
    layout.map((p) => {
      if (p.i !== id) return p;
      const w = clamp(p.w + grow[0]!, 1, DASHBOARD_COLUMNS);
      // Wider at the right edge grows to the left.
      return { ...p, w, x: Math.min(p.x, DASHBOARD_COLUMNS - w), h: clamp(p.h + grow[1]!, 1, DASHBOARD_MAX_ROWS) };
    }),
  );
}

/** To a given size (a drag of the corner), in whole columns and rows. */
export const resizeTo = (layout: Place[], id: string, w: number, h: number): Place[] =>
  compact(layout.map((p) => (p.i === id ? { ...p, w, h } : p)));

/** A new widget goes below the others, across the width it asks for. */
export const add = (layout: Place[], id: string, w: number, h: number): Place[] =>
  compact([...layout, { i: id, x: 0, y: Math.max(0, ...layout.map((p) => p.y + p.h)), w, h }]);

export const remove = (layout: Place[], id: string): Place[] => compact(layout.filter((p) => p.i !== id));

/** What the buttons may do to a widget now (a widget at the edge does not move past it). */
export function possible(layout: Place[], id: string) {
  const order = readingOrder(layout);
  const at = order.findIndex((p) => p.i === id);
  const p = order[at];
  if (!p)
    return {
      up: false,
      down: false,
      left: false,
      right: false,
      wider: false,
      narrower: false,
      taller: false,
      shorter: false,
    };
  return {
    up: at > 0,
    down: at < order.length - 1,
    left: p.x > 0,
    right: p.x + p.w < DASHBOARD_COLUMNS,
    wider: p.w < DASHBOARD_COLUMNS,
    narrower: p.w > 1,
    taller: p.h < DASHBOARD_MAX_ROWS,
    shorter: p.h > 1,
  };
}
