import type { Brand } from './brands';
import { darkenToContrast, tintOf } from './contrast';

/** The page behind every card: the darkest background text sits on. */
export const PAGE_BACKGROUND = '#f4f7f9';

/** WCAG 2.2 AA for text. */
const TEXT_CONTRAST = 4.5;

/**
 * The brand's leading colour as text and controls use it: its own hue, darkened until links read on the page
 * background and on the colour's own light tint, and white reads on it (buttons, the selected drawer entry).
 * Charts and the logo keep the palette's colour.
 */
export function brandPrimary(brand: Brand): string {
  const onPage = darkenToContrast(brand.palette[0], PAGE_BACKGROUND, TEXT_CONTRAST);
  return darkenToContrast(onPage, tintOf(brand.palette[0], 0.1), TEXT_CONTRAST);
}
