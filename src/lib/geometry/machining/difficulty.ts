import type { Machining } from '../../../wire/files.ts';
import type { TriangleBvh } from '../dfm/triangle-bvh.ts';
import type { MachiningAnalysis } from './access.ts';
import type { AxisDirectionCode } from './directions.ts';
import { directionOfMask } from './setups.ts';

/**
 * What makes a part hard to mill beyond its set-ups (analyse.ts calls these on the same spots):
 * thin walls standing tall beside the tool, and the internal corners whose radius forces a small
 * tool. Lengths mm, areas mm², in the mesh's units.
 */

/** A wall taller than this many times its thickness is finished in light passes (a common shop figure: 8:1, 10:1 in aluminium). */
export const SLENDER_RATIO = 8;
/** A face within this (cosine) of square to the tool is a wall the tool's flank cuts. */
const WALL_COS = 0.1;
/** A ray reads a wall's thickness only leaving through a face within 60° of facing it (as the thin-wall check, thin-walls.ts). */
const EXIT_COS = 0.5;
/** Neighbouring faces meeting at this angle or more (radians, 60°) make a sharp corner, not a facet of a fillet. */
const SHARP_CORNER = Math.PI / 3;
/** Faces closer to parallel than this (radians, ½°) are one flat face. */
const FLAT = Math.PI / 360;

export const UNIT: Record<AxisDirectionCode, readonly [number, number, number]> = {
  '+z': [0, 0, 1],
  '-z': [0, 0, -1],
  '+x': [1, 0, 0],
  '-x': [-1, 0, 0],
  '+y': [0, 1, 0],
  '-y': [0, -1, 0],
};

export interface RayFrame {
  orientation: number;
  /** A hair off a face, and the least distance a ray counts. */
  offset: number;
  tMin: number;
  /** The part's extent: the longest ray needed. */
  reach: number;
}

/**
 * The most slender wall: at each spot on a face square to its set-up's tool, the wall's thickness
 * (a ray into the solid along the reversed normal to the face it leaves through) and its height:
 * how far the wall stands above the spot (a ray up the middle of the wall, along the tool, to
 * where it leaves the solid at the wall's top) plus how far its free face goes down below the spot
 * (a ray down just off the face to the floor it meets; none on an outside face, whose root is
 * where the solid thickens). Height ÷ thickness is the wall's slenderness there; the answer is
 * the most slender spot's height and thickness, and the surface of the walls more slender than
 * `SLENDER_RATIO`. Null when no spot is on a wall thinner than it is tall.
 */
export function slenderestWall(bvh: TriangleBvh, access: MachiningAnalysis, setups: readonly AxisDirectionCode[], frame: RayFrame): Machining['wall'] {
  const { triangle, point, normal, mask, area } = access.spots;
  const { orientation, offset, tMin } = frame;
  let best: { height: number; thickness: number; ratio: number } | null = null;
  let slenderArea = 0;
  for (let i = 0; i < triangle.length; i++) {
    const direction = directionOfMask(mask[i] ?? 0, setups);
    if (direction === null) continue;
    const [dx, dy, dz] = UNIT[direction];
    const nx = normal[i * 3] ?? 0, ny = normal[i * 3 + 1] ?? 0, nz = normal[i * 3 + 2] ?? 0;
    if (Math.abs(nx * dx + ny * dy + nz * dz) > WALL_COS) continue;
    const px = point[i * 3] ?? 0, py = point[i * 3 + 1] ?? 0, pz = point[i * 3 + 2] ?? 0;
    const t = triangle[i] ?? 0;
    const thickness = bvh.nearestExit(px, py, pz, -nx, -ny, -nz, tMin, Infinity, t, orientation);
    if (!Number.isFinite(thickness) || bvh.hitCosine < EXIT_COS) continue;
    const mx = px - (nx * thickness) / 2, my = py - (ny * thickness) / 2, mz = pz - (nz * thickness) / 2;
    const above = bvh.nearestExit(mx, my, mz, dx, dy, dz, tMin, Infinity, t, orientation);
    if (!Number.isFinite(above)) continue;
    const below = bvh.nearestExit(px + nx * offset, py + ny * offset, pz + nz * offset, -dx, -dy, -dz, tMin, Infinity, t, -orientation);
    const height = above + (Number.isFinite(below) ? below : 0);
    const ratio = height / thickness;
    if (ratio > SLENDER_RATIO) slenderArea += area[i] ?? 0;
    if (ratio > 1 && (best === null || ratio > best.ratio)) best = { height, thickness, ratio };
  }
  return best === null ? null : { height: best.height, thickness: best.thickness, slenderArea };
}

/**
 * The smallest internal corner radius a tool along a set-up's axis must fit: over every edge
 * along that axis between two faces square to it that meet concavely (each face's far side lies
 * outside the other's plane), at less than 60° (a facet of a fillet: sharper is a sharp corner,
 * which the shop leaves at its tool's radius), the radius the facets make, width ÷ (2 sin(angle ÷
 * 2)), the narrower face's width across the edge; with the corner's depth below the stock face
 * along the tool. Null when the part has no such corner.
 */
export function tightestCorner(positions: Float32Array, indices: Uint32Array, bvh: TriangleBvh, setups: readonly AxisDirectionCode[], top: { min: readonly number[]; max: readonly number[] }, frame: RayFrame): Machining['corner'] {
  const { orientation, offset, tMin } = frame;
  const count = Math.floor(indices.length / 3);
  const axes = new Set(setups.map((direction) => direction[1]));
  if (axes.size === 0) return null;
  const normals = new Float64Array(count * 3);
  const widthBase = new Float64Array(count);
  for (let t = 0; t < count; t++) {
    const a = (indices[t * 3] ?? 0) * 3, b = (indices[t * 3 + 1] ?? 0) * 3, c = (indices[t * 3 + 2] ?? 0) * 3;
    const e1x = (positions[b] ?? 0) - (positions[a] ?? 0), e1y = (positions[b + 1] ?? 0) - (positions[a + 1] ?? 0), e1z = (positions[b + 2] ?? 0) - (positions[a + 2] ?? 0);
    const e2x = (positions[c] ?? 0) - (positions[a] ?? 0), e2y = (positions[c + 1] ?? 0) - (positions[a + 1] ?? 0), e2z = (positions[c + 2] ?? 0) - (positions[a + 2] ?? 0);
    const nx = e1y * e2z - e1z * e2y, ny = e1z * e2x - e1x * e2z, nz = e1x * e2y - e1y * e2x;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    widthBase[t] = length;
    const scale = length > 0 ? orientation / length : 0;
    normals[t * 3] = nx * scale;
    normals[t * 3 + 1] = ny * scale;
    normals[t * 3 + 2] = nz * scale;
  }
  // Each edge's two triangles, by its corners' ids (a welded mesh shares them).
  const first = new Map<number, number>();
  const vertices = positions.length / 3;
  let best: { radius: number; depth: number } | null = null;
  for (let t = 0; t < count; t++) {
    for (let k = 0; k < 3; k++) {
      const u = indices[t * 3 + k] ?? 0, v = indices[t * 3 + ((k + 1) % 3)] ?? 0;
      const key = Math.min(u, v) * vertices + Math.max(u, v);
      const other = first.get(key);
      if (other === undefined) {
        first.set(key, t);
        continue;
      }
      first.delete(key);
      const ex = (positions[v * 3] ?? 0) - (positions[u * 3] ?? 0), ey = (positions[v * 3 + 1] ?? 0) - (positions[u * 3 + 1] ?? 0), ez = (positions[v * 3 + 2] ?? 0) - (positions[u * 3 + 2] ?? 0);
      const edge = Math.sqrt(ex * ex + ey * ey + ez * ez);
      if (!(edge > 0)) continue;
      const axis = Math.abs(ex) / edge > 0.95 ? 'x' : Math.abs(ey) / edge > 0.95 ? 'y' : Math.abs(ez) / edge > 0.95 ? 'z' : null;
      if (axis === null || !axes.has(axis)) continue;
      const ai = axis === 'x' ? 0 : axis === 'y' ? 1 : 2;
      if (Math.abs(normals[t * 3 + ai] ?? 0) > WALL_COS || Math.abs(normals[other * 3 + ai] ?? 0) > WALL_COS) continue;
      const dot = (normals[t * 3] ?? 0) * (normals[other * 3] ?? 0) + (normals[t * 3 + 1] ?? 0) * (normals[other * 3 + 1] ?? 0) + (normals[t * 3 + 2] ?? 0) * (normals[other * 3 + 2] ?? 0);
      const angle = Math.acos(Math.max(-1, Math.min(1, dot)));
      if (angle < FLAT || angle >= SHARP_CORNER) continue;
      // Concave: the other triangle's far corner lies on the outer side of this one's plane.
      const far = farCorner(indices, other, u, v);
      const fx = (positions[far * 3] ?? 0) - (positions[u * 3] ?? 0), fy = (positions[far * 3 + 1] ?? 0) - (positions[u * 3 + 1] ?? 0), fz = (positions[far * 3 + 2] ?? 0) - (positions[u * 3 + 2] ?? 0);
      if ((normals[t * 3] ?? 0) * fx + (normals[t * 3 + 1] ?? 0) * fy + (normals[t * 3 + 2] ?? 0) * fz <= 1e-6 * edge) continue;
      const width = Math.min(widthBase[t] ?? 0, widthBase[other] ?? 0) / edge;
      const radius = width / (2 * Math.sin(angle / 2));
      if (isBore(bvh, positions, normals, u, v, t, other, radius, offset, tMin, orientation)) continue;
      const low = Math.min(positions[u * 3 + ai] ?? 0, positions[v * 3 + ai] ?? 0);
      const high = Math.max(positions[u * 3 + ai] ?? 0, positions[v * 3 + ai] ?? 0);
      // The depth below the face the tool enters from: the deeper of the set-ups along this axis.
      const fromTop = setups.includes(`+${axis}` as AxisDirectionCode) ? (top.max[ai] ?? 0) - low : 0;
      const fromBottom = setups.includes(`-${axis}` as AxisDirectionCode) ? high - (top.min[ai] ?? 0) : 0;
      const depth = Math.max(0, Math.min(fromTop || Infinity, fromBottom || Infinity));
      if (!Number.isFinite(depth)) continue;
      if (best === null || radius < best.radius - 1e-9 || (Math.abs(radius - best.radius) <= 1e-9 && depth > best.depth)) best = { radius, depth };
    }
  }
  return best;
}

/**
 * Whether the concave facets at edge u–v are the wall of a round hole rather than a corner: across
 * the hole from the edge, along the faces' mean normal, the part is met again within a little more
 * than the diameter. A hole is drilled to its size, not milled around a corner.
 */
function isBore(bvh: TriangleBvh, p: Float32Array, normals: Float64Array, u: number, v: number, t: number, other: number, radius: number, offset: number, tMin: number, orientation: number): boolean {
  let nx = (normals[t * 3] ?? 0) + (normals[other * 3] ?? 0), ny = (normals[t * 3 + 1] ?? 0) + (normals[other * 3 + 1] ?? 0), nz = (normals[t * 3 + 2] ?? 0) + (normals[other * 3 + 2] ?? 0);
  const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
  if (!(length > 0)) return false;
  nx /= length;
  ny /= length;
  nz /= length;
  const ox = ((p[u * 3] ?? 0) + (p[v * 3] ?? 0)) / 2 + nx * offset, oy = ((p[u * 3 + 1] ?? 0) + (p[v * 3 + 1] ?? 0)) / 2 + ny * offset, oz = ((p[u * 3 + 2] ?? 0) + (p[v * 3 + 2] ?? 0)) / 2 + nz * offset;
  const across = bvh.nearestExit(ox, oy, oz, nx, ny, nz, tMin, Infinity, t, -orientation);
  return across <= 2.2 * radius;
}

function farCorner(indices: Uint32Array, t: number, u: number, v: number): number {
  for (let k = 0; k < 3; k++) {
    const w = indices[t * 3 + k] ?? 0;
    if (w !== u && w !== v) return w;
  }
  return u;
}
