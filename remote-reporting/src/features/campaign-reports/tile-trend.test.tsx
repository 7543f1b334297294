import { render } from '@testing-library/react';
import { TileTrend, trendPath } from './tile-trend';

describe("a tile's trend line", () => {
  it('runs from the first day to the last, the lowest day at the bottom and the highest at the top', () => {
    expect(trendPath([1, 2, 3], 100)).toBe('M0 38L50 20L100 2');
  });

  it('breaks where a day has no figure, instead of drawing it as zero', () => {
    expect(trendPath([4, null, 2, 6], 90)).toBe('M0 20M60 38L90 2');
  });

  it('draws a flat trend in the middle, and nothing when no day has a figure', () => {
    expect(trendPath([5, 5, 5], 100)).toBe('M0 20L50 20L100 20');
    expect(trendPath([null, null], 100)).toBe('');
  });

  it('is a picture for the eye only: the tile tells it in words', () => {
    const { container } = render(<TileTrend values={[3, 1, 2]} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('path')!.getAttribute('d')).toBe('M0 2L50 38L100 20');
  });
});
