import { sortIdsByKey } from './sort-by-key.ts';
import type { TriangleBvh } from './triangle-bvh.ts';
import type { ThinWallAnalysis } from './types.ts';
import { mulberry32, surfaceFigures, TriangleReader } from './surface.ts';

/**
 * Rays cast by default on a mesh of 2048 triangles or more. The share below a minimum is then
 * within ±0.6 % (2σ at worst, p = ½).
 */
export const DEFAULT_THIN_WALL_SAMPLES = 32_768;
/**
 * Rays cast by default on the smallest meshes: 16 per triangle between this and
 * `DEFAULT_THIN_WALL_SAMPLES`. A mesh of a few triangles has no detail finer than them, and
 * every upload is checked in a fresh worker whose code runs cold (about 200 ms for 32 768 rays
 * on a 12-triangle cube against 30 ms for 4096), so twenty small parts would otherwise cost
 * seconds of a slow device's CPU. The share is then within ±1.6 % (2σ).
 */
export const MIN_THIN_WALL_SAMPLES = 4096;

/** The default number of rays for a mesh of `triangles`. */
export function defaultThinWallSamples(triangles: number): number {
  return Math.min(DEFAULT_THIN_WALL_SAMPLES, Math.max(MIN_THIN_WALL_SAMPLES, 16 * triangles));
}
/**
 * Thicknesses at or above this (mm) are not recorded and rays stop there, which keeps each ray
 * short. Every catalogue minimum is well below it; a higher minimum can pass its own ceiling.
 */
export const DEFAULT_THICKNESS_CEILING = 5;
/** A thin sample colours same-facing triangles whose centroid lies within this many sample spacings. */
const HIGHLIGHT_RADIUS = 1.25;
/** Neighbouring triangles on the same side of the wall face within 60° of the sample's. */
const SAME_SIDE_COS = 0.5;
/**
 * A ray must leave through a face within 60° of facing it for the distance to be a wall's
 * thickness. Through a face at a grazing angle it has only crossed an edge: near any edge
 * whose faces meet at more than 60° (a box's 90° edge tilted by a draft, a tapered plate's
 * thick end), the distance to the other face shrinks to nothing while the part is solid
 * there. Edges sharper than 60° do read thin, as knife edges are.
 */
const EXIT_COS = 0.5;
const SEED = 0x5eed_d1f7;

export interface ThinWallOptions {
  /** Rays to cast (default `defaultThinWallSamples(triangles)`). */
  samples?: number | undefined;
  /** mm (default `DEFAULT_THICKNESS_CEILING`). */
  ceiling?: number | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
}

/**
 * Wall thickness by sampled ray casting.
 *
 * 1. Sample points: `samples` points spread over the surface in proportion to area
 *    (jittered systematic sampling along the triangle list: the k-th point falls at
 *    (k + r)·area/samples of the running area sum, r from a fixed-seed generator, and lands
 *    at a uniform random spot of its triangle). Each point stands for the same share of the
 *    surface, so shares of points are shares of area, and the same mesh always gives the
 *    same answer.
 * 2. Thickness: from each point a ray goes into the solid along the reversed normal (the
 *    normals' sense taken from the sign of the mesh's volume, so an inside-out mesh works
 *    too) and stops at the nearest triangle it leaves the solid through (one facing along
 *    the ray; faces it would enter through, like a body overlapping this one, are passed).
 *    That distance is the local wall thickness, if the face it leaves through is within 60°
 *    of facing the ray (else it only cut across an edge, see `EXIT_COS`, and the spot is not
 *    in a thin wall). A ray that leaves nothing within the ceiling
 *    counts as at least the ceiling thick; so does one that leaves nothing at all, which only
 *    an open mesh allows (its open edges are reported anyway).
 * 3. Highlight: each thin sample gives its thickness to its own triangle and to the
 *    triangles facing the same way (within 60°) whose centroid lies within 1.25 sample
 *    spacings; a triangle keeps the thinnest it was given. The coloured region is thus the
 *    thin region give or take about one spacing at its rim (with random points, 99 % of a
 *    thin region lies within 1.25 spacings of some sample).
 *
 * The thickness read is the distance along the normal: exact for parallel faces, slightly
 * more than the true wall across a tapering one, and small near a sharp (acute) edge, which
 * is thin indeed. Accuracy on walls of known thickness: see thin-walls.test.ts.
 */
export function analyseThinWalls(positions: Float32Array, indices: Uint32Array, bvh: TriangleBvh, options: ThinWallOptions = {}): ThinWallAnalysis {
  const count = Math.floor(indices.length / 3);
  const wanted = Math.max(1, Math.floor(options.samples ?? defaultThinWallSamples(count)));
  const ceiling = options.ceiling ?? DEFAULT_THICKNESS_CEILING;
  const { area, orientation, reach } = surfaceFigures(positions, indices, count);
  const empty: ThinWallAnalysis = { state: 'done', samples: 0, ceiling, spacing: 0, thickness: new Float32Array(0), triangles: new Uint32Array(0), triangleThickness: new Float32Array(0) };
  if (!(area > 0)) return empty;
  // Coplanar neighbours and the ray's own start lie within float32 rounding of the start.
  const tMin = reach * 2 ** -20;
  const random = mulberry32(SEED);
  const step = area / wanted;

  const thickness = new Float32Array(wanted);
  const sampleTriangle = new Uint32Array(wanted);
  const point = new Float32Array(wanted * 3);
  let k = 0;
  let next = random() * step;
  let running = 0;
  const triangle = new TriangleReader(positions, indices);
  for (let t = 0; t < count && k < wanted; t++) {
    triangle.read(t);
    const { ax, ay, az, e1x, e1y, e1z, e2x, e2y, e2z, nx, ny, nz } = triangle;
    const doubleArea = Math.sqrt(nx * nx + ny * ny + nz * nz);
    running += doubleArea / 2;
    while (k < wanted && next < running) {
      // Uniform over the triangle: √r₁ picks the distance from a, r₂ the spot across.
      const r1 = Math.sqrt(random());
      const r2 = random();
      const u = r1 * (1 - r2);
      const v = r1 * r2;
      const x = ax + u * e1x + v * e2x;
      const y = ay + u * e1y + v * e2y;
      const z = az + u * e1z + v * e2z;
      const scale = -orientation / doubleArea;
      const distance = bvh.nearestExit(x, y, z, nx * scale, ny * scale, nz * scale, tMin, ceiling, t, orientation);
      thickness[k] = bvh.hitCosine >= EXIT_COS ? distance : Infinity;
      sampleTriangle[k] = t;
      point[k * 3] = x;
      point[k * 3 + 1] = y;
      point[k * 3 + 2] = z;
      k++;
      next = (k + random()) * step;
      if (options.onProgress && (k & 4095) === 0) options.onProgress(k / wanted);
    }
  }
  const samples = k;
  const spacing = Math.sqrt(area / samples);
  let thinCount = 0;
  for (let i = 0; i < samples; i++) if ((thickness[i] ?? Infinity) < ceiling) thinCount++;
  if (thinCount === 0) return { ...empty, samples, spacing };
  const thin = new Uint32Array(thinCount);
  for (let i = 0, at = 0; i < samples; i++) if ((thickness[i] ?? Infinity) < ceiling) thin[at++] = i;

  const sortedThickness = Float32Array.from(thin, (i) => thickness[i] ?? 0).sort();
  const keys = spreadToTriangles(positions, indices, bvh, { thin, thickness, sampleTriangle, point, radius: HIGHLIGHT_RADIUS * spacing });
  const { ids: triangles, values: triangleThickness } = sortIdsByKey(keys, ceiling);
  return { state: 'done', samples, ceiling, spacing, thickness: sortedThickness, triangles, triangleThickness };
}

interface ThinSamples {
  thin: Uint32Array;
  thickness: Float32Array;
  sampleTriangle: Uint32Array;
  point: Float32Array;
  radius: number;
}

/** Per triangle, the thinnest thickness a nearby thin sample gave it (Infinity: none). */
function spreadToTriangles(positions: Float32Array, indices: Uint32Array, bvh: TriangleBvh, samples: ThinSamples): Float32Array {
  const keys = new Float32Array(Math.floor(indices.length / 3)).fill(Infinity);
  const normal = new Float64Array(3);
  const other = new Float64Array(3);
  const centre = new Float64Array(3);
  const r2 = samples.radius * samples.radius;
  let value = 0;
  let sx = 0, sy = 0, sz = 0;
  const visit = (t: number): void => {
    if ((keys[t] ?? 0) <= value) return;
    centroidOf(positions, indices, t, centre);
    const dx = (centre[0] ?? 0) - sx, dy = (centre[1] ?? 0) - sy, dz = (centre[2] ?? 0) - sz;
    if (dx * dx + dy * dy + dz * dz > r2) return;
    unitNormalOf(positions, indices, t, other);
    if ((normal[0] ?? 0) * (other[0] ?? 0) + (normal[1] ?? 0) * (other[1] ?? 0) + (normal[2] ?? 0) * (other[2] ?? 0) < SAME_SIDE_COS) return;
    keys[t] = value;
  };
  for (const i of samples.thin) {
    const t = samples.sampleTriangle[i] ?? 0;
    value = samples.thickness[i] ?? Infinity;
    if (value < (keys[t] ?? 0)) keys[t] = value;
    sx = samples.point[i * 3] ?? 0;
    sy = samples.point[i * 3 + 1] ?? 0;
    sz = samples.point[i * 3 + 2] ?? 0;
    unitNormalOf(positions, indices, t, normal);
    bvh.forEachNear(sx, sy, sz, samples.radius, visit);
  }
  return keys;
}

function centroidOf(p: Float32Array, indices: Uint32Array, t: number, out: Float64Array): void {
  const a = (indices[t * 3] ?? 0) * 3;
  const b = (indices[t * 3 + 1] ?? 0) * 3;
  const c = (indices[t * 3 + 2] ?? 0) * 3;
  out[0] = ((p[a] ?? 0) + (p[b] ?? 0) + (p[c] ?? 0)) / 3;
  out[1] = ((p[a + 1] ?? 0) + (p[b + 1] ?? 0) + (p[c + 1] ?? 0)) / 3;
  out[2] = ((p[a + 2] ?? 0) + (p[b + 2] ?? 0) + (p[c + 2] ?? 0)) / 3;
}

function unitNormalOf(p: Float32Array, indices: Uint32Array, t: number, out: Float64Array): void {
  const a = (indices[t * 3] ?? 0) * 3;
  const b = (indices[t * 3 + 1] ?? 0) * 3;
  const c = (indices[t * 3 + 2] ?? 0) * 3;
  const e1x = (p[b] ?? 0) - (p[a] ?? 0), e1y = (p[b + 1] ?? 0) - (p[a + 1] ?? 0), e1z = (p[b + 2] ?? 0) - (p[a + 2] ?? 0);
  const e2x = (p[c] ?? 0) - (p[a] ?? 0), e2y = (p[c + 1] ?? 0) - (p[a + 1] ?? 0), e2z = (p[c + 2] ?? 0) - (p[a + 2] ?? 0);
  const nx = e1y * e2z - e1z * e2y;
  const ny = e1z * e2x - e1x * e2z;
  const nz = e1x * e2y - e1y * e2x;
  const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
  out[0] = nx / length;
  out[1] = ny / length;
  out[2] = nz / length;
}
