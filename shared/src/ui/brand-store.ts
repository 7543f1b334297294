import { create } from 'zustand';
import { BRANDS, type Brand } from '@beacon/shared/brand';

/** The brand of this site, set once by the host; remotes read it for their charts. */
export const useBrandStore = create<{ brand: Brand }>(() => ({ brand: BRANDS.beacon }));

export function setBrand(brand: Brand): void {
  useBrandStore.setState({ brand });
}

/** The chart palette: the brand's seven colours. */
export const useChartPalette = () => useBrandStore((state) => state.brand.palette);
