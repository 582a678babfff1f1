import type { AxisOrder, QuarterTurn, Size3 } from './types.ts';

/** Sizes within this of the build volume (mm) fit: well below any machine's accuracy, above float noise. */
const FIT_TOLERANCE = 1e-3;

export type BuildVolumeFit =
  | { fits: 'asModelled' }
  | { fits: 'rotated'; orientation: AxisOrder; rotations: readonly QuarterTurn[] }
  | { fits: 'no' };

interface Orientation {
  orientation: AxisOrder;
  rotations: readonly QuarterTurn[];
}

const z90: QuarterTurn = { axis: 'z', degrees: 90 };
const x90: QuarterTurn = { axis: 'x', degrees: 90 };
const y90: QuarterTurn = { axis: 'y', degrees: 90 };

/**
 * The six axis-aligned orientations of a box, fewest quarter turns first. `orientation[i]` is
 * the part axis that lies along machine axis i after the turns, applied in order about the
 * machine's fixed axes: a quarter turn about z lays the part's y along x and its x along y,
 * and so on (rotation-matrices checked in build-volume.test.ts).
 */
const ORIENTATIONS: readonly Orientation[] = [
  { orientation: ['x', 'y', 'z'], rotations: [] },
  { orientation: ['y', 'x', 'z'], rotations: [z90] },
  { orientation: ['x', 'z', 'y'], rotations: [x90] },
  { orientation: ['z', 'y', 'x'], rotations: [y90] },
  { orientation: ['y', 'z', 'x'], rotations: [z90, x90] },
  { orientation: ['z', 'x', 'y'], rotations: [x90, z90] },
];

/**
 * Whether a part's bounding box fits a build volume, and how. As modelled when it does;
 * otherwise the orientation with the fewest quarter turns that fits, and among those the
 * lowest build height (shorter builds are quicker and, for layer processes, cheaper);
 * else `no`. Only axis-aligned orientations are tried: a part that fits only diagonally is
 * reported as not fitting, which the factory may still overrule by hand.
 */
export function fitBuildVolume(size: Size3, volume: Size3): BuildVolumeFit {
  let best: Orientation | null = null;
  let bestHeight = Infinity;
  for (const candidate of ORIENTATIONS) {
    const [alongX, alongY, alongZ] = candidate.orientation;
    const x = size[alongX];
    const y = size[alongY];
    const z = size[alongZ];
    if (x > volume.x + FIT_TOLERANCE || y > volume.y + FIT_TOLERANCE || z > volume.z + FIT_TOLERANCE) continue;
    if (candidate.rotations.length === 0) return { fits: 'asModelled' };
    if (!best || candidate.rotations.length < best.rotations.length || (candidate.rotations.length === best.rotations.length && z < bestHeight)) {
      best = candidate;
      bestHeight = z;
    }
  }
  return best ? { fits: 'rotated', orientation: best.orientation, rotations: best.rotations } : { fits: 'no' };
}
