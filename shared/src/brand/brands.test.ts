import { themeFor } from '../ui/theme';
import { BRANDS, brandOf } from './brands';

describe('brands', () => {
  it('each has seven colours, the first leading the theme', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brand.palette).toHaveLength(7);
      expect(themeFor(brand).token?.colorPrimary).toBe(brand.palette[0]);
    }
  });

  it('falls back to the default brand for an unknown key', () => {
    expect(brandOf('nobody').key).toBe('beacon');
    expect(brandOf('northwind').name).toBe('Northwind Fitness');
  });
});
