import { crc32, deflateSync } from 'node:zlib';

/*
 * A picture maker for the seeded suggestions and for tests that upload pictures; the browser
 * tests import it from this path.
 */

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG drawn in code: a two-colour diagonal gradient with a light band, so seeded
 * suggestions carry pictures without binary files in the repository.
 */
export function gradientPng(width: number, height: number, from: readonly [number, number, number], to: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const mix = (x / width + y / height) / 2;
      const band = Math.abs(y - height / 2) < height / 12 ? 40 : 0;
      for (let c = 0; c < 3; c += 1) {
        const value = Math.round((from[c] ?? 0) * (1 - mix) + (to[c] ?? 0) * mix) + band;
        rows[row + 1 + x * 3 + c] = Math.min(255, value);
      }
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())]);
}
