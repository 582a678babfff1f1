import { describe, expect, it } from 'vitest';
import { boxMesh } from '../mesh-builders.ts';
import { analysePrintability } from './analyse.ts';
import { fitBuildVolume } from './build-volume.ts';
import { evaluatePrintability } from './evaluate.ts';
import { PROCESS_LIMITS, printabilityRulesOf } from './process-limits.ts';
import type { QuarterTurn, Size3 } from './types.ts';

type Axis = 'x' | 'y' | 'z';
type Vec = [number, number, number];

/** A quarter turn (counter-clockwise, right hand) about a fixed machine axis. */
function turn(point: Vec, about: QuarterTurn['axis']): Vec {
  const [x, y, z] = point;
  if (about === 'z') return [-y, x, z];
  if (about === 'x') return [x, -z, y];
  return [z, y, -x];
}

/** The bounding-box sizes of a box of `size` after the turns, applied in order, found by turning its corners. */
function turnedSize(size: Size3, rotations: readonly QuarterTurn[]): Size3 {
  const low: Vec = [Infinity, Infinity, Infinity];
  const high: Vec = [-Infinity, -Infinity, -Infinity];
  for (const cx of [0, size.x]) {
    for (const cy of [0, size.y]) {
      for (const cz of [0, size.z]) {
        let p: Vec = [cx, cy, cz];
        for (const r of rotations) p = turn(p, r.axis);
        for (let i = 0; i < 3; i++) {
          low[i] = Math.min(low[i] ?? 0, p[i] ?? 0);
          high[i] = Math.max(high[i] ?? 0, p[i] ?? 0);
        }
      }
    }
  }
  return { x: high[0] - low[0], y: high[1] - low[1], z: high[2] - low[2] };
}

const part: Size3 = { x: 10, y: 20, z: 30 };
const permutations: Array<[Axis, Axis, Axis]> = [
  ['x', 'y', 'z'],
  ['y', 'x', 'z'],
  ['x', 'z', 'y'],
  ['z', 'y', 'x'],
  ['y', 'z', 'x'],
  ['z', 'x', 'y'],
];

describe('build volume fit', () => {
  it('fits as modelled when it does, with no rotation', () => {
    expect(fitBuildVolume(part, { x: 10, y: 20, z: 30 })).toEqual({ fits: 'asModelled' });
    expect(fitBuildVolume(part, { x: 100, y: 100, z: 100 })).toEqual({ fits: 'asModelled' });
  });

  for (const order of permutations.slice(1)) {
    it(`suggests the turns that lay the part's ${order.join(', ')} along the machine's x, y, z when only that fits, and the turns do so`, () => {
      // Distinct sides, and a volume exactly the part's sides in that order: only this orientation fits.
      const volume: Size3 = { x: part[order[0]], y: part[order[1]], z: part[order[2]] };
      const fit = fitBuildVolume(part, volume);
      if (fit.fits !== 'rotated') throw new Error(`expected a rotation, got ${fit.fits}`);
      expect(fit.orientation).toEqual(order);
      expect(turnedSize(part, fit.rotations)).toEqual(volume);
    });
  }

  it('prefers fewer turns, then the lower build height', () => {
    // Not as modelled (30 > 20 high); turned about x (10 × 30 × 20) or about y (30 × 20 × 10),
    // one turn each: y builds lower.
    expect(fitBuildVolume(part, { x: 30, y: 30, z: 20 })).toEqual({ fits: 'rotated', orientation: ['z', 'y', 'x'], rotations: [{ axis: 'y', degrees: 90 }] });
    // Only about y with one turn (30 × 20 × 10), also about x then z with two (30 × 10 × 20): fewer turns win.
    expect(fitBuildVolume(part, { x: 30, y: 20, z: 25 })).toEqual({ fits: 'rotated', orientation: ['z', 'y', 'x'], rotations: [{ axis: 'y', degrees: 90 }] });
  });

  it('does not fit when the longest side exceeds every side of the volume', () => {
    expect(fitBuildVolume(part, { x: 29, y: 29, z: 29 })).toEqual({ fits: 'no' });
    expect(fitBuildVolume({ x: 250, y: 250, z: 326 }, PROCESS_LIMITS['SLM']?.buildVolume ?? { x: 0, y: 0, z: 0 })).toEqual({ fits: 'no' });
  });

  it('reports a part too large as cannot be made, and one that fits turned as fine with the turn', () => {
    const tall = analysePrintability(boxMesh(100, 50, 500));
    const fdm = evaluatePrintability(tall, printabilityRulesOf({ code: 'FDM' }, {}));
    expect(fdm.findings.find((f) => f.code === 'rotateToFit' || f.code === 'exceedsBuildVolume')).toBeUndefined();
    const sla = evaluatePrintability(tall, printabilityRulesOf({ code: 'sla' }, {}));
    expect(sla.verdict).toBe('ok');
    expect(sla.findings[0]).toMatchObject({ code: 'rotateToFit', severity: 'ok', orientation: ['x', 'z', 'y'], rotations: [{ axis: 'x', degrees: 90 }] });
    const slm = evaluatePrintability(tall, printabilityRulesOf({ code: 'SLM' }, {}));
    expect(slm.verdict).toBe('cannotMake');
    expect(slm.findings[0]).toEqual({ code: 'exceedsBuildVolume', severity: 'cannotMake', size: { x: 100, y: 50, z: 500 }, buildVolume: { x: 250, y: 250, z: 325 } });
  });
});

describe('the rules of a process and material', () => {
  it('takes the table by process code when the catalogue sends no figures', () => {
    expect(printabilityRulesOf({ code: 'mjf' }, { minWallThickness: null })).toEqual({ buildVolume: { x: 380, y: 284, z: 380 }, minWallThickness: 1, closedCavity: { severity: 'mayFail', advice: 'drainPowder', drainHoleMm: 5 } });
  });

  it("prefers the catalogue's own build volume and minimum wall", () => {
    expect(printabilityRulesOf({ code: 'MJF', buildVolume: { x: 1, y: 2, z: 3 } }, { minWallThickness: 2.5 })).toEqual({ buildVolume: { x: 1, y: 2, z: 3 }, minWallThickness: 2.5, closedCavity: { severity: 'mayFail', advice: 'drainPowder', drainHoleMm: 5 } });
  });

  it('falls back to the table for a figure the catalogue sends but that is not one', () => {
    const table = { buildVolume: { x: 380, y: 284, z: 380 }, minWallThickness: 1, closedCavity: { severity: 'mayFail', advice: 'drainPowder', drainHoleMm: 5 } };
    for (const buildVolume of [{ x: 1, y: 2 }, { x: 1, y: 2, z: -3 }, { x: '1', y: 2, z: 3 }, [1, 2, 3], 'big', null, { x: 1, y: Number.NaN, z: 3 }]) {
      expect(printabilityRulesOf({ code: 'MJF', buildVolume }, {}), JSON.stringify(buildVolume)).toEqual(table);
    }
    for (const minWallThickness of [0, -1, '1.5', Number.POSITIVE_INFINITY, null]) {
      expect(printabilityRulesOf({ code: 'MJF' }, { minWallThickness }), String(minWallThickness)).toEqual(table);
    }
    expect(printabilityRulesOf({ code: 'MJF', buildVolume: { x: 10, y: 20, z: 30, unit: 'mm' } }, {})).toEqual({ buildVolume: { x: 10, y: 20, z: 30 }, minWallThickness: 1, closedCavity: { severity: 'mayFail', advice: 'drainPowder', drainHoleMm: 5 } });
  });

  it('checks nothing it has no figure for, and says so', () => {
    const rules = printabilityRulesOf({ code: 'XYZ' }, {});
    expect(rules).toEqual({ buildVolume: null, minWallThickness: null, closedCavity: null });
    const report = evaluatePrintability(analysePrintability(boxMesh(10, 10, 10)), rules);
    expect(report.verdict).toBe('ok');
    expect(report.findings.map((f) => (f.code === 'notChecked' ? `${f.check}:${f.reason}` : f.code))).toEqual(['buildVolume:noRule', 'thinWalls:noRule', 'tinyBodies:noRule']);
  });
});
