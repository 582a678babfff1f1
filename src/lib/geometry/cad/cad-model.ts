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
  const source = mesh.attributes.position.array;
  const corners = mesh.index.array;
  if (corners.length < 3) return null;
  const positions = Float32Array.from(source);
  const indices = Uint32Array.from(corners);
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
