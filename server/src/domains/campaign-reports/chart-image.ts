import { crc32, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per pixel by PNG colour type (grey, RGB, palette, grey and alpha, RGBA) and the bit depths each allows. */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Far more than a chart drawn on a screen needs; a larger image is refused before it is inflated. */
const MAX_SIDE = 8000;

/** Whether the bytes begin as every PNG file does: what the chart the screen drew must at least be. */
export const isPng = (png: Buffer): boolean => png.subarray(0, SIGNATURE.length).equals(SIGNATURE);

/**
 * Why a PNG cannot go into a PDF, or null when it can: whole and non-interlaced (what a canvas draws), its chunks
 * intact, its pixels inflating to exactly its rows, each with a known filter. The PDF library decodes an image with
 * alpha later, off the request: a broken one would throw where nothing catches it and end the process, so nothing
 * short of this reaches it.
 */
export function pngProblem(png: Buffer): string | null {
  if (png.length < SIGNATURE.length + 12 || !isPng(png)) return 'is not a PNG image';
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    if (at + 12 > png.length) return 'is a damaged PNG image';
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) return 'is a damaged PNG image';
    const typed = png.subarray(at + 4, at + 8 + length);
    if (crc32(typed) !== png.readUInt32BE(at + 8 + length)) return 'is a damaged PNG image';
    chunks.push({ type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4) });
    at = end;
  }
  const header = chunks[0];
  if (header?.type !== 'IHDR' || header.data.length !== 13 || chunks.at(-1)?.type !== 'IEND')
    return 'is a damaged PNG image';
  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = header.data.subarray(8);
  const colour = COLOUR_TYPES[colourType!];
  if (!colour || !colour.depths.includes(depth!) || compression !== 0 || filter !== 0) return 'is a damaged PNG image';
  if (interlace !== 0) return 'must be a PNG image without interlacing';
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    return `must be a PNG image of at most ${MAX_SIDE} × ${MAX_SIDE} pixels`;
  if (colourType === 3 && !chunks.some((c) => c.type === 'PLTE')) return 'is a damaged PNG image';
  const rowBytes = 1 + Math.ceil((width * colour.channels * depth!) / 8);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)), {
      maxOutputLength: rowBytes * height,
    });
  } catch {
    return 'is a damaged PNG image';
  }
  if (pixels.length !== rowBytes * height) return 'is a damaged PNG image';
  // Each row starts with its filter: none, sub, up, average or Paeth.
  for (let row = 0; row < height; row++) if (pixels[row * rowBytes]! > 4) return 'is a damaged PNG image';
  return null;
}
