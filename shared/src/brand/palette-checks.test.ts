import { BRANDS, brandOf } from './brands';
import { describeCheck, paletteChecks } from './palette-checks';
import { brandOfSite } from './served-brand';

describe("a brand's contrast checks, as the editor shows them and the server enforces them", () => {
  it('checks the first colour and the ink for white text (4.5:1), the chart colours on white (3:1)', () => {
    const checks = paletteChecks({ palette: BRANDS.beacon.palette, ink: BRANDS.beacon.ink });
    expect(checks.map((check) => [check.field, check.required])).toEqual([
      ['palette.0', 4.5],
      ...[1, 2, 3, 4, 5, 6].map((i) => [`palette.${i}`, 3]),
      ['ink', 4.5],
    ]);
    expect(checks.find((check) => check.field === 'ink')).toMatchObject({ passes: true });
  });

  it('says the ratio and the verdict in words, and skips what is not a colour', () => {
    const [primary] = paletteChecks({ palette: ['#ffff00'], ink: 'not a colour' });
    expect(paletteChecks({ palette: [], ink: 'red' })).toEqual([]);
    expect(describeCheck(primary!)).toBe('1.07:1 for white text on the primary colour: fails AA (4.5:1 needed)');
    const [dark] = paletteChecks({ palette: ['#000000'], ink: '#000000' });
    expect(describeCheck(dark!)).toBe('21.00:1 for white text on the primary colour: passes AA (4.5:1 needed)');
  });
});

describe('the brand of a site', () => {
  it('is the served brand when the site answer has one, else the built-in brand of its key', () => {
    const theme = { ...BRANDS.northwind, key: 'client-3' as const, name: 'Acme', logoUrl: '/brand-images/3/logo' };
    expect(brandOfSite({ brand: 'client-3', theme })).toEqual(theme);
    expect(brandOfSite({ brand: 'northwind', theme: null })).toBe(brandOf('northwind'));
    expect(brandOfSite({ brand: 'northwind' })).toBe(BRANDS.northwind);
  });
});
