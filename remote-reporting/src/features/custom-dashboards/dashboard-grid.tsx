import { Grid } from 'antd';
import { useState, type ReactNode } from 'react';
import ReactGridLayout, { useContainerWidth, type EventCallback, type Layout } from 'react-grid-layout';
import { DASHBOARD_COLUMNS, DASHBOARD_MAX_ROWS } from '@beacon/shared/api';
import { arrange, places, possible, readingOrder, sameLayout, type Move, type Place, type Resize } from './grid-layout';
import { ARRANGE, WIDGET_BAR, WidgetCard } from './widget-card';
import { visuallyHidden } from '../../ui/visually-hidden';

/** The height of a row of the grid and the gap between widgets, in pixels. */
export const ROW_HEIGHT = 80;
const GAP = 12;
/** What a widget's card takes above its content (its title bar and padding). */
const CARD_CHROME = 66;
const GRID = {
  cols: DASHBOARD_COLUMNS,
  rowHeight: ROW_HEIGHT,
  margin: [GAP, GAP] as [number, number],
  containerPadding: [0, 0] as [number, number],
};
/** Dragged by the title bar (not its buttons), resized by the bottom-right corner; or neither. */
const DRAG = { enabled: true, handle: `.${WIDGET_BAR}`, cancel: 'button' };
const RESIZE = { enabled: true };
const STILL = { enabled: false };

/**
 * The few rules of react-grid-layout's stylesheet the grid needs (the federated builds load no CSS files): the
 * placeholder where a dragged widget lands, the resize corner, and the others' glide while one is dragged or resized
 * (only then: not as the page arrives), still for those who ask for less motion.
 */
const STYLE = `
.bcn-dashboard-grid { position: relative; }
.bcn-moving > .react-grid-item { transition: transform .2s ease, width .2s ease, height .2s ease; }
.bcn-dashboard-grid > .resizing, .bcn-dashboard-grid > .react-draggable-dragging { transition: none; z-index: 3; }
.bcn-dashboard-grid > .react-draggable .bcn-widget-bar { cursor: grab; }
.bcn-dashboard-grid > .react-grid-placeholder { background: var(--ant-color-primary); opacity: .2; border-radius: 8px; }
.bcn-dashboard-grid .react-resizable-handle { position: absolute; right: 0; bottom: 0; width: 20px; height: 20px; cursor: se-resize; }
.bcn-dashboard-grid .react-resizable-handle::after { content: ""; position: absolute; right: 4px; bottom: 4px; width: 8px; height: 8px; border: solid; border-width: 0 2px 2px 0; opacity: .5; }
.bcn-dashboard-grid .react-resizable-hide > .react-resizable-handle { display: none; }
@media (prefers-reduced-motion: reduce) { .bcn-moving > .react-grid-item { transition: none; } }
`;

interface Props {
  layout: Place[];
  titleOf: (id: string) => string;
  /** A widget's content, for the height its card leaves it. */
  render: (id: string, height: number) => ReactNode;
  /** Absent: the dashboard is read only (another's shared dashboard, a share link). */
  onChange?: (layout: Place[]) => void;
  onRemove?: (id: string) => void;
}

/**
 * The dashboard's widgets on react-grid-layout's grid of 12 columns, in reading order in the page (top to bottom,
 * left to right) for screen readers and the keyboard. A widget is dragged by its title bar and resized by its
 * corner; its Arrange menu does the same from the keyboard, and the page says what was done. On a phone the widgets
 * stack, full width, in that order.
 */
export function DashboardGrid({ layout, titleOf, render, onChange, onRemove }: Props) {
  const wide = Grid.useBreakpoint().md ?? true;
  const { width, containerRef } = useContainerWidth();
  const [said, say] = useState('');
  const [moving, setMoving] = useState(false);
  const start = () => setMoving(true);
  const editable = onChange !== undefined && wide;
  /** What the library settled on (a drag, a resize, its compaction of what it was given), when it differs. */
  const changed = (next: Layout) => {
    if (editable && !sameLayout(next, layout)) onChange(places(next));
  };
  const saidOf =
    (done: string): EventCallback =>
    (_layout, before, after) => {
      const moved = before && after && (before.x !== after.x || before.y !== after.y);
      const resized = before && after && (before.w !== after.w || before.h !== after.h);
      setMoving(false);
      if (after && (done === 'moved' ? moved : resized)) say(`${titleOf(after.i)} ${done}.`);
    };
  const card = (place: Place) => {
    const title = titleOf(place.i);
    const height = place.h * ROW_HEIGHT + (place.h - 1) * GAP - CARD_CHROME;
    return (
      <div key={place.i} data-widget={place.i}>
        <WidgetCard
          title={title}
          height={wide ? height : undefined}
          draggable={editable}
          can={editable ? possible(layout, place.i) : undefined}
          onArrange={(key: Move | Resize) => {
            onChange?.(arrange(layout, place.i, key));
            say(`${title} ${ARRANGE.find((a) => a.key === key)!.done}.`);
          }}
          onRemove={
            onChange &&
            onRemove &&
            (() => {
              onRemove(place.i);
              say(`${title} removed.`);
            })
          }
        >
          {render(place.i, wide ? height : 300)}
        </WidgetCard>
      </div>
    );
  };
  return (
    <>
      <style href="bcn-dashboard-grid" precedence="default">
        {STYLE}
      </style>
      <div ref={containerRef}>
        {wide ? (
          <ReactGridLayout
            className={moving ? 'bcn-dashboard-grid bcn-moving' : 'bcn-dashboard-grid'}
            width={width}
            layout={layout.map((place) => ({ ...place, maxH: DASHBOARD_MAX_ROWS }))}
            gridConfig={GRID}
            dragConfig={editable ? DRAG : STILL}
            resizeConfig={editable ? RESIZE : STILL}
            onLayoutChange={changed}
            onDragStart={start}
            onDragStop={saidOf('moved')}
            onResizeStart={start}
            onResizeStop={saidOf('resized')}
          >
            {readingOrder(layout).map(card)}
          </ReactGridLayout>
        ) : (
          <div style={{ display: 'flex', flexDirection: 'column', gap: GAP }}>{readingOrder(layout).map(card)}</div>
        )}
      </div>
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {said}
      </div>
    </>
  );
}
