import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG portrait placeholder: a soft two-colour gradient with a round head-and-shoulders silhouette, so
 * the account manager's photo is an actual image a browser renders.
 */
export function portraitPng(hue: number, size = 96): Buffer {
  const [r0, g0, b0] = hsl(hue, 0.45, 0.72);
  const [r1, g1, b1] = hsl(hue, 0.5, 0.38);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const head = (x - size / 2) ** 2 + (y - size * 0.38) ** 2 < (size * 0.17) ** 2;
      const body = (x - size / 2) ** 2 + (y - size * 1.05) ** 2 < (size * 0.42) ** 2;
      const t = y / size;
      const px = head || body ? [245, 245, 245] : [r0 + (r1 - r0) * t, g0 + (g1 - g0) * t, b0 + (b1 - b0) * t];
      row[1 + x * 3] = Math.round(px[0]!);
      row[2 + x * 3] = Math.round(px[1]!);
      row[3 + x * 3] = Math.round(px[2]!);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}
