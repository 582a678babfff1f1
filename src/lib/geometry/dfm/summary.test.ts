import { describe, expect, it } from 'vitest';
import { boxMesh } from '../mesh-builders.ts';
import { analysePrintability } from './analyse.ts';
import { evaluatePrintability } from './evaluate.ts';
import { analysisOfSummary, readPrintabilitySummary, summarisePrintability } from './summary.ts';
import type { PrintabilityFinding } from './types.ts';
import { hollowBoxMesh, mergeMeshes, slabMesh } from './wall-meshes.ts';

/** Findings without their triangle lists, which a summary does not keep. */
const withoutRegions = (findings: readonly PrintabilityFinding[]) =>
  findings.map((finding) => {
    if (finding.code !== 'thinWalls' && finding.code !== 'tinyBodies') return finding;
    const { triangles: _, ...rest } = finding;
    return rest;
  });

describe('printability summaries for a stored draft', () => {
  const wedge = analysePrintability(mergeMeshes(slabMesh(20, 20, 0.2, 2, 20), boxMesh(0.3, 0.3, 0.3, [40, 0, 0]), hollowBoxMesh(10, 1)));

  it('judge like the analysis, at every minimum wall and build volume, within 0.01 mm', () => {
    const summary = summarisePrintability(wedge);
    const stored = readPrintabilitySummary(JSON.parse(JSON.stringify(summary)));
    expect(stored).toEqual(summary);
    if (!stored) return;
    const restored = analysisOfSummary(stored);
    for (const minWallThickness of [0.25, 0.5, 0.8, 1, 1.2, 1.5, 3]) {
      for (const buildVolume of [{ x: 100, y: 100, z: 100 }, { x: 20, y: 20, z: 30 }, { x: 10, y: 10, z: 10 }]) {
        const full = evaluatePrintability(wedge, { minWallThickness, buildVolume });
        const small = evaluatePrintability(restored, { minWallThickness, buildVolume });
        expect(small.verdict).toBe(full.verdict);
        const a = withoutRegions(full.findings);
        const b = withoutRegions(small.findings);
        expect(b.map((f) => f.code)).toEqual(a.map((f) => f.code));
        for (const [i, finding] of b.entries()) {
          const other = a[i];
          if (finding.code === 'thinWalls' && other?.code === 'thinWalls') {
            expect(Math.abs(finding.minimum - other.minimum)).toBeLessThanOrEqual(0.005 + 1e-6);
            expect(Math.abs(finding.share - other.share)).toBeLessThan(0.01);
          } else expect(finding).toEqual(other);
        }
      }
    }
  });

  it('stay small: a few kilobytes of JSON', () => {
    expect(JSON.stringify(summarisePrintability(wedge)).length).toBeLessThan(4000);
  });

  it('refuse what is not one', () => {
    const summary = summarisePrintability(wedge);
    expect(readPrintabilitySummary(null)).toBeNull();
    expect(readPrintabilitySummary({ ...summary, size: { x: 1 } })).toBeNull();
    if (summary.thinWalls.state !== 'done') throw new Error('expected thin walls');
    expect(readPrintabilitySummary({ ...summary, thinWalls: { ...summary.thinWalls, runs: [5, 1, 4, 1] } })).toBeNull();
    expect(readPrintabilitySummary({ ...summary, bodies: { state: 'skipped', reason: 'tooLarge' } })).toEqual({ ...summary, bodies: { state: 'skipped', reason: 'tooLarge' } });
  });
});
