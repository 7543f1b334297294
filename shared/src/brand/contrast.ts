/**
 * WCAG 2.2 contrast: the ratio of two colours' relative luminances, and a colour darkened (hue kept) until it
 * reaches a ratio against a background. Text needs 4.5:1, large text and the parts of controls 3:1.
 */
type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [one, other] = [luminance(foreground), luminance(background)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** The colour itself when it already reaches the ratio, else the lightest darker shade of it that does. */
export function darkenToContrast(color: string, background: string, ratio: number): string {
  const rgb = rgbOf(color);
  for (let factor = 1; factor > 0; factor -= 0.01) {
    const shade = hexOf(rgb.map((c) => c * factor) as Rgb);
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return '#000000';
}

/** A light tint: `share` of the colour over white (0.1 is a background, 0.4 a border). */
export function tintOf(color: string, share: number): string {
  return hexOf(rgbOf(color).map((c) => 255 - (255 - c) * share) as Rgb);
}
