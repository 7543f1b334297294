import { DeleteOutlined, DragOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Space } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Move, Resize } from './grid-layout';

export const ARRANGE: { key: Move | Resize; label: string; done: string }[] = [
  { key: 'up', label: 'Move up', done: 'moved up' },
  { key: 'down', label: 'Move down', done: 'moved down' },
  { key: 'left', label: 'Move left', done: 'moved left' },
  { key: 'right', label: 'Move right', done: 'moved right' },
  { key: 'wider', label: 'Wider', done: 'made wider' },
  { key: 'narrower', label: 'Narrower', done: 'made narrower' },
  { key: 'taller', label: 'Taller', done: 'made taller' },
  { key: 'shorter', label: 'Shorter', done: 'made shorter' },
];

/** A widget's own title bar (not a card inside its content): what the grid drags it by. */
export const WIDGET_BAR = 'bcn-widget-bar';

interface Props {
  title: string;
  /** The content's height on the grid; absent, the content's own (stacked on a phone). */
  height?: number;
  /** Dragged by its title bar (the grid's handle). */
  draggable: boolean;
  /** What the Arrange menu may do now; absent, no Arrange menu. */
  can?: Record<Move | Resize, boolean>;
  onArrange: (key: Move | Resize) => void;
  onRemove?: () => void;
  children: ReactNode;
}

/**
 * A widget on the dashboard, headed by its title (an h3 under the page's h2); its Arrange menu moves and resizes it
 * from the keyboard, Remove takes it off. After a choice the focus is back on the Arrange button (the menu it was in
 * is gone, and the widget may have moved in the page), so the next move is one Enter away.
 */
export function WidgetCard({ title, height, draggable, can, onArrange, onRemove, children }: Props) {
  const arrangeButton = useRef<HTMLButtonElement>(null);
  const [arranged, setArranged] = useState(0);
  useEffect(() => {
    if (arranged > 0) arrangeButton.current?.focus();
  }, [arranged]);
  return (
    <Card
      size="small"
      title={
        <Space size={6}>
          {draggable && <DragOutlined aria-hidden />}
          <h3 style={{ fontSize: 14, margin: 0 }}>{title}</h3>
        </Space>
      }
      extra={
        (can || onRemove) && (
          <Space size={4}>
            {can && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: ARRANGE.map((a) => ({ key: a.key, label: a.label, disabled: !can[a.key] })),
                  onClick: ({ key }) => {
                    onArrange(key as Move | Resize);
                    setArranged((n) => n + 1);
                  },
                }}
              >
                <Button
                  ref={arrangeButton}
                  size="small"
                  type="text"
                  icon={<MoreOutlined />}
                  aria-label={`Arrange ${title}`}
                />
              </Dropdown>
            )}
            {onRemove && (
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Remove ${title}`}
                onClick={onRemove}
              />
            )}
          </Space>
        )
      }
      classNames={{ header: WIDGET_BAR }}
      style={height === undefined ? undefined : { height: '100%', overflow: 'hidden' }}
      styles={{ body: height === undefined ? undefined : { height: height + 24, overflow: 'auto' } }}
    >
      {children}
    </Card>
  );
}
