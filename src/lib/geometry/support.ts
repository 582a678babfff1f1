/**
 * The support a printed part needs (SLA, FDM), for each axis direction it could be built upwards
 * along: a face whose outward normal points down more than 45° from the horizontal (within 45°
 * of straight down, so steeper than 45° from vertical) cannot be printed on air and needs support
 * from the plate. Faces lying on the build plate (within `PLATE_TOLERANCE_MM` of the lowest
 * point) need none. The support's space is each face's area projected on the plate × its height
 * above the plate (the centroid's), capped at `SUPPORT_HEIGHT_CAP_MM`: simple and on the safe
 * side for a face above another part of the body, whose support stands on that part instead. The
 * cost model (src/lib/pricing/printing.ts) takes the direction needing the least support among
 * those it may build the part along, and prices a share of the space (the support's density)
 * and the removal by the overhang's area.
 */
import type { Support } from '../../wire/files.ts';
import { AXIS_DIRECTIONS } from './machining/directions.ts';

/** cos 45°: a face whose normal's downward component is larger than this (of its length) overhangs. */
export const OVERHANG_COSINE = Math.SQRT1_2;
/** Supports taller than this are sparse trees or lattices whose material hardly grows with height: the height is capped. */
export const SUPPORT_HEIGHT_CAP_MM = 50;
/** A face this close to the lowest point lies on the plate. */
export const PLATE_TOLERANCE_MM = 0.2;

/** [axis index, sign] of each direction: the part built upwards along +z, −z, +x, … */
const AXES: ReadonlyArray<readonly [0 | 1 | 2, 1 | -1]> = [
  [2, 1],
  [2, -1],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
];

/** The support a part needs built upwards along each of the six axis directions (mm², mm³ in the mesh's units). */
export function measureSupport(positions: Float32Array, indices: Uint32Array): Support {
  const count = Math.floor(indices.length / 3);
  const p = positions;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let v = 0; v < p.length; v += 3) {
    for (let k = 0; k < 3; k++) {
      const value = p[v + k] ?? 0;
      if (value < (min[k] ?? 0)) min[k] = value;
      if (value > (max[k] ?? 0)) max[k] = value;
    }
  }
  // Outward normals: a mesh wound inwards (negative signed volume) has them reversed.
  let signed = 0;
  for (let t = 0; t < count; t++) {
    const a = (indices[t * 3] ?? 0) * 3, b = (indices[t * 3 + 1] ?? 0) * 3, c = (indices[t * 3 + 2] ?? 0) * 3;
    signed +=
      (p[a] ?? 0) * ((p[b + 1] ?? 0) * (p[c + 2] ?? 0) - (p[b + 2] ?? 0) * (p[c + 1] ?? 0)) -
      (p[a + 1] ?? 0) * ((p[b] ?? 0) * (p[c + 2] ?? 0) - (p[b + 2] ?? 0) * (p[c] ?? 0)) +
      (p[a + 2] ?? 0) * ((p[b] ?? 0) * (p[c + 1] ?? 0) - (p[b + 1] ?? 0) * (p[c] ?? 0));
  }
  const outward = signed < 0 ? -1 : 1;
  const area = new Float64Array(6);
  const volume = new Float64Array(6);
  for (let t = 0; t < count; t++) {
    const a = (indices[t * 3] ?? 0) * 3, b = (indices[t * 3 + 1] ?? 0) * 3, c = (indices[t * 3 + 2] ?? 0) * 3;
    const e1x = (p[b] ?? 0) - (p[a] ?? 0), e1y = (p[b + 1] ?? 0) - (p[a + 1] ?? 0), e1z = (p[b + 2] ?? 0) - (p[a + 2] ?? 0);
    const e2x = (p[c] ?? 0) - (p[a] ?? 0), e2y = (p[c + 1] ?? 0) - (p[a + 1] ?? 0), e2z = (p[c + 2] ?? 0) - (p[a + 2] ?? 0);
    // Twice the area, along the outward normal.
    const n = [(e1y * e2z - e1z * e2y) * outward, (e1z * e2x - e1x * e2z) * outward, (e1x * e2y - e1y * e2x) * outward];
    const length = Math.hypot(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0);
    if (!(length > 0)) continue;
    const centroid = [((p[a] ?? 0) + (p[b] ?? 0) + (p[c] ?? 0)) / 3, ((p[a + 1] ?? 0) + (p[b + 1] ?? 0) + (p[c + 1] ?? 0)) / 3, ((p[a + 2] ?? 0) + (p[b + 2] ?? 0) + (p[c + 2] ?? 0)) / 3];
    for (let d = 0; d < 6; d++) {
      const [axis, sign] = AXES[d] ?? [2, 1];
      // The normal's downward component when the part is built upwards along this direction.
      const down = -(n[axis] ?? 0) * sign;
      if (down <= OVERHANG_COSINE * length) continue;
      const height = sign > 0 ? (centroid[axis] ?? 0) - (min[axis] ?? 0) : (max[axis] ?? 0) - (centroid[axis] ?? 0);
      if (height <= PLATE_TOLERANCE_MM) continue;
      area[d] = (area[d] ?? 0) + length / 2;
      volume[d] = (volume[d] ?? 0) + (down / 2) * Math.min(height, SUPPORT_HEIGHT_CAP_MM);
    }
  }
  const support: Support = {};
  AXIS_DIRECTIONS.forEach((direction, d) => {
    support[direction] = { area: area[d] ?? 0, volume: volume[d] ?? 0 };
  });
  return support;
}
