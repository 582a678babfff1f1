import { describe, expect, it } from 'vitest';
import { boxMesh, invertMesh } from '../mesh-builders.ts';
import type { IndexedMesh } from '../mesh-builders.ts';
import { analysePrintability as analyseWithDefaults } from './analyse.ts';
import type { AnalyseOptions, PrintableMesh } from './analyse.ts';
import { evaluatePrintability } from './evaluate.ts';
import { countBelow } from './sort-by-key.ts';
import type { PrintabilityAnalysis, ThinWallAnalysis } from './types.ts';
import { hollowBoxMesh, hollowBoxThinShare, mergeMeshes, slabMesh, slabThinShare } from './wall-meshes.ts';

/** The accuracy figures are for the full default of large meshes, 32 768 rays, on these small fixtures too. */
const analysePrintability = (mesh: PrintableMesh, options: AnalyseOptions = {}) => analyseWithDefaults(mesh, { samples: 32_768, ...options });

function walls(analysis: PrintabilityAnalysis): ThinWallAnalysis {
  if (analysis.thinWalls.state !== 'done') throw new Error(`thin walls not checked: ${analysis.thinWalls.reason}`);
  return analysis.thinWalls;
}

/** The share of samples thinner than `limit`. */
const shareBelow = (w: ThinWallAnalysis, limit: number): number => countBelow(w.thickness, limit) / w.samples;

/** The mesh turned by `degrees` about the axis (1, 1, 1)/√3 and moved, so no face is axis-aligned. */
function tilted(mesh: IndexedMesh, degrees: number): IndexedMesh {
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const k = 1 / Math.sqrt(3);
  const t = 1 - c;
  // Rodrigues' rotation matrix about the unit axis (k, k, k).
  const m = [t * k * k + c, t * k * k - s * k, t * k * k + s * k, t * k * k + s * k, t * k * k + c, t * k * k - s * k, t * k * k - s * k, t * k * k + s * k, t * k * k + c];
  const positions = new Float32Array(mesh.positions.length);
  for (let v = 0; v < positions.length; v += 3) {
    const x = mesh.positions[v] ?? 0, y = mesh.positions[v + 1] ?? 0, z = mesh.positions[v + 2] ?? 0;
    positions[v] = (m[0] ?? 0) * x + (m[1] ?? 0) * y + (m[2] ?? 0) * z + 37;
    positions[v + 1] = (m[3] ?? 0) * x + (m[4] ?? 0) * y + (m[5] ?? 0) * z - 12;
    positions[v + 2] = (m[6] ?? 0) * x + (m[7] ?? 0) * y + (m[8] ?? 0) * z + 5;
  }
  return { positions, indices: mesh.indices };
}

describe('wall thickness by sampled ray casting', () => {
  // A 20 mm hollow box: every ray from an inner face, and from the middle of an outer face,
  // crosses exactly one wall; rays from the band along the outer edges run 20 mm down a side
  // wall, beyond the 5 mm ceiling, and are not recorded.
  for (const wall of [0.5, 1, 2]) {
    it(`reads a hollow box with ${wall} mm walls as ${wall} mm, over the share of its surface worked out by hand`, () => {
      const w = walls(analysePrintability(hollowBoxMesh(20, wall)));
      expect(w.samples).toBe(32_768);
      expect(w.thickness.length).toBeGreaterThan(0);
      // Every recorded sample is the wall: the thinnest and the thickest.
      expect(Math.abs((w.thickness[0] ?? 0) - wall)).toBeLessThan(1e-4);
      expect(Math.abs((w.thickness[w.thickness.length - 1] ?? 0) - wall)).toBeLessThan(1e-4);
      expect(Math.abs(shareBelow(w, wall + 0.01) - hollowBoxThinShare(20, wall, wall + 0.01))).toBeLessThan(0.01);
      expect(shareBelow(w, wall - 0.01)).toBe(0);
    });
  }

  it('judges the same boxes against a 0.8 mm minimum: 0.5 mm walls may fail, 1 and 2 mm walls are fine (the closed box is not)', () => {
    const rules = { minWallThickness: 0.8 };
    const thin = evaluatePrintability(analysePrintability(hollowBoxMesh(20, 0.5)), rules);
    expect(thin.verdict).toBe('mayFail');
    const finding = thin.findings.find((f) => f.code === 'thinWalls');
    expect(finding).toMatchObject({ severity: 'mayFail', minWallThickness: 0.8 });
    if (finding?.code !== 'thinWalls') throw new Error('no thin-wall finding');
    expect(finding.minimum).toBeCloseTo(0.5, 4);
    expect(finding.share).toBeCloseTo(hollowBoxThinShare(20, 0.5, 0.8), 2);
    expect(finding.severeShare).toBe(0);
    // Every wall of the box is 0.5 mm: all 24 triangles are coloured.
    expect([...finding.triangles].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    for (const wall of [1, 2]) {
      const report = evaluatePrintability(analysePrintability(hollowBoxMesh(20, wall)), rules);
      // The walls are fine; the box is closed, so its cavity is said (these rules name no process:
      // it may fail), and only the build volume is left unchecked: these rules give none.
      expect(report.findings).toEqual([
        { code: 'closedCavity', severity: 'mayFail', count: 1, advice: null, drainHoleMm: null },
        { code: 'notChecked', severity: 'ok', check: 'buildVolume', reason: 'noRule' },
      ]);
      expect(report.verdict).toBe('mayFail');
      expect(report.figures.thinnestWall).toBeCloseTo(wall, 4);
    }
  });

  it('cannot make walls under half the minimum over a tenth of the surface', () => {
    const report = evaluatePrintability(analysePrintability(hollowBoxMesh(20, 0.5)), { minWallThickness: 1.2 });
    expect(report.verdict).toBe('cannotMake');
    expect(report.findings[0]).toMatchObject({ code: 'thinWalls', severity: 'cannotMake' });
  });

  it('reads a 1 mm plate as 1 mm, also tilted off every axis and wound inside out', () => {
    const plate = slabMesh(20, 20, 1, 1, 20);
    const expected = slabThinShare(20, 20, 1, 1, 1.01);
    for (const mesh of [plate, tilted(plate, 33), invertMesh(tilted(plate, 71))]) {
      const w = walls(analysePrintability(mesh));
      expect(Math.abs((w.thickness[0] ?? 0) - 1)).toBeLessThan(1e-3);
      expect(Math.abs((w.thickness[w.thickness.length - 1] ?? 0) - 1)).toBeLessThan(1e-3);
      expect(Math.abs(shareBelow(w, 1.01) - expected)).toBeLessThan(0.01);
    }
  });

  it('finds where a wedge from 0.2 to 2 mm gets thinner than 1 mm, and colours that region only', () => {
    // Thickness 0.2 + 0.09·x: under 1 mm for x < 8.89 mm.
    const wedge = slabMesh(20, 20, 0.2, 2, 40);
    const w = walls(analysePrintability(wedge));
    expect(w.thickness[0] ?? 0).toBeGreaterThanOrEqual(0.2 - 1e-3);
    expect(w.thickness[0] ?? 0).toBeLessThan(0.25);
    expect(Math.abs(shareBelow(w, 1) - slabThinShare(20, 20, 0.2, 2, 1))).toBeLessThan(0.01);

    const report = evaluatePrintability(analysePrintability(wedge), { minWallThickness: 1 });
    const finding = report.findings.find((f) => f.code === 'thinWalls');
    if (finding?.code !== 'thinWalls') throw new Error('no thin-wall finding');
    const boundary = (1 - 0.2) / 0.09;
    const coloured = new Set(finding.triangles);
    const corner = (t: number, k: number, axis: number): number => wedge.positions[(wedge.indices[t * 3 + k] ?? 0) * 3 + axis] ?? 0;
    const centroidX = (t: number): number => (corner(t, 0, 0) + corner(t, 1, 0) + corner(t, 2, 0)) / 3;
    // Top or bottom: the triangle lies (nearly) flat. The sides are crossed lengthwise, 20 mm: not thin.
    const flat = (t: number): boolean => Math.abs(corner(t, 0, 2) - corner(t, 1, 2)) < 0.1 && Math.abs(corner(t, 0, 2) - corner(t, 2, 2)) < 0.1;
    let inside = 0;
    let missed = 0;
    for (let t = 0; t < wedge.indices.length / 3; t++) {
      const x = centroidX(t);
      // A cell is 0.5 mm long and the highlight reaches 1.25 sample spacings past a thin sample.
      if (coloured.has(t)) expect(x).toBeLessThan(boundary + 0.5 + 1.25 * w.spacing);
      if (!flat(t) || x >= boundary - 0.5) continue;
      inside++;
      if (!coloured.has(t)) missed++;
    }
    expect(inside).toBeGreaterThan(1000);
    expect(missed).toBe(0);
    // Each triangle once.
    expect(finding.triangles.length).toBe(coloured.size);
  });

  it('sees a thin pin standing on a block as a thin wall (a tiny feature)', () => {
    const block = boxMesh(20, 20, 10);
    const pin = boxMesh(0.4, 0.4, 8, [10, 10, 10]);
    const report = evaluatePrintability(analysePrintability(mergeMeshes(block, pin)), { minWallThickness: 0.8 });
    const finding = report.findings.find((f) => f.code === 'thinWalls');
    if (finding?.code !== 'thinWalls') throw new Error('no thin-wall finding');
    expect(finding.minimum).toBeCloseTo(0.4, 3);
    // The pin's four sides are coloured (triangles 12…23 are the pin's), the block's top is not.
    const coloured = new Set(finding.triangles);
    for (const t of [16, 17, 18, 19, 20, 21, 22, 23]) expect(coloured.has(t)).toBe(true);
    for (const t of [2, 3]) expect(coloured.has(t)).toBe(false);
  });

  it('gives the same answer on every run (a fixed-seed sampler)', () => {
    const a = walls(analysePrintability(slabMesh(20, 20, 0.2, 2, 10)));
    const b = walls(analysePrintability(slabMesh(20, 20, 0.2, 2, 10)));
    expect(a.thickness).toEqual(b.thickness);
    expect(a.triangles).toEqual(b.triangles);
  });

  it('casts 16 rays per triangle by default, from 4096 for the smallest meshes to 32 768', () => {
    expect(walls(analyseWithDefaults(hollowBoxMesh(20, 1))).samples).toBe(4096);
    expect(walls(analyseWithDefaults(slabMesh(20, 20, 1, 1, 20))).samples).toBe(16 * (4 * 20 * 20 + 8 * 20));
    expect(walls(analyseWithDefaults(slabMesh(20, 20, 1, 1, 40))).samples).toBe(32_768);
    // Fewer rays, the same walls: the share stays within ±1.6 % (2σ) at 4096.
    const w = walls(analyseWithDefaults(hollowBoxMesh(20, 0.5)));
    expect(Math.abs((w.thickness[0] ?? 0) - 0.5)).toBeLessThan(1e-4);
    expect(Math.abs(shareBelow(w, 0.51) - hollowBoxThinShare(20, 0.5, 0.51))).toBeLessThan(0.016);
  });

  it('casts as many rays as asked', () => {
    const w = walls(analysePrintability(hollowBoxMesh(20, 1), { samples: 1000 }));
    expect(w.samples).toBe(1000);
    expect(Math.abs(shareBelow(w, 1.01) - hollowBoxThinShare(20, 1, 1.01))).toBeLessThan(0.05);
  });
});
