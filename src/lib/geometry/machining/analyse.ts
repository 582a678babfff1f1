import type { Machining } from '../../../wire/files.ts';
import { surfaceFigures } from '../dfm/surface.ts';
import { TriangleBvh } from '../dfm/triangle-bvh.ts';
import { analyseAccess, distanceTo, NARROW_RATIO, type MachiningAnalysis } from './access.ts';
import { NARROW_FLAG } from './classes.ts';
import { coverOf, directionOfMask } from './setups.ts';
import { slenderestWall, tightestCorner, UNIT, type RayFrame } from './difficulty.ts';
import { turnedBody } from './turned.ts';

/** Only spots deeper than this (mm) below the stock's face can lie in a pocket. */
const MIN_POCKET_DEPTH = 1;

export interface MachiningOutcome {
  /** What the wire and the price keep (see `Machining` in src/wire/files.ts). */
  figures: Machining;
  /** Per triangle, for the 3D preview: reach mask or five-axis / unreachable class, with NARROW_FLAG (see access.ts). */
  classes: Uint8Array;
}

/**
 * How a part can be machined: which axis directions reach which faces (access.ts), the fewest
 * set-ups that reach them all (setups.ts), and the deepest narrow pocket: for each spot its depth
 * below the stock's face in the direction of its set-up, and its width, the least of the free
 * spans across that direction along the other two axes (rays both ways from just above the spot).
 * A spot deeper than three times its width lies in a narrow pocket, where long thin tools cut
 * slowly. Pass the search tree when the caller has one already.
 */
export function analyseMachining(positions: Float32Array, indices: Uint32Array, tree?: TriangleBvh): MachiningOutcome {
  const bvh = tree ?? new TriangleBvh(positions, indices);
  const access = analyseAccess(positions, indices, bvh);
  const setups = coverOf(access.reachArea, access.area);
  const faceArea: Machining['faceArea'] = {};
  for (let mask = 1; mask < 64; mask++) {
    const direction = directionOfMask(mask, setups);
    const area = access.reachArea[mask] ?? 0;
    if (direction !== null && area > 0) faceArea[direction] = (faceArea[direction] ?? 0) + area;
  }
  for (const direction of setups) if (faceArea[direction] !== undefined) faceArea[direction] = hundredths(faceArea[direction] ?? 0);
  const pockets = findPockets(positions, indices, bvh, access, setups);
  const narrow = pockets.narrow;
  const narrowPocket = narrow && { depth: thousandths(narrow.depth), width: thousandths(narrow.width), area: hundredths(narrow.area) };
  const deepest = pockets.deepest;
  const pocket = deepest && { depth: thousandths(deepest.depth), width: thousandths(deepest.width), area: hundredths(deepest.area), volume: hundredths(deepest.volume) };
  const wallFound = slenderestWall(bvh, access, setups, pockets.frame);
  const wall = wallFound && { height: thousandths(wallFound.height), thickness: thousandths(wallFound.thickness), slenderArea: hundredths(wallFound.slenderArea) };
  const cornerFound = tightestCorner(positions, indices, bvh, setups, pockets.bounds, pockets.frame);
  const corner = cornerFound && { radius: thousandths(cornerFound.radius), depth: thousandths(cornerFound.depth) };
  const round = turnedBody(positions, access);
  const turned = round && { axis: round.axis, diameter: thousandths(round.diameter), length: thousandths(round.length), flatEnds: round.flatEnds };
  return {
    figures: { setups, faceArea, fiveAxisArea: hundredths(access.fiveAxisArea), unreachableArea: hundredths(access.unreachableArea), narrowPocket, pocket, wall, corner, turned },
    classes: access.classes,
  };
}

// The figures are sums over thousands of spots: kept to 0.01 mm² and 0.001 mm, so a box's faces read whole.
const hundredths = (value: number): number => Math.round(value * 100) / 100;
const thousandths = (value: number): number => Math.round(value * 1000) / 1000;

/** The two axes across each direction's axis. */
const ACROSS: Record<'x' | 'y' | 'z', ReadonlyArray<readonly [number, number, number]>> = {
  z: [[1, 0, 0], [0, 1, 0]],
  x: [[0, 1, 0], [0, 0, 1]],
  y: [[1, 0, 0], [0, 0, 1]],
};

interface Pockets {
  narrow: { depth: number; width: number; area: number } | null;
  deepest: { depth: number; width: number; area: number; volume: number } | null;
  frame: RayFrame;
  bounds: { min: number[]; max: number[] };
}

/**
 * The pockets: spots whose free span across their tool's axis is bounded both ways along both
 * other axes (the tool is closed in, as in a pocket or a slot, not beside an outside face). The
 * deepest narrow one as above; the deepest of all with the surface of every pocket and the metal
 * it held (each pocket floor spot's area × its depth, exact for straight-walled pockets), which
 * the tool reaching down into them cuts.
 */
function findPockets(positions: Float32Array, indices: Uint32Array, bvh: TriangleBvh, access: MachiningAnalysis, setups: Machining['setups']): Pockets {
  const { reach, orientation } = surfaceFigures(positions, indices, Math.floor(indices.length / 3));
  const tMin = reach * 2 ** -20;
  const offset = reach * 2 ** -14;
  const max = [-Infinity, -Infinity, -Infinity];
  const min = [Infinity, Infinity, Infinity];
  for (let i = 0; i < positions.length; i++) {
    const v = positions[i] ?? 0;
    const axis = i % 3;
    if (v > (max[axis] ?? 0)) max[axis] = v;
    if (v < (min[axis] ?? 0)) min[axis] = v;
  }
  const { triangle, point, normal, mask, area } = access.spots;
  let deepest: { depth: number; width: number } | null = null;
  let narrowArea = 0;
  let pocketDeepest: { depth: number; width: number } | null = null;
  let pocketArea = 0;
  let pocketVolume = 0;
  for (let i = 0; i < triangle.length; i++) {
    const direction = directionOfMask(mask[i] ?? 0, setups);
    if (direction === null) continue;
    const [dx, dy, dz] = UNIT[direction];
    const axis = direction[1] === 'x' ? 0 : direction[1] === 'y' ? 1 : 2;
    const coordinate = point[i * 3 + axis] ?? 0;
    const depth = (dx + dy + dz > 0 ? (max[axis] ?? 0) - coordinate : coordinate - (min[axis] ?? 0));
    if (!(depth > MIN_POCKET_DEPTH)) continue;
    const nx = normal[i * 3] ?? 0, ny = normal[i * 3 + 1] ?? 0, nz = normal[i * 3 + 2] ?? 0;
    // Just above the spot, off its face: the rays across then run clear of the floor it stands on.
    const lift = Math.min(0.5, depth / 2);
    const origin = [
      (point[i * 3] ?? 0) + nx * offset + dx * lift,
      (point[i * 3 + 1] ?? 0) + ny * offset + dy * lift,
      (point[i * 3 + 2] ?? 0) + nz * offset + dz * lift,
    ] as const;
    let width = Infinity;
    for (const [ux, uy, uz] of ACROSS[direction[1] === 'x' ? 'x' : direction[1] === 'y' ? 'y' : 'z']) {
      const facing = nx * ux + ny * uy + nz * uz;
      const forward = facing < -0.5 ? offset : distanceTo(bvh, origin, [ux, uy, uz], triangle[i] ?? 0, orientation, tMin);
      const back = facing > 0.5 ? offset : distanceTo(bvh, origin, [-ux, -uy, -uz], triangle[i] ?? 0, orientation, tMin);
      width = Math.min(width, forward + back);
    }
    if (!(width < Infinity)) continue;
    pocketArea += area[i] ?? 0;
    if (nx * dx + ny * dy + nz * dz > 0.99) pocketVolume += (area[i] ?? 0) * depth;
    if (pocketDeepest === null || depth > pocketDeepest.depth) pocketDeepest = { depth, width };
    if (depth < NARROW_RATIO * width) continue;
    narrowArea += area[i] ?? 0;
    access.classes[triangle[i] ?? 0] = (access.classes[triangle[i] ?? 0] ?? 0) | NARROW_FLAG;
    if (deepest === null || depth > deepest.depth) deepest = { depth, width };
  }
  return {
    narrow: deepest === null ? null : { ...deepest, area: narrowArea },
    deepest: pocketDeepest === null ? null : { ...pocketDeepest, area: pocketArea, volume: pocketVolume },
    frame: { orientation, offset, tMin, reach },
    bounds: { min, max },
  };
}
