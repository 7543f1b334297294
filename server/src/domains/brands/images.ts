import { HttpError } from '../../kernel/http/errors';

export type BrandImageKind = 'logo' | 'background';

/** The most a logo and a login background may weigh. */
export const IMAGE_LIMITS: Record<BrandImageKind, number> = { logo: 512 * 1024, background: 3 * 1024 * 1024 };

const TYPES = [
  { mimeType: 'image/png', extension: 'png', matches: (b: Buffer) => b.subarray(0, 8).equals(PNG) },
  { mimeType: 'image/jpeg', extension: 'jpg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mimeType: 'image/webp',
    extension: 'webp',
    matches: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { mimeType: 'image/svg+xml', extension: 'svg', matches: (b: Buffer) => SVG_START.test(b.toString('utf8', 0, 1024)) },
] as const;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/**
 * What an SVG must not hold to be shown as a brand's image: anything that runs (script, event handlers, javascript:
 * addresses), loads another document or address (foreign objects, frames, external references, CSS imports), or
 * expands entities. Refused rather than cleaned: secure by default, and the admin is told what to remove.
 */
const SVG_DANGERS: [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity declaration'],
  [/<script/i, 'a script'],
  [/<foreignObject|<iframe|<embed|<object|<audio|<video/i, 'embedded content'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on…)'],
  [/javascript:|vbscript:|data:text\/html/i, 'a script address'],
  [/(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|webp);)/i, 'a link to another address'],
  [/attributeName\s*=\s*["']\s*(?:xlink:)?href/i, 'an animation of a link'],
  [/@import|url\(\s*(?!["']?\s*#)/i, 'a style that loads another address'],
];

export interface CheckedImage {
  mimeType: string;
  extension: string;
}

/** The image's type by its content (PNG, JPEG, WebP or a safe SVG), or a 400 naming the field. */
export function checkImage(kind: BrandImageKind, fileName: string, content: Buffer): CheckedImage {
  const refuse = (message: string) => new HttpError(400, 'The image was refused', [{ field: kind, message }]);
  if (content.length === 0) throw refuse(`${fileName} is empty`);
  if (content.length > IMAGE_LIMITS[kind])
    throw refuse(`${fileName} is larger than ${Math.round(IMAGE_LIMITS[kind] / 1024)} KB`);
  const type = TYPES.find((candidate) => candidate.matches(content));
  if (!type) throw refuse(`${fileName} is not a PNG, SVG, JPEG or WebP image`);
  if (type.mimeType === 'image/svg+xml') {
    const text = content.toString('utf8');
    const danger = SVG_DANGERS.find(([pattern]) => pattern.test(text));
    if (danger) throw refuse(`${fileName} holds ${danger[1]}; SVG images must be plain drawings`);
  }
  return { mimeType: type.mimeType, extension: type.extension };
}
