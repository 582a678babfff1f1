import { MeshMeasurer } from '../mesh-measurer.ts';
import type { IndexedMesh } from '../mesh-builders.ts';
import type { BoundingBox, MeshWarning } from '../types.ts';
import type { CadUnit } from './cad-file-facts.ts';
import type { OcctMesh, OcctNode } from './occt.ts';

/**
 * One body of a CAD file where the file places it: a solid, a shell or a set of loose faces,
 * triangulated. An assembly that uses a part four times has four bodies.
 */
export interface CadBody extends IndexedMesh {
  /** The name the file gives it: its own product's name (not an assembly's above it), else its shape's; '' when none. */
  name: string;
  /** Names of the product structure from the top down to this body's node (its own last). */
  path: string[];
  /** Its triangles close up on their own: a solid. False for surfaces. */
  closed: boolean;
  /** mm³ (its own, whatever the other bodies do), mm², the box where it is placed. */
  volume: number;
  area: number;
  bbox: BoundingBox;
  triangles: number;
  /** The quality warnings of its own triangles (open edges, …). */
  warnings: MeshWarning[];
  /** What its shape is whatever its placement: what tells two placements of one part (see partsOf). */
  shape: ShapeSignature;
}

/**
 * A body's figures that no placement changes (a move or a turn), computed in double precision
 * from its own first vertex, so a part placed far from the file's origin measures as it does at it.
 */
export interface ShapeSignature {
  /** mm³ and mm² of its triangles. */
  volume: number;
  area: number;
  /** Its principal second moments of volume about its centroid (mm⁵), smallest first: its mass spread along its own axes. */
  moments: [number, number, number];
  triangles: number;
}

/** A distinct part: bodies of the same name and the same shape, wherever each is placed. */
export interface CadPart {
  name: string;
  /** Indices into the model's bodies, one per placement: its count in one set is `bodies.length`. */
  bodies: number[];
}

/**
 * A CAD file as bodies and parts, in millimetres whatever unit the file states: what a parts
 * list (one line per distinct part, its count per set) is built from.
 */
export interface CadModel {
  format: 'step' | 'iges';
  /** The length unit the file states (the coordinates here are millimetres either way). */
  unit: CadUnit | null;
  bodies: CadBody[];
  parts: CadPart[];
}

/**
 * Placements of one part agree to rounding (in double precision for a CAD file's bodies, to the
 * file's single-precision coordinates for a 3MF build's); a different part (a hole 0.01 mm larger
 * in an M6 nut changes its volume by 0.3 %) differs by far more.
 */
const SAME_SHAPE_TOLERANCE = 1e-4;

/**
 * Bodies of the parser's result, in the order of its product structure, each measured on its own.
 * The parser gives a sub-assembly below the top one as one node holding all its solids, each
 * named after its own product: a solid of a node of several keeps its own name when that is a
 * product's (`products`: the file's product names), not the sub-assembly's. Any other solid is
 * named by its node (its part's product), as a solid's own name is often only its
 * representation's ('Body1') or a translator's product wrapped around it.
 */
export function bodiesOf(root: OcctNode, meshes: readonly OcctMesh[], products: ReadonlySet<string> = new Set()): CadBody[] {
  const bodies: CadBody[] = [];
  const walk = (node: OcctNode, above: readonly string[]): void => {
    const path = [...above, node.name].filter((name) => name !== '');
    for (const index of node.meshes) {
      const mesh = meshes[index];
      if (!mesh) continue;
      const own = node.meshes.length > 1 && mesh.name !== '' && mesh.name !== node.name && products.has(mesh.name);
      const body = bodyOf(mesh, own ? mesh.name : node.name || mesh.name, own ? [...path, mesh.name] : path);
      if (body) bodies.push(body);
    }
    for (const child of node.children) walk(child, path);
  };
  walk(root, []);
  return bodies;
}

function bodyOf(mesh: OcctMesh, name: string, path: string[]): CadBody | null {
  const corners = mesh.index.array;
  if (corners.length < 3) return null;
  return bodyOfTriangles(name, path, Float32Array.from(mesh.attributes.position.array), Uint32Array.from(corners), mesh.attributes.position.array);
}

/**
 * A body of these triangles (in millimetres), measured on its own; null when nothing measures.
 * `exact`: the same coordinates in double precision when the reader has them, for its shape signature.
 */
export function bodyOfTriangles(name: string, path: string[], positions: Float32Array, indices: Uint32Array, exact: ArrayLike<number> = positions): CadBody | null {
  if (indices.length < 3) return null;
  const measurer = new MeshMeasurer(indices.length / 3);
  addTriangles(measurer, positions, indices);
  const measured = measurer.finish();
  if (!measured.ok) return null;
  const { volume, area, bbox, triangles } = measured.geometry;
  const warnings = measured.warnings;
  const closed = !warnings.some((warning) => warning.code === 'openEdges');
  return { name, path, positions, indices, closed, volume, area, bbox, triangles, warnings, shape: shapeSignature(exact, indices) };
}

/** The placement-free figures of these triangles (see ShapeSignature). */
export function shapeSignature(positions: ArrayLike<number>, indices: ArrayLike<number>): ShapeSignature {
  const [ox = 0, oy = 0, oz = 0] = [positions[0], positions[1], positions[2]];
  let volume = 0;
  let area = 0;
  // First moments (× 4) and second moments of volume about the first vertex, tetrahedron by tetrahedron from it.
  let [fx, fy, fz] = [0, 0, 0];
  let [xx, yy, zz, xy, xz, yz] = [0, 0, 0, 0, 0, 0];
  for (let t = 0; t + 2 < indices.length; t += 3) {
    const a = (indices[t] ?? 0) * 3;
    const b = (indices[t + 1] ?? 0) * 3;
    const c = (indices[t + 2] ?? 0) * 3;
    const ax = (positions[a] ?? NaN) - ox;
    const ay = (positions[a + 1] ?? NaN) - oy;
    const az = (positions[a + 2] ?? NaN) - oz;
    const bx = (positions[b] ?? NaN) - ox;
    const by = (positions[b + 1] ?? NaN) - oy;
    const bz = (positions[b + 2] ?? NaN) - oz;
    const cx = (positions[c] ?? NaN) - ox;
    const cy = (positions[c + 1] ?? NaN) - oy;
    const cz = (positions[c + 2] ?? NaN) - oz;
    const tetra = (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6;
    volume += tetra;
    const ux = bx - ax;
    const uy = by - ay;
    const uz = bz - az;
    const vx = cx - ax;
    const vy = cy - ay;
    const vz = cz - az;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    area += Math.sqrt(nx * nx + ny * ny + nz * nz) / 2;
    const sx = ax + bx + cx;
    const sy = ay + by + cy;
    const sz = az + bz + cz;
    fx += tetra * sx;
    fy += tetra * sy;
    fz += tetra * sz;
    // ∫ x xᵀ over a tetrahedron with a corner at the origin: V/20 · (Σ pₖpₖᵀ + s sᵀ), s = Σ pₖ.
    const w = tetra / 20;
    xx += w * (ax * ax + bx * bx + cx * cx + sx * sx);
    yy += w * (ay * ay + by * by + cy * cy + sy * sy);
    zz += w * (az * az + bz * bz + cz * cz + sz * sz);
    xy += w * (ax * ay + bx * by + cx * cy + sx * sy);
    xz += w * (ax * az + bx * bz + cx * cz + sx * sz);
    yz += w * (ay * az + by * bz + cy * cz + sy * sz);
  }
  // About the centroid: C = ∫ x xᵀ − V c cᵀ, c = first / (4 V).
  const [c0, c1, c2] = volume === 0 ? [0, 0, 0] : [fx / (4 * volume), fy / (4 * volume), fz / (4 * volume)];
  const moments = symmetricEigenvalues(xx - volume * c0 * c0, yy - volume * c1 * c1, zz - volume * c2 * c2, xy - volume * c0 * c1, xz - volume * c0 * c2, yz - volume * c1 * c2);
  return { volume, area, moments, triangles: Math.floor(indices.length / 3) };
}

/** The eigenvalues of a symmetric 3 × 3 matrix (its diagonal, then xy, xz, yz), smallest first. */
function symmetricEigenvalues(a: number, b: number, c: number, d: number, e: number, f: number): [number, number, number] {
  const off = d * d + e * e + f * f;
  if (off === 0) return [a, b, c].sort((p, q) => p - q) as [number, number, number];
  const mean = (a + b + c) / 3;
  const [a1, b1, c1] = [a - mean, b - mean, c - mean];
  const p = Math.sqrt((a1 * a1 + b1 * b1 + c1 * c1 + 2 * off) / 6);
  if (p === 0) return [mean, mean, mean];
  // det((M − mean·I) / p) / 2, the cosine of three times the angle of the roots.
  const det = (a1 * (b1 * c1 - f * f) - d * (d * c1 - f * e) + e * (d * f - b1 * e)) / (p * p * p);
  const angle = Math.acos(Math.min(1, Math.max(-1, det / 2))) / 3;
  const largest = mean + 2 * p * Math.cos(angle);
  const smallest = mean + 2 * p * Math.cos(angle + (2 * Math.PI) / 3);
  return [smallest, 3 * mean - largest - smallest, largest];
}

/** Feeds a body's triangles to a measurer, corner by corner as the file gave them. */
export function addTriangles(measurer: MeshMeasurer, positions: Float32Array, indices: Uint32Array): void {
  for (let t = 0; t + 2 < indices.length; t += 3) {
    const a = (indices[t] ?? 0) * 3;
    const b = (indices[t + 1] ?? 0) * 3;
    const c = (indices[t + 2] ?? 0) * 3;
    measurer.add(
      positions[a] ?? NaN,
      positions[a + 1] ?? NaN,
      positions[a + 2] ?? NaN,
      positions[b] ?? NaN,
      positions[b + 1] ?? NaN,
      positions[b + 2] ?? NaN,
      positions[c] ?? NaN,
      positions[c + 1] ?? NaN,
      positions[c + 2] ?? NaN,
    );
  }
}

/**
 * Groups bodies into distinct parts: the same name (when the file names them) and the same shape
 * whatever its placement (the shape signature: triangle count, volume, area and principal moments,
 * which a move or a turn leave alone, unlike the box the body takes up where it is placed).
 * Parts keep the order of their first placement.
 */
export function partsOf(bodies: readonly CadBody[]): CadPart[] {
  const parts: CadPart[] = [];
  for (const [index, body] of bodies.entries()) {
    const same = parts.find((part) => {
      const first = bodies[part.bodies[0] ?? -1];
      return first !== undefined && first.name === body.name && sameShape(first.shape, body.shape);
    });
    if (same) same.bodies.push(index);
    else parts.push({ name: body.name, bodies: [index] });
  }
  return parts;
}

/** Two signatures of one shape, to rounding (see SAME_SHAPE_TOLERANCE). */
export function sameShape(a: ShapeSignature, b: ShapeSignature): boolean {
  // The moments are compared at the scale of the largest: a flat part's smallest is near nothing.
  const scale = Math.max(Math.abs(a.moments[2]), Math.abs(b.moments[2]));
  return a.triangles === b.triangles && close(a.volume, b.volume) && close(a.area, b.area) && a.moments.every((moment, axis) => Math.abs(moment - (b.moments[axis] ?? NaN)) <= SAME_SHAPE_TOLERANCE * scale);
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_SHAPE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b), 1e-9);
}

/**
 * Loose pieces that close up only together (an IGES part sent as separate faces) as the one
 * body they form, named by what their paths share.
 */
export function mergedBody(pieces: readonly CadBody[], measured: { volume: number; area: number; bbox: BoundingBox; triangles: number; warnings: MeshWarning[] }): CadBody {
  const vertexCount = pieces.reduce((sum, piece) => sum + piece.positions.length / 3, 0);
  const positions = new Float32Array(vertexCount * 3);
  const indices = new Uint32Array(pieces.reduce((sum, piece) => sum + piece.indices.length, 0));
  let vertexAt = 0;
  let indexAt = 0;
  for (const piece of pieces) {
    positions.set(piece.positions, vertexAt * 3);
    for (const corner of piece.indices) indices[indexAt++] = corner + vertexAt;
    vertexAt += piece.positions.length / 3;
  }
  const first = pieces[0]?.path ?? [];
  const path = first.filter((name, at) => pieces.every((piece) => piece.path[at] === name));
  return { name: path.at(-1) ?? '', path, positions, indices, closed: true, ...measured, shape: shapeSignature(positions, indices) };
}

/**
 * The bodies as one binary STL (little-endian, float32, with face normals), their triangles in the order given: what the 3D preview shows of a CAD file, so the
 * preview draws it and colours its findings exactly as it does an STL.
 */
export function bodiesAsStl(bodies: readonly CadBody[]): ArrayBuffer {
  const triangles = bodies.reduce((sum, body) => sum + body.indices.length / 3, 0);
  const buffer = new ArrayBuffer(84 + triangles * 50);
  const view = new DataView(buffer);
  view.setUint32(80, triangles, true);
  let at = 84;
  for (const { positions, indices } of bodies) {
    for (let t = 0; t + 2 < indices.length; t += 3) {
      const a = (indices[t] ?? 0) * 3;
      const b = (indices[t + 1] ?? 0) * 3;
      const c = (indices[t + 2] ?? 0) * 3;
      const corners = [a, b, c];
      const [ax, ay, az] = [positions[a] ?? 0, positions[a + 1] ?? 0, positions[a + 2] ?? 0];
      const [ux, uy, uz] = [(positions[b] ?? 0) - ax, (positions[b + 1] ?? 0) - ay, (positions[b + 2] ?? 0) - az];
      const [vx, vy, vz] = [(positions[c] ?? 0) - ax, (positions[c + 1] ?? 0) - ay, (positions[c + 2] ?? 0) - az];
      const [nx, ny, nz] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
      const length = Math.hypot(nx, ny, nz) || 1;
      for (const value of [nx / length, ny / length, nz / length]) {
        view.setFloat32(at, value, true);
        at += 4;
      }
      for (const corner of corners) {
        for (let axis = 0; axis < 3; axis++) {
          view.setFloat32(at, positions[corner + axis] ?? 0, true);
          at += 4;
        }
      }
      // Two bytes of attributes, left zero.
      at += 2;
    }
  }
  return buffer;
}

/**
 * Where `other` sits relative to `first`, two placements of one part (their triangulations are
 * the same, vertex for vertex): the rigid transform taking `first`'s vertices onto `other`'s, as
 * a column-major 4 × 4 matrix; null when the two do not correspond (not one part) or the part is
 * flat to a line.
 */
export function placementOf(first: Pick<CadBody, 'positions'>, other: Pick<CadBody, 'positions'>): number[] | null {
  const a = first.positions;
  const b = other.positions;
  if (a.length !== b.length || a.length < 9) return null;
  const [i, j, k] = spanningCorners(a);
  if (k < 0) return null;
  const from = frameOf(a, i, j, k);
  const to = frameOf(b, i, j, k);
  // rotation = to · fromᵀ (both orthonormal), translation = to origin − rotation · from origin.
  const rotation = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      let sum = 0;
      for (let axis = 0; axis < 3; axis++) sum += (to.axes[axis]?.[row] ?? 0) * (from.axes[axis]?.[column] ?? 0);
      rotation[row * 3 + column] = sum;
    }
  }
  const r = (row: number, column: number) => rotation[row * 3 + column] ?? 0;
  const t = [0, 1, 2].map((row) => (to.origin[row] ?? 0) - (r(row, 0) * (from.origin[0] ?? 0) + r(row, 1) * (from.origin[1] ?? 0) + r(row, 2) * (from.origin[2] ?? 0)));
  const matrix = [r(0, 0), r(1, 0), r(2, 0), 0, r(0, 1), r(1, 1), r(2, 1), 0, r(0, 2), r(1, 2), r(2, 2), 0, t[0] ?? 0, t[1] ?? 0, t[2] ?? 0, 1];
  // Every vertex must land where the other placement has it, or these are not placements of one part.
  const size = Math.max(...frameSpan(a), 1);
  for (let v = 0; v < a.length; v += 3) {
    const [x, y, z] = [a[v] ?? 0, a[v + 1] ?? 0, a[v + 2] ?? 0];
    const moved = [0, 1, 2].map((row) => r(row, 0) * x + r(row, 1) * y + r(row, 2) * z + (t[row] ?? 0));
    if (moved.some((value, axis) => Math.abs(value - (b[v + axis] ?? 0)) > 1e-4 * size)) return null;
  }
  return matrix;
}

/** Three vertex indices spanning the largest triangle the first vertices offer; k = −1 when all lie on a line. */
function spanningCorners(p: Float32Array): [number, number, number] {
  const count = p.length / 3;
  const distance = (u: number, v: number) => Math.hypot((p[u * 3] ?? 0) - (p[v * 3] ?? 0), (p[u * 3 + 1] ?? 0) - (p[v * 3 + 1] ?? 0), (p[u * 3 + 2] ?? 0) - (p[v * 3 + 2] ?? 0));
  let j = 0;
  for (let v = 1; v < count; v++) if (distance(0, v) > distance(0, j)) j = v;
  let k = -1;
  let best = 0;
  for (let v = 1; v < count; v++) {
    const area = crossLength(p, 0, j, v);
    if (area > best) {
      best = area;
      k = v;
    }
  }
  return [0, j, best > 1e-9 * distance(0, j) ** 2 ? k : -1];
}

function crossLength(p: Float32Array, o: number, u: number, v: number): number {
  const [ux, uy, uz] = [0, 1, 2].map((axis) => (p[u * 3 + axis] ?? 0) - (p[o * 3 + axis] ?? 0));
  const [vx, vy, vz] = [0, 1, 2].map((axis) => (p[v * 3 + axis] ?? 0) - (p[o * 3 + axis] ?? 0));
  return Math.hypot((uy ?? 0) * (vz ?? 0) - (uz ?? 0) * (vy ?? 0), (uz ?? 0) * (vx ?? 0) - (ux ?? 0) * (vz ?? 0), (ux ?? 0) * (vy ?? 0) - (uy ?? 0) * (vx ?? 0));
}

/** An orthonormal frame at vertex i: x towards j, y towards k within their plane, z their normal. */
function frameOf(p: Float32Array, i: number, j: number, k: number): { origin: number[]; axes: number[][] } {
  const at = (v: number) => [p[v * 3] ?? 0, p[v * 3 + 1] ?? 0, p[v * 3 + 2] ?? 0];
  const origin = at(i);
  const unit = (vector: number[]) => {
    const length = Math.hypot(...vector) || 1;
    return vector.map((value) => value / length);
  };
  const x = unit(at(j).map((value, axis) => value - (origin[axis] ?? 0)));
  const toK = at(k).map((value, axis) => value - (origin[axis] ?? 0));
  const along = toK.reduce((sum, value, axis) => sum + value * (x[axis] ?? 0), 0);
  const y = unit(toK.map((value, axis) => value - along * (x[axis] ?? 0)));
  const [x0 = 0, x1 = 0, x2 = 0] = x;
  const [y0 = 0, y1 = 0, y2 = 0] = y;
  return { origin, axes: [x, y, [x1 * y2 - x2 * y1, x2 * y0 - x0 * y2, x0 * y1 - x1 * y0]] };
}

function frameSpan(p: Float32Array): number[] {
  const span = [0, 1, 2].map(() => ({ min: Infinity, max: -Infinity }));
  for (let v = 0; v < p.length; v += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = p[v + axis] ?? 0;
      const range = span[axis];
      if (!range) continue;
      range.min = Math.min(range.min, value);
      range.max = Math.max(range.max, value);
    }
  }
  return span.map(({ min, max }) => max - min);
}
