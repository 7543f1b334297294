import { theme } from 'antd';
import { themeFor } from '../ui/theme';
import { BRANDS, brandOf } from './brands';
import { contrastRatio } from './contrast';

const PAGE = '#f4f7f9';

describe('brands', () => {
  it('each has seven colours, the first leading the theme in its own hue', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brand.palette).toHaveLength(7);
      const primary = themeFor(brand).token?.colorPrimary as string;
      expect(primary.slice(0, 2)).toBe(brand.palette[0].slice(0, 2));
    }
    // Northwind's green already reads: it is kept as it is.
    expect(themeFor(BRANDS.northwind).token?.colorPrimary).toBe(BRANDS.northwind.palette[0]);
  });

  it.each(Object.values(BRANDS))('$name: links, buttons and the selected drawer entry reach 4.5:1', (brand) => {
    const token = theme.getDesignToken(themeFor(brand));
    expect(contrastRatio(token.colorLink, PAGE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorLink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.values(BRANDS))('$name: a hovered link or tab still reaches 4.5:1', (brand) => {
    const config = themeFor(brand);
    const token = theme.getDesignToken(config);
    expect(contrastRatio(token.colorLinkHover, PAGE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(config.components?.Tabs?.itemHoverColor ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(config.components?.Tabs?.itemHoverColor).not.toBe(token.colorPrimary);
  });

  it.each(Object.values(BRANDS))('$name: status text and tags read on their tints', (brand) => {
    const token = theme.getDesignToken(themeFor(brand)) as unknown as Record<string, string | undefined>;
    const read = (name: string) => token[name] ?? '';
    for (const status of ['Success', 'Warning', 'Error', 'Info'])
      expect(contrastRatio(read(`color${status}`), read(`color${status}Bg`))).toBeGreaterThanOrEqual(4.5);
    for (const preset of ['red', 'volcano', 'orange', 'gold', 'green', 'cyan', 'blue', 'purple', 'magenta'])
      expect(contrastRatio(read(`${preset}7`), read(`${preset}1`))).toBeGreaterThanOrEqual(4.5);
  });

  it('turns antd motion off when the person asks for reduced motion', () => {
    expect(themeFor(BRANDS.beacon, { reducedMotion: true }).token?.motion).toBe(false);
    expect(themeFor(BRANDS.beacon).token?.motion).toBe(true);
  });

  it('falls back to the default brand for an unknown key', () => {
    expect(brandOf('nobody').key).toBe('beacon');
    expect(brandOf('northwind').name).toBe('Northwind Fitness');
  });
});
