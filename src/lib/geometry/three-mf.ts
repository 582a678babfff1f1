import { unzipSync } from 'fflate';
import { MeshMeasurer } from './mesh-measurer.ts';
import { type ModelObject, type ModelPart, parseModelPart, type Placement } from './three-mf-model.ts';
import { type MeasureOptions, type MeasureResult, MeshReadError, type NamedTriangles } from './types.ts';
import { XmlScanner, name } from './xml-scanner.ts';

/** Uncompressed model parts above this are refused rather than risk running out of memory (a zip bomb). */
export const MAX_MODEL_BYTES = 768 * 1024 * 1024;
/**
 * Objects a build may place, every component counted where it is placed. Components that place
 * components multiply: a 1.3 KB file can place millions of objects. Counted from the component
 * graph before anything is expanded; a build past it is refused (`buildTooLarge`).
 */
export const MAX_PLACEMENTS = 100_000;
/** Triangles a build may place, counted the same way (a mesh file of the upload limit holds a few million). */
export const MAX_PLACED_TRIANGLES = 10_000_000;
/**
 * Placed triangles up to which each placed object is also collected for a parts list (four floats'
 * worth of memory per corner, and each part analysed again); past it the build is measured whole.
 */
export const PARTS_LIST_MAX_TRIANGLES = 2_000_000;
const MAX_DEPTH = 32;
const ROOT_RELS = '_rels/.rels';
const DEFAULT_ROOT = '3D/3dmodel.model';
const RELATIONSHIP = name('Relationship');
const TARGET = name('Target');
const TYPE = name('Type');
/** Object types that are not part of the product (3MF core: support material). */
const NOT_PRODUCT = new Set(['support', 'solidsupport']);

/**
 * 3MF (a zip of XML parts). Measures what the build would print: every `<item>` of the root
 * model part (found through `_rels/.rels`, else `3D/3dmodel.model`), following
 * `<components>` and production-extension `p:path` references into other parts, with each
 * item's and component's full affine `transform` applied (a mirroring transform flips the
 * winding back so volumes add up). A model without build items is measured object by object.
 * Lengths are converted from the root part's `unit` to millimetres. Support objects
 * (`type="support"`, `"solidsupport"`) are left out. Limits: extensions other than
 * production (beam lattice, slices, displacement, boolean) are ignored, so a part made only
 * of those measures as empty; vertex properties and colours are not needed and not read.
 */
export function measureThreeMf(bytes: Uint8Array, options: MeasureOptions = {}): MeasureResult {
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        const wanted = file.name === ROOT_RELS || file.name.toLowerCase().endsWith('.model');
        if (wanted) total += file.originalSize;
        return wanted;
      },
    });
  } catch (error) {
    throw new MeshReadError('unreadable', `not a readable zip: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (total > MAX_MODEL_BYTES) throw new MeshReadError('unsupported', `model parts of ${total} bytes exceed ${MAX_MODEL_BYTES}`);

  const rootPath = findRootPath(entries);
  if (!rootPath) throw new MeshReadError('unreadable', 'no 3D model part in the package');
  const parts = new Map<string, ModelPart>();
  const partAt = (path: string): ModelPart => {
    const key = normalise(path);
    const cached = parts.get(key);
    if (cached) return cached;
    const data = entries[key];
    if (!data) throw new MeshReadError('unreadable', `missing model part ${key}`);
    const parsed = parseModelPart(data, key === rootPath && options.onProgress ? (f) => options.onProgress?.(0.8 * f) : undefined);
    parts.set(key, parsed);
    return parsed;
  };

  const objectAt = (path: string, objectId: string): ModelObject => {
    const object = partAt(path).objects.get(objectId);
    if (!object) throw new MeshReadError('unreadable', `missing object ${objectId} in ${path}`);
    return object;
  };

  const root = partAt(rootPath);
  const measurer = new MeshMeasurer();
  const invalid = { count: 0 };
  const scale = Float64Array.of(root.unit, 0, 0, 0, root.unit, 0, 0, 0, root.unit, 0, 0, 0);
  const emit = (placed: Placement, partPath: string, parent: Float64Array, depth: number, sink: TriangleSink): void => {
    if (depth > MAX_DEPTH) throw new MeshReadError('unreadable', 'components nest too deep (a cycle?)');
    const path = placed.path ? normalise(placed.path) : partPath;
    const object = objectAt(path, placed.objectId);
    if (NOT_PRODUCT.has(object.type)) return;
    const transform = placed.transform ? compose(placed.transform, parent) : parent;
    addMesh(sink, object, transform, invalid);
    for (const component of object.components) emit(component, path, transform, depth + 1, sink);
  };

  // What the build places: its items, else (without a build) every object that is not a component of another one.
  const inside = new Set<string>();
  if (!root.items.length) for (const object of root.objects.values()) for (const c of object.components) if (!c.path) inside.add(c.objectId);
  const placed: Placement[] = root.items.length ? root.items : [...root.objects.keys()].filter((objectId) => !inside.has(objectId)).map((objectId) => ({ objectId, path: null, transform: null }));
  // Counted before anything is expanded, so a fan-out of components costs nothing but its refusal.
  const extent = buildExtent(placed, rootPath, objectAt);
  if (extent.placements > MAX_PLACEMENTS || extent.triangles > MAX_PLACED_TRIANGLES) {
    throw new MeshReadError('buildTooLarge', `the build places ${extent.placements} objects and ${extent.triangles} triangles (at most ${MAX_PLACEMENTS} and ${MAX_PLACED_TRIANGLES})`);
  }
  // With two or more placed objects, each is also collected on its own when asked (a parts list), unless the build is too large for one.
  const bodies: NamedTriangles[] | null = options.onBodies && placed.length > 1 && extent.triangles <= PARTS_LIST_MAX_TRIANGLES ? [] : null;
  placed.forEach((item, index) => {
    if (bodies === null) {
      emit(item, rootPath, scale, 0, measurer);
      return;
    }
    // Room for every triangle the item places (those with missing corners are left out).
    const collected = new Float32Array((extent.items[index]?.triangles ?? 0) * 9);
    let filled = 0;
    const both: TriangleSink = {
      add(ax, ay, az, bx, by, bz, cx, cy, cz) {
        measurer.add(ax, ay, az, bx, by, bz, cx, cy, cz);
        collected[filled++] = ax;
        collected[filled++] = ay;
        collected[filled++] = az;
        collected[filled++] = bx;
        collected[filled++] = by;
        collected[filled++] = bz;
        collected[filled++] = cx;
        collected[filled++] = cy;
        collected[filled++] = cz;
      },
    };
    emit(item, rootPath, scale, 0, both);
    const object = partAt(item.path ? normalise(item.path) : rootPath).objects.get(item.objectId);
    const positions = collected.subarray(0, filled);
    if (positions.length > 0) bodies.push({ name: object?.name ?? '', positions, indices: Uint32Array.from({ length: positions.length / 3 }, (_, at) => at) });
  });
  const result = measurer.finish(options);
  if (invalid.count && result.ok) result.warnings.push({ code: 'invalidFaces', count: invalid.count });
  if (result.ok && bodies !== null && bodies.length > 1) options.onBodies?.(bodies);
  return result;
}

/** Where placed triangles go: the file's measurer, and with a parts list the placed object's own collection. */
interface TriangleSink {
  add(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void;
}

/** What a build places once its components are expanded: objects (each component counted where it is placed) and triangles. */
export interface Extent {
  placements: number;
  triangles: number;
}

/** The whole build's extent, and each placed item's. */
export interface BuildExtent extends Extent {
  items: Extent[];
}

/**
 * Counts what `placed` expands to from the component graph, without expanding it: each object's
 * count is worked out once and multiplied by the times it is placed, so a fan-out of a thousand
 * components of a thousand components costs a few thousand steps. Support objects count nothing
 * (they are not measured). A cycle or a nesting deeper than the reader follows is unreadable.
 */
export function buildExtent(placed: readonly Placement[], rootPath: string, objectAt: (path: string, objectId: string) => ModelObject): BuildExtent {
  const known = new Map<string, Extent>();
  const open = new Set<string>();
  const extentOf = (placement: Placement, partPath: string, depth: number): Extent => {
    if (depth > MAX_DEPTH) throw new MeshReadError('unreadable', 'components nest too deep (a cycle?)');
    const path = placement.path ? normalise(placement.path) : partPath;
    const key = `${path}#${placement.objectId}`;
    const counted = known.get(key);
    if (counted) return counted;
    if (open.has(key)) throw new MeshReadError('unreadable', `object ${placement.objectId} contains itself`);
    const object = objectAt(path, placement.objectId);
    const extent = { placements: 0, triangles: 0 };
    if (!NOT_PRODUCT.has(object.type)) {
      open.add(key);
      extent.placements = 1;
      extent.triangles = Math.floor(object.triangles.length / 3);
      for (const component of object.components) {
        const inner = extentOf(component, path, depth + 1);
        extent.placements += inner.placements;
        extent.triangles += inner.triangles;
      }
      open.delete(key);
    }
    known.set(key, extent);
    return extent;
  };
  const items = placed.map((item) => extentOf(item, rootPath, 0));
  return { placements: items.reduce((sum, one) => sum + one.placements, 0), triangles: items.reduce((sum, one) => sum + one.triangles, 0), items };
}

function addMesh(measurer: TriangleSink, object: ModelObject, m: Float64Array, invalid: { count: number }): void {
  const { positions: p, triangles } = object;
  const vertexCount = p.length / 3;
  const [m00 = 1, m01 = 0, m02 = 0, m10 = 0, m11 = 1, m12 = 0, m20 = 0, m21 = 0, m22 = 1, m30 = 0, m31 = 0, m32 = 0] = m;
  const mirrored = m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20) < 0;
  for (let t = 0; t < triangles.length; t += 3) {
    const a = triangles[t] ?? -1;
    const b = triangles[mirrored ? t + 2 : t + 1] ?? -1;
    const c = triangles[mirrored ? t + 1 : t + 2] ?? -1;
    if (a < 0 || b < 0 || c < 0 || a >= vertexCount || b >= vertexCount || c >= vertexCount) {
      invalid.count++;
      continue;
    }
    const ax = p[a * 3] ?? 0, ay = p[a * 3 + 1] ?? 0, az = p[a * 3 + 2] ?? 0;
    const bx = p[b * 3] ?? 0, by = p[b * 3 + 1] ?? 0, bz = p[b * 3 + 2] ?? 0;
    const cx = p[c * 3] ?? 0, cy = p[c * 3 + 1] ?? 0, cz = p[c * 3 + 2] ?? 0;
    // Row vectors, as in the 3MF spec: p' = [x y z 1] · M.
    measurer.add(
      ax * m00 + ay * m10 + az * m20 + m30, ax * m01 + ay * m11 + az * m21 + m31, ax * m02 + ay * m12 + az * m22 + m32,
      bx * m00 + by * m10 + bz * m20 + m30, bx * m01 + by * m11 + bz * m21 + m31, bx * m02 + by * m12 + bz * m22 + m32,
      cx * m00 + cy * m10 + cz * m20 + m30, cx * m01 + cy * m11 + cz * m21 + m31, cx * m02 + cy * m12 + cz * m22 + m32,
    );
  }
}

/** The transform that applies `inner` first, then `outer` (3×4 row-vector matrices). */
function compose(inner: Float64Array, outer: Float64Array): Float64Array {
  const out = new Float64Array(12);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      let sum = row === 3 ? (outer[9 + col] ?? 0) : 0;
      for (let k = 0; k < 3; k++) sum += (inner[row * 3 + k] ?? 0) * (outer[k * 3 + col] ?? 0);
      out[row * 3 + col] = sum;
    }
  }
  return out;
}

/** The root model part named by the package relationships, else the usual path, else any `.model`. */
function findRootPath(entries: Record<string, Uint8Array>): string | null {
  const rels = entries[ROOT_RELS];
  if (rels) {
    const xml = new XmlScanner(rels);
    while (xml.next()) {
      if (xml.closing || !xml.is(RELATIONSHIP)) continue;
      const target = xml.text(TARGET);
      if (target && (xml.text(TYPE) ?? '').endsWith('/3dmodel') && entries[normalise(target)]) return normalise(target);
    }
  }
  if (entries[DEFAULT_ROOT]) return DEFAULT_ROOT;
  return Object.keys(entries).find((key) => key.toLowerCase().endsWith('.model')) ?? null;
}

/** Zip entry names have no leading slash; 3MF part names do. */
function normalise(path: string): string {
  return path.replace(/^\/+/, '');
}
