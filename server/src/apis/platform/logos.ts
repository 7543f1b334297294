/** The brands' marks, as SVG. The icon is square; the logo adds the name. */
interface Mark {
  icon: string;
  name: string;
  colour: string;
}

const MARKS: Record<string, Mark> = {
  beacon: {
    name: 'Beacon',
    colour: '#0b2533',
    icon: `<rect width="64" height="64" rx="16" fill="#0e9fb8"/><path d="M32 12l5 9h-10z" fill="#fff"/><rect x="27" y="23" width="10" height="22" rx="2" fill="#fff"/><path d="M20 52h24l-4-6H24z" fill="#fff"/><path d="M12 20l10 5M52 20l-10 5" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/>`,
  },
  northwind: {
    name: 'Northwind',
    colour: '#12281d',
    icon: `<rect width="64" height="64" rx="32" fill="#1d7a4f"/><path d="M32 10l7 22-7 22-7-22z" fill="#fff"/><path d="M32 10l7 22H25z" fill="#f28c28"/><circle cx="32" cy="32" r="4" fill="#12281d"/>`,
  },
};

export function iconSvg(brand: string): string | null {
  const mark = MARKS[brand];
  return mark
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${mark.name}">${mark.icon}</svg>`
    : null;
}

export function logoSvg(brand: string): string | null {
  const mark = MARKS[brand];
  if (!mark) return null;
  const width = 80 + mark.name.length * 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" role="img" aria-label="${mark.name}"><g>${mark.icon}</g><text x="78" y="43" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="34" font-weight="700" fill="${mark.colour}">${mark.name}</text></svg>`;
}
