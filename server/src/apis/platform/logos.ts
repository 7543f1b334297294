import { MARKS, type MarkShape } from '../../kernel/brand/marks';

/** The brands' marks, as SVG. The icon is square; the logo adds the name. */
function svgOf(shape: MarkShape): string {
  switch (shape.kind) {
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" fill="${shape.fill}"/>`;
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`;
    case 'path':
      return `<path d="${shape.d}" fill="${shape.fill}"/>`;
    case 'line':
      return `<path d="${shape.d}" stroke="${shape.stroke}" stroke-width="${shape.width}" stroke-linecap="round" opacity="${shape.opacity}"/>`;
  }
}

export function iconSvg(brand: string): string | null {
  const mark = MARKS[brand];
  return mark
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${mark.name}">${mark.icon.map(svgOf).join('')}</svg>`
    : null;
}

export function logoSvg(brand: string): string | null {
  const mark = MARKS[brand];
  if (!mark) return null;
  const width = 80 + mark.name.length * 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" role="img" aria-label="${mark.name}"><g>${mark.icon.map(svgOf).join('')}</g><text x="78" y="43" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="34" font-weight="700" fill="${mark.colour}">${mark.name}</text></svg>`;
}
