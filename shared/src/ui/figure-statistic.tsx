import { Statistic } from 'antd';
import type { ReactNode } from 'react';

/** About how wide a figure's characters are, in ems (digits are the widest in the fonts the product uses). */
const CHARACTER_WIDTH_EM = 0.68;

/**
 * The font size of a figure that fits its box: as large as `max` px allows, smaller (down to 16 px) as a long
 * figure meets a narrow box. Its box must be an inline-size container (`containerType: 'inline-size'`): the size
 * follows the box's width, not the window's. What still does not fit breaks (`overflowWrap: 'anywhere'`).
 */
export function fittingFigureSize(value: string, max = 24): string {
  const fitting = `calc(100cqi / ${(CHARACTER_WIDTH_EM * Math.max(value.length, 1)).toFixed(2)})`;
  return `clamp(16px, ${fitting}, ${max}px)`;
}

/**
 * A tile's headline figure, as large as 24 px allows and smaller where a long figure meets a narrow card (two
 * tiles a row on a phone: '$797,692.52'), so that it never touches or crosses the card's edge. The size follows
 * the card's own width (a container query), not the window's.
 */
export function FigureStatistic({ title, value }: { title: ReactNode; value: string }) {
  return (
    <div style={{ containerType: 'inline-size' }}>
      <Statistic
        title={title}
        value={value}
        styles={{ content: { fontSize: fittingFigureSize(value), overflowWrap: 'anywhere' } }}
      />
    </div>
  );
}
