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
  /** The name the file gives it: its product's (or occurrence's) name, else its shape's; '' when none. */
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

// Placements of one part agree to rounding after their transforms; different parts differ by far more.
const SAME_SHAPE_TOLERANCE = 1e-6;

/** Bodies of the parser's result, in the order of its product structure, each measured on its own. */
export function bodiesOf(root: OcctNode, meshes: readonly OcctMesh[]): CadBody[] {
  const bodies: CadBody[] = [];
  const walk = (node: OcctNode, above: readonly string[]): void => {
    const path = [...above, node.name];
    for (const index of node.meshes) {
      const mesh = meshes[index];
      if (mesh) {
        const body = bodyOf(mesh, node.name || mesh.name, path.filter((name) => name !== ''));
        if (body) bodies.push(body);
      }
    }
    for (const child of node.children) walk(child, path);
  };
  walk(root, []);
  return bodies;
}

function bodyOf(mesh: OcctMesh, name: string, path: string[]): CadBody | null {
  const corners = mesh.index.array;
  if (corners.length < 3) return null;
  return bodyOfTriangles(name, path, Float32Array.from(mesh.attributes.position.array), Uint32Array.from(corners));
}

/** A body of these triangles (in millimetres), measured on its own; null when nothing measures. */
export function bodyOfTriangles(name: string, path: string[], positions: Float32Array, indices: Uint32Array): CadBody | null {
  if (indices.length < 3) return null;
  const measurer = new MeshMeasurer(indices.length / 3);
  addTriangles(measurer, positions, indices);
  const measured = measurer.finish();
  if (!measured.ok) return null;
  const { volume, area, bbox, triangles } = measured.geometry;
  const warnings = measured.warnings;
  const closed = !warnings.some((warning) => warning.code === 'openEdges');
  return { name, path, positions, indices, closed, volume, area, bbox, triangles, warnings };
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
 * (triangle count, volume and area: placements of one product share its triangulation, so they
 * agree whatever their position or turn). Parts keep the order of their first placement.
 */
export function partsOf(bodies: readonly CadBody[]): CadPart[] {
  const parts: CadPart[] = [];
  for (const [index, body] of bodies.entries()) {
    const same = parts.find((part) => {
      const first = bodies[part.bodies[0] ?? -1];
      return first !== undefined && first.name === body.name && first.triangles === body.triangles && close(first.volume, body.volume) && close(first.area, body.area);
    });
    if (same) same.bodies.push(index);
    else parts.push({ name: body.name, bodies: [index] });
  }
  return parts;
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_SHAPE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b), 1);
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
  return { name: path.at(-1) ?? '', path, positions, indices, closed: true, ...measured };
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
