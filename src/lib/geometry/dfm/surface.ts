/**
 * Figures of a mesh's surface that its checks share, their triangles read one at a time, and their seeded random numbers.
 */

/**
 * Reads a mesh's triangles one at a time into its fields, so a loop over them allocates nothing:
 * the first corner `a`, the edges from it to the second (`e1`) and third (`e2`) corners, and
 * their cross product `n` (the outward normal for counter-clockwise corners, twice the area long).
 */
export class TriangleReader {
  ax = 0; ay = 0; az = 0;
  e1x = 0; e1y = 0; e1z = 0;
  e2x = 0; e2y = 0; e2z = 0;
  nx = 0; ny = 0; nz = 0;
  private readonly p: Float32Array;
  private readonly indices: Uint32Array;

  constructor(positions: Float32Array, indices: Uint32Array) {
    this.p = positions;
    this.indices = indices;
  }

  /** Reads triangle `t`. */
  read(t: number): void {
    const { p, indices } = this;
    const a = (indices[t * 3] ?? 0) * 3;
    const b = (indices[t * 3 + 1] ?? 0) * 3;
    const c = (indices[t * 3 + 2] ?? 0) * 3;
    const ax = p[a] ?? 0, ay = p[a + 1] ?? 0, az = p[a + 2] ?? 0;
    const e1x = (p[b] ?? 0) - ax, e1y = (p[b + 1] ?? 0) - ay, e1z = (p[b + 2] ?? 0) - az;
    const e2x = (p[c] ?? 0) - ax, e2y = (p[c + 1] ?? 0) - ay, e2z = (p[c + 2] ?? 0) - az;
    this.ax = ax; this.ay = ay; this.az = az;
    this.e1x = e1x; this.e1y = e1y; this.e1z = e1z;
    this.e2x = e2x; this.e2y = e2y; this.e2z = e2z;
    this.nx = e1y * e2z - e1z * e2y;
    this.ny = e1z * e2x - e1x * e2z;
    this.nz = e1x * e2y - e1y * e2x;
  }
}

/** Total area, the sign of the signed volume (+1 for outward normals) and the largest coordinate magnitude. */
export function surfaceFigures(p: Float32Array, indices: Uint32Array, count: number): { area: number; orientation: 1 | -1; reach: number } {
  let doubleArea = 0;
  let volume6 = 0;
  let reach = 0;
  for (let i = 0; i < p.length; i++) reach = Math.max(reach, Math.abs(p[i] ?? 0));
  const ox = p[(indices[0] ?? 0) * 3] ?? 0, oy = p[(indices[0] ?? 0) * 3 + 1] ?? 0, oz = p[(indices[0] ?? 0) * 3 + 2] ?? 0;
  const triangle = new TriangleReader(p, indices);
  for (let t = 0; t < count; t++) {
    triangle.read(t);
    const { ax, ay, az, nx, ny, nz } = triangle;
    doubleArea += Math.sqrt(nx * nx + ny * ny + nz * nz);
    volume6 += (ax - ox) * nx + (ay - oy) * ny + (az - oz) * nz;
  }
  return { area: doubleArea / 2, orientation: volume6 < 0 ? -1 : 1, reach: Math.max(reach, 1) };
}

/** A small, fast, seeded generator (mulberry32): the same samples on every run and machine. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}
