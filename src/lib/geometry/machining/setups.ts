import { AXIS_DIRECTIONS, type AxisDirectionCode } from './directions.ts';

/**
 * Surface (mm²) a set-up may leave out: less than this is a sliver of the mesh, not a face a
 * machinist turns the part for. A quarter of a square millimetre, or a ten-thousandth of the
 * part's surface on a large part.
 */
export function negligibleArea(total: number): number {
  return Math.max(0.25, total * 1e-4);
}

/** Every set of directions, fewest first; among as many, the ones with the earlier directions of AXIS_DIRECTIONS first (top, then bottom …). */
const SUBSETS: readonly number[] = (() => {
  const all = Array.from({ length: 64 }, (_, mask) => mask);
  const size = (mask: number): number => {
    let n = 0;
    for (let m = mask; m; m &= m - 1) n++;
    return n;
  };
  // Bit i is AXIS_DIRECTIONS[i]: reversing the bits ranks +z highest.
  const rank = (mask: number): number => {
    let r = 0;
    for (let i = 0; i < 6; i++) if (mask & (1 << i)) r += 1 << (5 - i);
    return r;
  };
  return all.slice(1).sort((a, b) => size(a) - size(b) || rank(b) - rank(a));
})();

/**
 * The fewest axis directions whose tools reach every face an axis direction reaches at all
 * (`reachArea` by reach mask, see access.ts), leaving out no more than a negligible area; ties go
 * to the set with the earlier directions (a part is cut from the top, then turned over). Empty
 * when no face is reachable from an axis.
 */
export function coverOf(reachArea: Float64Array, total: number): AxisDirectionCode[] {
  const negligible = negligibleArea(total);
  let reachable = 0;
  for (let mask = 1; mask < 64; mask++) reachable += reachArea[mask] ?? 0;
  if (reachable <= negligible) return [];
  for (const set of SUBSETS) {
    let left = 0;
    for (let mask = 1; mask < 64; mask++) if ((mask & set) === 0) left += reachArea[mask] ?? 0;
    if (left <= negligible) return AXIS_DIRECTIONS.filter((_, i) => set & (1 << i));
  }
  return [...AXIS_DIRECTIONS];
}

/** The set-up that machines a face of reach mask `mask`: the first of `setups` that reaches it, or null. */
export function directionOfMask(mask: number, setups: readonly AxisDirectionCode[]): AxisDirectionCode | null {
  if (mask <= 0 || mask >= 64) return null;
  for (const direction of setups) if (mask & (1 << AXIS_DIRECTIONS.indexOf(direction))) return direction;
  return null;
}
