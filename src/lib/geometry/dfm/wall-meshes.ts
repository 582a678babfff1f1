/**
 * Meshes with known wall thickness, for the tests, the accuracy figures and the benchmark.
 * Each comes with the share of its surface below any thickness, worked out by hand.
 */
import { boxMesh, invertMesh } from '../mesh-builders.ts';
import type { IndexedMesh } from '../mesh-builders.ts';

/** One mesh made of several: their vertices and triangles side by side (nothing welds them). */
export function mergeMeshes(...meshes: readonly IndexedMesh[]): IndexedMesh {
  let vertices = 0;
  let corners = 0;
  for (const mesh of meshes) {
    vertices += mesh.positions.length;
    corners += mesh.indices.length;
  }
  const positions = new Float32Array(vertices);
  const indices = new Uint32Array(corners);
  let v = 0;
  let c = 0;
  for (const mesh of meshes) {
    positions.set(mesh.positions, v);
    for (let i = 0; i < mesh.indices.length; i++) indices[c + i] = (mesh.indices[i] ?? 0) + v / 3;
    v += mesh.positions.length;
    c += mesh.indices.length;
  }
  return { positions, indices };
}

/**
 * A closed box of `size` mm with walls `wall` thick all round: the outer box and, wound inside
 * out, the cavity. Two shells, one body.
 */
export function hollowBoxMesh(size: number, wall: number): IndexedMesh {
  const inner = size - 2 * wall;
  return mergeMeshes(boxMesh(size, size, size), invertMesh(boxMesh(inner, inner, inner, [wall, wall, wall])));
}

/**
 * The share of a hollow box's surface thinner than `limit`. The ray from an inner face always
 * crosses one wall; from an outer face it crosses one wall over the middle (size − 2·wall)²
 * and runs down a side wall, the whole size long, in the band along the edges.
 */
export function hollowBoxThinShare(size: number, wall: number, limit: number): number {
  const inner = (size - 2 * wall) ** 2;
  const total = 6 * size * size + 6 * inner;
  return (wall < limit ? 12 * inner : 0) / total + (size < limit ? (6 * size * size - 6 * inner) / total : 0);
}

/**
 * A slab on z = 0, `length` along x and `width` along y, whose top rises straight from
 * `thickFrom` at x = 0 to `thickTo` at x = length, its top and bottom cut into cells × cells
 * squares (2·cells² triangles each) and its sides into matching strips, so it is closed and
 * welds. A plate when the two thicknesses are equal.
 */
export function slabMesh(length: number, width: number, thickFrom: number, thickTo: number, cells: number): IndexedMesh {
  const n = cells + 1;
  const positions = new Float32Array(2 * n * n * 3);
  const bottom = (i: number, j: number): number => i * n + j;
  const top = (i: number, j: number): number => n * n + i * n + j;
  for (let i = 0; i < n; i++) {
    const x = (length * i) / cells;
    const h = thickFrom + ((thickTo - thickFrom) * i) / cells;
    for (let j = 0; j < n; j++) {
      const y = (width * j) / cells;
      positions.set([x, y, 0], bottom(i, j) * 3);
      positions.set([x, y, h], top(i, j) * 3);
    }
  }
  const indices = new Uint32Array((4 * cells * cells + 8 * cells) * 3);
  let at = 0;
  const quad = (a: number, b: number, c: number, d: number): void => {
    // a → b → c → d counter-clockwise seen from outside.
    indices.set([a, b, c, a, c, d], at);
    at += 6;
  };
  const last = cells;
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++) {
      quad(bottom(i, j), bottom(i, j + 1), bottom(i + 1, j + 1), bottom(i + 1, j));
      quad(top(i, j), top(i + 1, j), top(i + 1, j + 1), top(i, j + 1));
    }
    quad(bottom(i, 0), bottom(i + 1, 0), top(i + 1, 0), top(i, 0));
    quad(bottom(i + 1, last), bottom(i, last), top(i, last), top(i + 1, last));
    quad(bottom(last, i), bottom(last, i + 1), top(last, i + 1), top(last, i));
    quad(bottom(0, i + 1), bottom(0, i), top(0, i), top(0, i + 1));
  }
  return { positions, indices };
}

/**
 * The share of a slab's surface thinner than `limit` (for slabs shorter and narrower than the
 * ceiling is thick, so rays from the sides never count). From the bottom the ray rises
 * straight through the thickness h(x); from the sloping top it runs along the top's normal,
 * which is √(1 + s²) times longer (s the slope). Sides: their rays cross the whole slab.
 */
export function slabThinShare(length: number, width: number, thickFrom: number, thickTo: number, limit: number): number {
  const slope = (thickTo - thickFrom) / length;
  const stretch = Math.sqrt(1 + slope * slope);
  // The share of x ∈ [0, length] where the thickness (times `factor`) is below the limit.
  const below = (factor: number): number => {
    if (slope === 0) return thickFrom * factor < limit ? 1 : 0;
    const x = (limit / factor - thickFrom) / slope;
    const clamped = Math.min(length, Math.max(0, x));
    return slope > 0 ? clamped / length : 1 - clamped / length;
  };
  const face = length * width;
  const top = face * stretch;
  const sides = 2 * length * ((thickFrom + thickTo) / 2) + width * (thickFrom + thickTo);
  return (face * below(1) + top * below(stretch)) / (face + top + sides);
}
