import { PRINTABILITY_MAX_TRIANGLES } from './dfm/analyse.ts';
import { components } from './dfm/bodies.ts';
import { surfaceFigures } from './dfm/surface.ts';
import { TriangleBvh } from './dfm/triangle-bvh.ts';
import { analyseMachining } from './machining/analyse.ts';
import { measureFile, type MeasureFileOptions } from './measure.ts';
import { measureSupport } from './support.ts';
import type { DrawingFormat, MeasureResult, MeshGeometry, MeshWarning, WeldedMesh } from './types.ts';

/** Volume read above the bounding box's by more than this share is not a measurement. */
const BOX_TOLERANCE = 1e-4;
/** Shells probed for overlapping another: enough for any real part, bounded for a triangle soup. */
const MAX_PROBED_SHELLS = 32;
/** Codes that make a measured part impossible to price: it is quoted by hand with the reason. */
export const BROKEN_MEASUREMENT: ReadonlySet<string> = new Set(['volumeExceedsBox', 'overlappingShells']);

export interface QuoteFigures {
  /** The measurement with its machining figures and any broken-measurement warning. */
  result: Extract<MeasureResult, { ok: true }>;
  /** Per triangle of the file, its machining class (machining/access.ts), for the 3D preview; null when not analysed. */
  machiningClasses: Uint8Array | null;
}

/**
 * What a price needs of a measured part beyond its volume: how it can be machined (set-ups,
 * five-axis and unreachable faces, narrow pockets) and whether the measurement can be priced at
 * all. A volume larger than the bounding box holds, or shells overlapping in space, mean the
 * volume is not the part's (the file holds the same body many times over, or bodies pushed into
 * one another): such a part is quoted by hand, with the reason, never priced. Meshes above the
 * printability checks' size get the box check only. The browser's worker and the server run this
 * on the same welded mesh, so both price the same figures.
 */
export function quoteFigures(measured: Extract<MeasureResult, { ok: true }>, mesh: WeldedMesh | null, tree?: TriangleBvh): QuoteFigures {
  const { geometry } = measured;
  const warnings: MeshWarning[] = [...measured.warnings];
  const box = geometry.bbox.x * geometry.bbox.y * geometry.bbox.z;
  if (geometry.volume > box * (1 + BOX_TOLERANCE)) warnings.push({ code: 'volumeExceedsBox' });
  const triangles = mesh ? Math.floor(mesh.indices.length / 3) : 0;
  if (mesh === null || triangles === 0 || triangles > PRINTABILITY_MAX_TRIANGLES) return { result: { ...measured, warnings }, machiningClasses: null };
  const bvh = tree ?? new TriangleBvh(mesh.positions, mesh.indices);
  const overlapping = overlappingShells(mesh, bvh);
  if (overlapping > 0) warnings.push({ code: 'overlappingShells', count: overlapping });
  // A measurement that cannot be priced is quoted by hand: no machining or support figures, which
  // on such a mesh (the same body thousands of times in one place) cost every ray thousands of hits.
  if (warnings.some((warning) => BROKEN_MEASUREMENT.has(warning.code))) return { result: { ...measured, warnings }, machiningClasses: null };
  const machining = analyseMachining(mesh.positions, mesh.indices, bvh);
  const machined: MeshGeometry = { ...geometry, machining: machining.figures, support: measureSupport(mesh.positions, mesh.indices) };
  return { result: { ok: true, geometry: machined, warnings }, machiningClasses: toFileOrder(machining.classes, mesh.sourceTriangles) };
}

/** Measures a file as the server prices it: the measurement (measure.ts, STEP and IGES with `cad`) with `quoteFigures`. */
export function measureForQuote(name: string, bytes: Uint8Array | ArrayBuffer, options: Pick<MeasureFileOptions, 'cad' | 'onBodies'> = {}): { format: DrawingFormat | null; result: MeasureResult } {
  const handed: { mesh: WeldedMesh | null } = { mesh: null };
  const { format, result } = measureFile(name, bytes, {
    ...options,
    onWeldedMesh: (mesh) => {
      handed.mesh = mesh;
    },
  });
  if (!result.ok) return { format, result };
  return { format, result: quoteFigures(result, handed.mesh).result };
}

/**
 * How many shells (of the first `MAX_PROBED_SHELLS`) lie inside another shell wound the same
 * way: from a point just inside each, the ray's winding number counts the solids around it.
 */
function overlappingShells(mesh: WeldedMesh, bvh: TriangleBvh): number {
  const { positions: p, indices } = mesh;
  const count = Math.floor(indices.length / 3);
  const label = components(p.length / 3, indices, count);
  const firstTriangle = new Map<number, number>();
  for (let t = 0; t < count && firstTriangle.size < MAX_PROBED_SHELLS; t++) {
    const shell = label[indices[t * 3] ?? 0] ?? 0;
    if (!firstTriangle.has(shell)) firstTriangle.set(shell, t);
  }
  if (firstTriangle.size < 2) return 0;
  const { orientation, reach } = surfaceFigures(p, indices, count);
  const inset = reach * 2 ** -14;
  let overlapping = 0;
  for (const t of firstTriangle.values()) {
    const a = (indices[t * 3] ?? 0) * 3, b = (indices[t * 3 + 1] ?? 0) * 3, c = (indices[t * 3 + 2] ?? 0) * 3;
    const e1 = [(p[b] ?? 0) - (p[a] ?? 0), (p[b + 1] ?? 0) - (p[a + 1] ?? 0), (p[b + 2] ?? 0) - (p[a + 2] ?? 0)];
    const e2 = [(p[c] ?? 0) - (p[a] ?? 0), (p[c + 1] ?? 0) - (p[a + 1] ?? 0), (p[c + 2] ?? 0) - (p[a + 2] ?? 0)];
    const n = [(e1[1] ?? 0) * (e2[2] ?? 0) - (e1[2] ?? 0) * (e2[1] ?? 0), (e1[2] ?? 0) * (e2[0] ?? 0) - (e1[0] ?? 0) * (e2[2] ?? 0), (e1[0] ?? 0) * (e2[1] ?? 0) - (e1[1] ?? 0) * (e2[0] ?? 0)];
    const length = Math.hypot(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0);
    if (!(length > 0)) continue;
    // Just inside the shell, behind its first face; a ray along no axis misses edges shared by faces.
    const scale = (-orientation * inset) / length;
    const o = [0, 1, 2].map((k) => ((p[a + k] ?? 0) + (p[b + k] ?? 0) + (p[c + k] ?? 0)) / 3 + (n[k] ?? 0) * scale);
    const winding = bvh.windingAlong(o[0] ?? 0, o[1] ?? 0, o[2] ?? 0, 0.8017837, 0.5345225, 0.2672612, 0) * orientation;
    if (winding >= 2) overlapping++;
  }
  return overlapping;
}

function toFileOrder(classes: Uint8Array, source: Uint32Array | null): Uint8Array {
  if (source === null) return classes;
  let length = 0;
  for (const index of source) length = Math.max(length, index + 1);
  const out = new Uint8Array(length);
  for (let t = 0; t < classes.length; t++) out[source[t] ?? 0] = classes[t] ?? 0;
  return out;
}
