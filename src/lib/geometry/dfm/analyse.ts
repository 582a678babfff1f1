import { checkEdges } from '../edge-check.ts';
import type { BoundingBox, MeshWarning } from '../types.ts';
import { analyseBodies } from './bodies.ts';
import { analyseThinWalls } from './thin-walls.ts';
import { TriangleBvh } from './triangle-bvh.ts';
import type { BodyAnalysis, EdgeFigures, PrintabilityAnalysis, Size3, SkippedCheck, ThinWallAnalysis } from './types.ts';

/**
 * Above this many triangles the thin-wall and body checks are skipped (reported as
 * `notChecked`, reason `tooLarge`). The search tree and the checks need about 45 bytes per
 * triangle on top of the measurement's working set; 2.2 M covers a binary STL at the 100 MB
 * upload limit (2,097,150 triangles), so only 3MF archives, which compress well, reach it.
 */
export const PRINTABILITY_MAX_TRIANGLES = 2_200_000;

/** A triangle mesh to check: `WeldedMesh` from the measurement, or `IndexedMesh` from the builders. */
export interface PrintableMesh {
  /** x, y, z per vertex, mm. */
  positions: Float32Array;
  /** Three vertex ids per triangle, counter-clockwise seen from outside (or all the other way). */
  indices: Uint32Array;
  /** File index of each triangle when it differs from its index here (see `WeldedMesh`). */
  sourceTriangles?: Uint32Array | null | undefined;
}

export interface AnalyseOptions {
  /**
   * The measurement's warnings of this mesh: the edge figures are taken from them instead of
   * a second edge pass. Without them the edges are checked here.
   */
  warnings?: readonly MeshWarning[] | undefined;
  /** The measurement's bounding box, so sizes match the ones shown; else taken from the vertices. */
  bbox?: Size3 | undefined;
  /** Thin-wall rays (default `defaultThinWallSamples`: 16 per triangle, 4096 to 32 768). */
  samples?: number | undefined;
  /** mm: thicknesses and body sizes recorded below it (default 5; raise it for a minimum wall above 5 mm). */
  ceiling?: number | undefined;
  /** Default `PRINTABILITY_MAX_TRIANGLES`. */
  maxTriangles?: number | undefined;
  /** The share of the work done, 0…1. */
  onProgress?: ((fraction: number) => void) | undefined;
  /** The mesh's search tree when the caller built it already (the machining analysis shares it). */
  tree?: TriangleBvh | undefined;
}

/**
 * Measures what the printability of a mesh depends on, independently of process and material:
 * wall thickness by sampled ray casting (thin-walls.ts) over a search tree of its triangles
 * (triangle-bvh.ts), its bodies (bodies.ts) and its edges. Heavy: run it in the worker. Never
 * throws: a check that fails (out of memory on a small device) is `skipped`, reason `failed`.
 */
export function analysePrintability(mesh: PrintableMesh, options: AnalyseOptions = {}): PrintabilityAnalysis {
  const started = performance.now();
  const { positions, indices } = mesh;
  const triangles = Math.floor(indices.length / 3);
  const progress = options.onProgress;
  const edges = options.warnings ? edgesFromWarnings(options.warnings) : edgesOf(indices, triangles, positions.length / 3);
  const size = options.bbox ? { x: options.bbox.x, y: options.bbox.y, z: options.bbox.z } : sizeOf(positions);
  const timings = { tree: 0, thinWalls: 0, bodies: 0, total: 0 };
  if (triangles > (options.maxTriangles ?? PRINTABILITY_MAX_TRIANGLES)) {
    const skipped: SkippedCheck = { state: 'skipped', reason: 'tooLarge' };
    return { triangles, size, edges, thinWalls: skipped, bodies: skipped, timings: { ...timings, total: performance.now() - started } };
  }

  let thinWalls: ThinWallAnalysis | SkippedCheck;
  let lap = performance.now();
  try {
    const tree = options.tree ?? new TriangleBvh(positions, indices);
    timings.tree = performance.now() - lap;
    lap = performance.now();
    progress?.(0.3);
    thinWalls = analyseThinWalls(positions, indices, tree, {
      samples: options.samples,
      ceiling: options.ceiling,
      onProgress: progress && ((fraction) => progress(0.3 + 0.6 * fraction)),
    });
    if (mesh.sourceTriangles) toSource(thinWalls.triangles, mesh.sourceTriangles);
  } catch {
    thinWalls = { state: 'skipped', reason: 'failed' };
  }
  timings.thinWalls = performance.now() - lap;
  lap = performance.now();
  progress?.(0.9);

  let bodies: BodyAnalysis | SkippedCheck;
  try {
    bodies = analyseBodies(positions, indices, { ceiling: options.ceiling });
    if (mesh.sourceTriangles) toSource(bodies.smallBodyTriangles, mesh.sourceTriangles);
  } catch {
    bodies = { state: 'skipped', reason: 'failed' };
  }
  timings.bodies = performance.now() - lap;
  progress?.(1);
  timings.total = performance.now() - started;
  return { triangles, size, edges, thinWalls, bodies, timings };
}

/**
 * The analysis of a measured mesh whose triangles the checks could not have: too many for the
 * edge analysis (so not welded), or the worker failed before the checks ended. Only the
 * bounding box and the measurement's edge figures are known.
 */
export function analysisWithoutMesh(bbox: BoundingBox, triangles: number, warnings: readonly MeshWarning[], reason: SkippedCheck['reason']): PrintabilityAnalysis {
  const skipped: SkippedCheck = { state: 'skipped', reason };
  return {
    triangles,
    size: { x: bbox.x, y: bbox.y, z: bbox.z },
    edges: edgesFromWarnings(warnings),
    thinWalls: skipped,
    bodies: skipped,
    timings: { tree: 0, thinWalls: 0, bodies: 0, total: 0 },
  };
}

function edgesFromWarnings(warnings: readonly MeshWarning[]): EdgeFigures | SkippedCheck {
  if (warnings.some((w) => w.code === 'manifoldCheckSkipped')) return { state: 'skipped', reason: 'tooLarge' };
  const countOf = (code: MeshWarning['code']): number => warnings.find((w) => w.code === code)?.count ?? 0;
  return { open: countOf('openEdges'), nonManifold: countOf('nonManifoldEdges'), inconsistent: countOf('inconsistentOrientation') };
}

function edgesOf(indices: Uint32Array, triangles: number, vertices: number): EdgeFigures | SkippedCheck {
  try {
    return checkEdges(indices, triangles, vertices);
  } catch {
    return { state: 'skipped', reason: 'failed' };
  }
}

function sizeOf(positions: Float32Array): Size3 {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    const axis = i % 3;
    const v = positions[i] ?? 0;
    if (v < (min[axis] ?? 0)) min[axis] = v;
    if (v > (max[axis] ?? 0)) max[axis] = v;
  }
  const side = (axis: number): number => Math.max(0, (max[axis] ?? 0) - (min[axis] ?? 0));
  return { x: side(0), y: side(1), z: side(2) };
}

/** Replaces analysed triangle indices by the file's, in place (the order is kept: the map rises). */
function toSource(triangles: Uint32Array, source: Uint32Array): void {
  for (let i = 0; i < triangles.length; i++) triangles[i] = source[triangles[i] ?? 0] ?? 0;
}
