import { DeleteOutlined, DragOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Grid, Space } from 'antd';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { DASHBOARD_COLUMNS } from '@beacon/shared/api';
import {
  move,
  possible,
  readingOrder,
  resize,
  resizeTo,
  swap,
  type Move,
  type Place,
  type Resize,
} from './grid-layout';
import { visuallyHidden } from '../../ui/visually-hidden';

/** The height of a row of the grid and the gap between widgets, in pixels. */
export const ROW_HEIGHT = 80;
const GAP = 12;
/** What a widget's card takes above its content (its title bar and padding). */
const CARD_CHROME = 66;

const ARRANGE: { key: Move | Resize; label: string; done: string }[] = [
  { key: 'up', label: 'Move up', done: 'moved up' },
  { key: 'down', label: 'Move down', done: 'moved down' },
  { key: 'left', label: 'Move left', done: 'moved left' },
  { key: 'right', label: 'Move right', done: 'moved right' },
  { key: 'wider', label: 'Wider', done: 'made wider' },
  { key: 'narrower', label: 'Narrower', done: 'made narrower' },
  { key: 'taller', label: 'Taller', done: 'made taller' },
  { key: 'shorter', label: 'Shorter', done: 'made shorter' },
];
const isMove = (key: string): key is Move => ['up', 'down', 'left', 'right'].includes(key);

interface Props {
  layout: Place[];
  titleOf: (id: string) => string;
  /** A widget's content, for the height its card leaves it. */
  render: (id: string, height: number) => ReactNode;
  /** Absent: the dashboard is read only (another's shared dashboard). */
  onChange?: (layout: Place[]) => void;
  onRemove?: (id: string) => void;
}

/**
 * The dashboard's widgets on a grid of 12 columns, in reading order (top to bottom, left to right) for screen
 * readers and the keyboard. A widget is dragged by its title bar onto another to change places, and resized by its
 * corner; its Arrange menu does the same from the keyboard, and says what it did. On a phone the widgets stack.
 */
export function DashboardGrid({ layout, titleOf, render, onChange, onRemove }: Props) {
  const wide = Grid.useBreakpoint().md ?? true;
  const grid = useRef<HTMLDivElement>(null);
  const [said, say] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const editable = onChange !== undefined && wide;
  const arrange = (id: string, key: Move | Resize) => {
    onChange?.(isMove(key) ? move(layout, id, key) : resize(layout, id, key));
    say(`${titleOf(id)} ${ARRANGE.find((a) => a.key === key)!.done}.`);
  };
  /** The corner's drag: whole columns and rows, from where the pointer went. */
  const startResize = (place: Place) => (down: PointerEvent<HTMLElement>) => {
    const column = (grid.current?.clientWidth ?? 1200) / DASHBOARD_COLUMNS;
    const [x0, y0] = [down.clientX, down.clientY];
    const handle = down.currentTarget;
    handle.setPointerCapture?.(down.pointerId);
    const up = (event: globalThis.PointerEvent) => {
      handle.removeEventListener('pointerup', up);
      const w = Math.round(place.w + (event.clientX - x0) / column);
      const h = Math.round(place.h + (event.clientY - y0) / (ROW_HEIGHT + GAP));
      onChange?.(resizeTo(layout, place.i, w, h));
    };
    handle.addEventListener('pointerup', up);
  };
  return (
    <>
      <div
        ref={grid}
        style={
          wide
            ? {
                display: 'grid',
                gridTemplateColumns: `repeat(${DASHBOARD_COLUMNS}, minmax(0, 1fr))`,
                gridAutoRows: ROW_HEIGHT,
                gap: GAP,
              }
            : { display: 'flex', flexDirection: 'column', gap: GAP }
        }
      >
        {readingOrder(layout).map((place) => {
          const title = titleOf(place.i);
          const can = possible(layout, place.i);
          const height = place.h * ROW_HEIGHT + (place.h - 1) * GAP - CARD_CHROME;
          return (
            <Card
              key={place.i}
              size="small"
              data-widget={place.i}
              title={
                <Space size={6}>
                  {editable && <DragOutlined aria-hidden style={{ cursor: 'grab' }} />}
                  <h3 style={{ fontSize: 14, margin: 0 }}>{title}</h3>
                </Space>
              }
              draggable={editable}
              onDragStart={(event) => {
                setDragged(place.i);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => dragged && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged && dragged !== place.i) {
                  onChange?.(swap(layout, dragged, place.i));
                  say(`${titleOf(dragged)} and ${title} changed places.`);
                }
                setDragged(null);
              }}
              extra={
                onChange && (
                  <Space size={4}>
                    {wide && (
                      <Dropdown
                        trigger={['click']}
                        menu={{
                          items: ARRANGE.map((a) => ({ key: a.key, label: a.label, disabled: !can[a.key] })),
                          onClick: ({ key }) => arrange(place.i, key as Move | Resize),
                        }}
                      >
                        <Button size="small" type="text" icon={<MoreOutlined />} aria-label={`Arrange ${title}`} />
                      </Dropdown>
                    )}
                    {onRemove && (
                      <Button
                        size="small"
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={`Remove ${title}`}
                        onClick={() => {
                          onRemove(place.i);
                          say(`${title} removed.`);
                        }}
                      />
                    )}
                  </Space>
                )
              }
              style={
                wide
                  ? {
                      gridColumn: `${place.x + 1} / span ${place.w}`,
                      gridRow: `${place.y + 1} / span ${place.h}`,
                      overflow: 'hidden',
                      position: 'relative',
                      outline: dragged === place.i ? '2px dashed' : undefined,
                    }
                  : undefined
              }
              styles={{ body: wide ? { height: height + 24, overflow: 'auto' } : undefined }}
            >
              {render(place.i, wide ? height : 300)}
              {editable && (
                <span
                  aria-hidden
                  title="Drag to resize"
                  onPointerDown={startResize(place)}
                  style={{
                    position: 'absolute',
                    right: 0,
                    bottom: 0,
                    width: 14,
                    height: 14,
                    cursor: 'nwse-resize',
                    borderRight: '3px solid currentColor',
                    borderBottom: '3px solid currentColor',
                    opacity: 0.4,
                  }}
                />
              )}
            </Card>
          );
        })}
      </div>
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {said}
      </div>
    </>
  );
}
