import type { Machining } from '../../../wire/files.ts';
import type { MachiningAnalysis } from './access.ts';

/** The bounding box's two sides across the axis agree within this share for the part to be round. */
const ROUND_SIDES = 0.01;
/**
 * On a body of revolution every face's normal lies in the plane through the axis (it has no
 * component around the axis). A faceted round face leans around by up to half a facet's angle:
 * 0.15 is a facet of 1/21 of a turn (17°), which every exported round face is finer than.
 */
const AROUND_COS = 0.15;
/** Surface allowed to lean around the axis more than that (a mesh's sliver, a tiny flat): 1 %. */
const STRAY_SHARE = 0.01;
/** An end face is flat and whole when its flat area at the end is this share of the end's disc. */
const WHOLE_END = 0.95;

/**
 * Whether the part is a body of revolution about an axis of x, y, z through the middle of its
 * bounding box, as a lathe turns it from round bar: its box equally wide both ways across the axis,
 * and (over the machining analysis's spots, each standing for its share of the surface) every
 * face's normal in the plane through the axis, but for a sliver. Pins, shafts, bushes, knobs pass;
 * a box, a hexagon or a plate through the axis fail on their faces away from the middle. The
 * answer: the axis, the largest diameter, the length along the axis and how many of its two ends
 * are whole flat faces (a part faced both ends from bar is turned in one set-up and parted off).
 * Null for any other part.
 */
export function turnedBody(positions: Float32Array, access: MachiningAnalysis): Machining['turned'] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    const v = positions[i] ?? 0;
    const axis = i % 3;
    if (v < (min[axis] ?? 0)) min[axis] = v;
    if (v > (max[axis] ?? 0)) max[axis] = v;
  }
  const size = [0, 1, 2].map((axis) => (max[axis] ?? 0) - (min[axis] ?? 0));
  const { point, normal, area } = access.spots;
  let total = 0;
  for (let i = 0; i < area.length; i++) total += area[i] ?? 0;
  if (!(total > 0)) return null;
  let found: Machining['turned'] = null;
  for (const axis of [2, 0, 1] as const) {
    const [a, b] = axis === 0 ? [1, 2] : axis === 1 ? [0, 2] : [0, 1];
    const across = Math.max(size[a] ?? 0, size[b] ?? 0);
    if (!(across > 0) || Math.abs((size[a] ?? 0) - (size[b] ?? 0)) > ROUND_SIDES * across) continue;
    const ca = ((min[a] ?? 0) + (max[a] ?? 0)) / 2, cb = ((min[b] ?? 0) + (max[b] ?? 0)) / 2;
    const length = size[axis] ?? 0;
    let stray = 0;
    let endFlat = [0, 0];
    for (let i = 0; i < area.length; i++) {
      const ra = (point[i * 3 + a] ?? 0) - ca, rb = (point[i * 3 + b] ?? 0) - cb;
      const r = Math.sqrt(ra * ra + rb * rb);
      const na = normal[i * 3 + a] ?? 0, nb = normal[i * 3 + b] ?? 0, nAxis = normal[i * 3 + axis] ?? 0;
      if (r > across * 1e-4 && Math.abs((na * -rb + nb * ra) / r) > AROUND_COS) stray += area[i] ?? 0;
      if (Math.abs(nAxis) > 0.999) {
        const at = point[i * 3 + axis] ?? 0;
        if (at - (min[axis] ?? 0) < length * 1e-4) endFlat = [(endFlat[0] ?? 0) + (area[i] ?? 0), endFlat[1] ?? 0];
        else if ((max[axis] ?? 0) - at < length * 1e-4) endFlat = [endFlat[0] ?? 0, (endFlat[1] ?? 0) + (area[i] ?? 0)];
      }
      if (stray > STRAY_SHARE * total) break;
    }
    if (stray > STRAY_SHARE * total) continue;
    const disc = (Math.PI * across * across) / 4;
    const flatEnds = endFlat.filter((flat) => flat >= WHOLE_END * disc * (1 - 2 * ROUND_SIDES)).length;
    const turned = { axis: axis === 0 ? ('x' as const) : axis === 1 ? ('y' as const) : ('z' as const), diameter: across, length, flatEnds };
    // A ball is round about every axis: the one it is longest along (else the first, z) is turned.
    if (found === null || length > found.length) found = turned;
  }
  return found;
}
