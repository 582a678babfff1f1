import type { TriangleBvh } from '../dfm/triangle-bvh.ts';
import { mulberry32, surfaceFigures } from '../dfm/surface.ts';
import { FIVE_AXIS, UNREACHABLE } from './classes.ts';

const AXIS_VECTORS: ReadonlyArray<readonly [number, number, number]> = [
  [0, 0, 1],
  [0, 0, -1],
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
];

/**
 * Tilted tool directions a five-axis machine adds: the twelve between two axes and the eight
 * between three (the edges and corners of a cube seen from its centre).
 */
const TILTED_VECTORS: ReadonlyArray<readonly [number, number, number]> = (() => {
  const out: Array<[number, number, number]> = [];
  const s2 = Math.SQRT1_2;
  for (const a of [1, -1]) for (const b of [1, -1]) out.push([a * s2, b * s2, 0], [a * s2, 0, b * s2], [0, a * s2, b * s2]);
  const s3 = 1 / Math.sqrt(3);
  for (const a of [1, -1]) for (const b of [1, -1]) for (const c of [1, -1]) out.push([a * s3, b * s3, c * s3]);
  return out;
})();


/**
 * A face whose normal leans away from the tool by more than this (cosine) is an undercut from
 * there; up to it counts as a wall the tool's flank cuts (vertical walls are 0).
 */
const FACING_COS = -0.02;
/** Deeper than this many times its width, a pocket needs long thin tools run slowly. */
export const NARROW_RATIO = 3;
/** The spots a part is judged at: every triangle and more on large ones up to this many; a larger mesh at this many spread by area. */
export const MACHINING_SPOTS = 16_384;
/**
 * A small mesh is judged at 16 spots a triangle, at least this many: a box of twelve triangles
 * has no detail finer than its faces, and the seeded drawings and every upload pay for each ray.
 */
export const MIN_MACHINING_SPOTS = 2_048;

/** How many spots a mesh of `triangles` is judged at. */
export const machiningSpots = (triangles: number): number => Math.min(MACHINING_SPOTS, Math.max(MIN_MACHINING_SPOTS, 16 * triangles));
const SEED = 0x0c0f_fee5;

export interface MachiningAnalysis {
  state: 'done';
  /** mm² of surface by reach mask (bit i: AXIS_DIRECTIONS[i] reaches it); index 0 unused (see the two areas below). */
  reachArea: Float64Array;
  /** mm² no axis direction reaches but a tilted one does. */
  fiveAxisArea: number;
  /** mm² no straight tool reaches. */
  unreachableArea: number;
  /** mm² of all analysed surface. */
  area: number;
  /** Per triangle: UNREACHABLE or FIVE_AXIS when any spot of it is, else its centroid's reach mask (1–63); plus NARROW_FLAG when a spot of it lies in a narrow pocket; 0 when not sampled. */
  classes: Uint8Array;
  /** The spots as analysed, for the narrow-pocket pass: triangle, reach mask and area of each. */
  spots: { triangle: Uint32Array; point: Float32Array; normal: Float32Array; mask: Uint8Array; area: Float64Array };
}

/**
 * Which axis directions reach each face of a part, by ray casting over its triangles (the
 * thin-wall check's search tree). From a spot on a face, offset a hair off it, a ray goes
 * towards a direction the face does not lean away from; if it leaves without meeting the part,
 * a tool from that direction reaches the spot (vertical walls with its flank). Spots no axis
 * direction reaches are tried from the twenty tilted directions of a five-axis machine; what
 * none reaches (an undercut, the inside of a closed cavity) needs an engineer.
 *
 * Spots: up to `MACHINING_SPOTS` triangles, every triangle's centroid and more spots on
 * large triangles up to `machiningSpots` in all (perTriangle); above it, as many spots spread over the
 * surface by area with a fixed seed. Either way
 * the same mesh gives the same answer on every machine (only + − × ÷ and √ on the coordinates),
 * which the browser's estimate and the server's price rely on.
 */
export function analyseAccess(positions: Float32Array, indices: Uint32Array, bvh: TriangleBvh): MachiningAnalysis {
  const count = Math.floor(indices.length / 3);
  const { area, orientation, reach } = surfaceFigures(positions, indices, count);
  const classes = new Uint8Array(count);
  const spots = count <= MACHINING_SPOTS ? perTriangle(positions, indices, count, orientation, area) : sampled(positions, indices, count, orientation, area);
  const reachArea = new Float64Array(64);
  let fiveAxisArea = 0;
  let unreachableArea = 0;
  // A hair off the face, far beyond float32 rounding at the part's size.
  const offset = reach * 2 ** -14;
  const tMin = reach * 2 ** -20;
  const { triangle, point, normal, mask, area: spotArea } = spots;
  for (let i = 0; i < triangle.length; i++) {
    const nx = normal[i * 3] ?? 0, ny = normal[i * 3 + 1] ?? 0, nz = normal[i * 3 + 2] ?? 0;
    const ox = (point[i * 3] ?? 0) + nx * offset, oy = (point[i * 3 + 1] ?? 0) + ny * offset, oz = (point[i * 3 + 2] ?? 0) + nz * offset;
    const t = triangle[i] ?? 0;
    let bits = 0;
    for (let d = 0; d < 6; d++) {
      const [dx, dy, dz] = AXIS_VECTORS[d] ?? [0, 0, 0];
      if (nx * dx + ny * dy + nz * dz < FACING_COS) continue;
      if (escapes(bvh, ox, oy, oz, dx, dy, dz, tMin, t, orientation)) bits |= 1 << d;
    }
    const weight = spotArea[i] ?? 0;
    let cls = bits;
    if (bits === 0) {
      cls = UNREACHABLE;
      for (const [dx, dy, dz] of TILTED_VECTORS) {
        if (nx * dx + ny * dy + nz * dz < FACING_COS) continue;
        if (escapes(bvh, ox, oy, oz, dx, dy, dz, tMin, t, orientation)) {
          cls = FIVE_AXIS;
          break;
        }
      }
      if (cls === FIVE_AXIS) fiveAxisArea += weight;
      else unreachableArea += weight;
    } else reachArea[bits] = (reachArea[bits] ?? 0) + weight;
    mask[i] = cls;
    // A triangle shows the hardest of its spots: no straight tool, else a tilted one, else its centroid's directions.
    const shown = classes[t] ?? 0;
    if (shown === 0 || cls === UNREACHABLE || (cls === FIVE_AXIS && shown !== UNREACHABLE)) classes[t] = cls;
  }
  return { state: 'done', reachArea, fiveAxisArea, unreachableArea, area, classes, spots };
}

/** Whether a ray from the origin meets no face it would enter the part through (`facing` = −orientation). */
function escapes(bvh: TriangleBvh, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tMin: number, skip: number, orientation: number): boolean {
  return bvh.nearestExit(ox, oy, oz, dx, dy, dz, tMin, Infinity, skip, -orientation) === Infinity;
}

/**
 * The distance from a spot to the part along a direction (Infinity when the way is open), for the
 * width of a pocket. A direction into the spot's own face is blocked right there.
 */
export function distanceTo(bvh: TriangleBvh, origin: readonly [number, number, number], direction: readonly [number, number, number], skip: number, orientation: number, tMin: number): number {
  return bvh.nearestExit(origin[0], origin[1], origin[2], direction[0], direction[1], direction[2], tMin, Infinity, skip, -orientation);
}

type Spots = MachiningAnalysis['spots'];

function emptySpots(n: number): Spots {
  return { triangle: new Uint32Array(n), point: new Float32Array(n * 3), normal: new Float32Array(n * 3), mask: new Uint8Array(n), area: new Float64Array(n) };
}

/** Unit outward normal (×orientation) and double area of triangle t. */
function normalOf(p: Float32Array, indices: Uint32Array, t: number, orientation: number, out: Float64Array): number {
  const a = (indices[t * 3] ?? 0) * 3, b = (indices[t * 3 + 1] ?? 0) * 3, c = (indices[t * 3 + 2] ?? 0) * 3;
  const e1x = (p[b] ?? 0) - (p[a] ?? 0), e1y = (p[b + 1] ?? 0) - (p[a + 1] ?? 0), e1z = (p[b + 2] ?? 0) - (p[a + 2] ?? 0);
  const e2x = (p[c] ?? 0) - (p[a] ?? 0), e2y = (p[c + 1] ?? 0) - (p[a + 1] ?? 0), e2z = (p[c + 2] ?? 0) - (p[a + 2] ?? 0);
  const nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
  const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
  const scale = length > 0 ? orientation / length : 0;
  out[0] = nx * scale;
  out[1] = ny * scale;
  out[2] = nz * scale;
  return length;
}

/**
 * At least one spot per triangle (its centroid), and more on large triangles: the spots left of
 * the budget go to triangles in proportion to their area, spread over each at fixed-seed random
 * places, so a large flat face is judged all over (the part of a wall deep in a pocket apart from
 * the part near its rim) and a small feature is never missed. Each spot stands for its share of
 * its triangle.
 */
function perTriangle(p: Float32Array, indices: Uint32Array, count: number, orientation: number, area: number): Spots {
  const spare = machiningSpots(count) - count;
  const share = spare > 0 && area > 0 ? area / spare : Infinity;
  const n = new Float64Array(3);
  const extra = new Uint32Array(count);
  let total = 0;
  for (let t = 0; t < count; t++) {
    const doubleArea = normalOf(p, indices, t, orientation, n);
    extra[t] = Number.isFinite(share) ? Math.floor(doubleArea / 2 / share) : 0;
    total += 1 + (extra[t] ?? 0);
  }
  const spots = emptySpots(total);
  const random = mulberry32(SEED);
  let k = 0;
  for (let t = 0; t < count; t++) {
    const doubleArea = normalOf(p, indices, t, orientation, n);
    const a = (indices[t * 3] ?? 0) * 3, b = (indices[t * 3 + 1] ?? 0) * 3, c = (indices[t * 3 + 2] ?? 0) * 3;
    const here = 1 + (extra[t] ?? 0);
    for (let s = 0; s < here; s++) {
      // The centroid first, then uniform random spots (√r₁ picks the distance from a, r₂ the spot across).
      let u = 1 / 3;
      let v = 1 / 3;
      if (s > 0) {
        const r1 = Math.sqrt(random());
        const r2 = random();
        u = r1 * (1 - r2);
        v = r1 * r2;
      }
      spots.triangle[k] = t;
      for (let j = 0; j < 3; j++) {
        const base = p[a + j] ?? 0;
        spots.point[k * 3 + j] = base + u * ((p[b + j] ?? 0) - base) + v * ((p[c + j] ?? 0) - base);
        spots.normal[k * 3 + j] = n[j] ?? 0;
      }
      spots.area[k] = doubleArea / 2 / here;
      k++;
    }
  }
  return spots;
}

/** `MACHINING_SPOTS` spots spread over the surface by area (jittered systematic sampling, fixed seed), each standing for an equal share. */
function sampled(p: Float32Array, indices: Uint32Array, count: number, orientation: number, area: number): Spots {
  const wanted = MACHINING_SPOTS;
  const spots = emptySpots(wanted);
  const random = mulberry32(SEED);
  const step = area / wanted;
  const n = new Float64Array(3);
  let k = 0;
  let next = random() * step;
  let running = 0;
  for (let t = 0; t < count && k < wanted; t++) {
    const doubleArea = normalOf(p, indices, t, orientation, n);
    running += doubleArea / 2;
    const a = (indices[t * 3] ?? 0) * 3, b = (indices[t * 3 + 1] ?? 0) * 3, c = (indices[t * 3 + 2] ?? 0) * 3;
    while (k < wanted && next < running) {
      const r1 = Math.sqrt(random());
      const r2 = random();
      const u = r1 * (1 - r2);
      const v = r1 * r2;
      spots.triangle[k] = t;
      for (let j = 0; j < 3; j++) {
        const base = p[a + j] ?? 0;
        spots.point[k * 3 + j] = base + u * ((p[b + j] ?? 0) - base) + v * ((p[c + j] ?? 0) - base);
        spots.normal[k * 3 + j] = n[j] ?? 0;
      }
      spots.area[k] = step;
      k++;
      next = (k + random()) * step;
    }
  }
  if (k === wanted) return spots;
  return { triangle: spots.triangle.subarray(0, k), point: spots.point.subarray(0, k * 3), normal: spots.normal.subarray(0, k * 3), mask: spots.mask.subarray(0, k), area: spots.area.subarray(0, k) };
}
