import { Statistic } from 'antd';
import type { ReactNode } from 'react';

/** About how wide a figure's characters are, in ems (digits are the widest in the fonts the product uses). */
const CHARACTER_WIDTH_EM = 0.68;

/**
 * A tile's headline figure, as large as 24 px allows and smaller where a long figure meets a narrow card (two
 * tiles a row on a phone: '$797,692.52'), so that it never touches or crosses the card's edge. The size follows
 * the card's own width (a container query), not the window's.
 */
export function FigureStatistic({ title, value }: { title: ReactNode; value: string }) {
  const fitting = `calc(100cqi / ${(CHARACTER_WIDTH_EM * Math.max(value.length, 1)).toFixed(2)})`;
  return (
    <div style={{ containerType: 'inline-size' }}>
      <Statistic
        title={title}
        value={value}
        styles={{ content: { fontSize: `clamp(16px, ${fitting}, 24px)`, overflowWrap: 'anywhere' } }}
      />
    </div>
  );
}
