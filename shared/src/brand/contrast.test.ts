import { contrastRatio, darkenToContrast } from './contrast';

describe('contrast', () => {
  it('measures the ratios WCAG gives', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The old brand cyan on white, as axe reported it.
    expect(contrastRatio('#0e9fb8', '#ffffff')).toBeCloseTo(3.14, 1);
  });

  it('darkens a colour just enough, and leaves one that passes as it is', () => {
    const cyan = darkenToContrast('#0e9fb8', '#ffffff', 4.5);
    expect(contrastRatio(cyan, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(cyan, '#ffffff')).toBeLessThan(4.8);
    expect(darkenToContrast('#1d7a4f', '#ffffff', 4.5)).toBe('#1d7a4f');
  });
});
