import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { measureMesh } from '../../src/lib/geometry/measure.ts';
import { footageBytes, footageSha256, largeTorus } from './bytes.ts';
import { seedFootage } from './seed.ts';

const whole = (chunks: Iterable<Uint8Array>) => {
  const parts = [...chunks];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
};

describe('footage bytes', () => {
  it('generates the large model piece by piece: as long as its stated size, with the cached digest', () => {
    const file = footageBytes('stl-large-torus');
    expect(file.size).toBe(50_000_084);
    const hash = createHash('sha256');
    let length = 0;
    let largest = 0;
    let triangles = -1;
    for (const chunk of file.chunks()) {
      if (triangles < 0) triangles = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength).getUint32(80, true);
      hash.update(chunk);
      length += chunk.byteLength;
      largest = Math.max(largest, chunk.byteLength);
    }
    expect(length).toBe(file.size);
    expect(triangles).toBe(largeTorus.rings * largeTorus.sides * 2);
    expect(largest).toBeLessThan(1_000_000);
    expect(hash.digest('hex')).toBe(footageSha256('stl-large-torus'));
  });

  it('answers the digest from memory after the first time', () => {
    footageSha256('stl-large-torus');
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) footageSha256('stl-large-torus');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('gives every seeded file the same bytes each time, of its stated size', () => {
    for (const { key } of seedFootage) {
      if (key === 'stl-large-torus') continue;
      const first = whole(footageBytes(key).chunks());
      expect(first.byteLength, key).toBe(footageBytes(key).size);
      expect(whole(footageBytes(key).chunks()), key).toEqual(first);
      expect(createHash('sha256').update(first).digest('hex'), key).toBe(footageSha256(key));
    }
  });

  it('builds closed meshes that measure as the shapes they are', () => {
    const measured = measureMesh(whole(footageBytes('stl-enclosure').chunks()), 'stl');
    expect(measured).toMatchObject({ ok: true, geometry: { volume: 60 * 40 * 20 }, warnings: [] });
    const ring = measureMesh(whole(footageBytes('stl-calibration-ring').chunks()), 'stl');
    // A torus of R 20, r 5 is 2π²Rr² ≈ 9870 mm³; 96 × 48 facets come within 1 %.
    expect(ring).toMatchObject({ ok: true, warnings: [] });
    const volume = ring.ok ? ring.geometry.volume : 0;
    expect(Math.abs(volume - 2 * Math.PI ** 2 * 20 * 25) / volume).toBeLessThan(0.01);
  });
});
