import { describe, expect, it } from 'vitest';
import { measureAndCheckFile, printabilityTransferables } from '../measure-and-check.ts';
import { boxMesh, dropTriangles } from '../mesh-builders.ts';
import { writeBinaryStl } from '../mesh-writers.ts';
import { analysePrintability } from './analyse.ts';
import { evaluatePrintability } from './evaluate.ts';
import type { PrintabilityAnalysis, PrintabilityFinding } from './types.ts';
import { hollowBoxMesh, mergeMeshes, slabMesh } from './wall-meshes.ts';

const codes = (findings: readonly PrintabilityFinding[]): string[] => findings.filter((f) => f.code !== 'notChecked').map((f) => f.code);

function analysed(bytes: Uint8Array): PrintabilityAnalysis {
  const { result, printability } = measureAndCheckFile('part.stl', bytes);
  if (!result.ok || !printability) throw new Error('expected a measured part');
  return printability;
}

describe('bodies', () => {
  it('finds two shells and two bodies in two disjoint cubes, and says they are made as separate pieces', () => {
    const analysis = analysePrintability(mergeMeshes(boxMesh(10, 10, 10), boxMesh(10, 10, 10, [20, 0, 0])));
    expect(analysis.bodies).toMatchObject({ state: 'done', shells: 2, bodies: 2, cavities: 0 });
    const report = evaluatePrintability(analysis, { minWallThickness: 0.8 });
    expect(report.findings).toContainEqual({ code: 'separateBodies', severity: 'mayFail', count: 2 });
    expect(report.verdict).toBe('mayFail');
  });

  it('counts one cube as one body with no finding', () => {
    const report = evaluatePrintability(analysePrintability(boxMesh(10, 10, 10)), { minWallThickness: 0.8, buildVolume: { x: 100, y: 100, z: 100 } });
    expect(report.findings).toEqual([]);
    expect(report.verdict).toBe('ok');
    expect(report.figures).toMatchObject({ bodies: 1, cavities: 0 });
  });

  it('counts the inner skin of a hollow box as a cavity, not a second body', () => {
    const analysis = analysePrintability(hollowBoxMesh(20, 2));
    expect(analysis.bodies).toMatchObject({ shells: 2, bodies: 1, cavities: 1 });
    // Not a second part, but never fine either: a closed cavity traps resin or powder, or cannot be reached.
    expect(codes(evaluatePrintability(analysis, { minWallThickness: 0.8 }).findings)).toEqual(['closedCavity']);
  });

  it('joins cubes that touch along an edge in the file (welded corners), and reports the shared edge as non-manifold', () => {
    const analysis = analysed(writeBinaryStl(mergeMeshes(boxMesh(10, 10, 10), boxMesh(10, 10, 10, [10, 10, 0]))));
    expect(analysis.bodies).toMatchObject({ shells: 1, bodies: 1 });
    expect(analysis.edges).toEqual({ open: 0, nonManifold: 1, inconsistent: 0 });
    const report = evaluatePrintability(analysis, {});
    expect(report.findings).toContainEqual({ code: 'nonManifoldEdges', severity: 'mayFail', count: 1 });
  });

  it('lists a body smaller than the minimum wall as tiny, with its triangles', () => {
    const analysis = analysePrintability(mergeMeshes(boxMesh(10, 10, 10), boxMesh(0.3, 0.3, 0.3, [20, 0, 0])));
    const report = evaluatePrintability(analysis, { minWallThickness: 0.8 });
    const tiny = report.findings.find((f) => f.code === 'tinyBodies');
    if (tiny?.code !== 'tinyBodies') throw new Error('no tiny-body finding');
    expect(tiny.count).toBe(1);
    expect(tiny.limit).toBe(0.8);
    expect([...tiny.triangles]).toEqual(Array.from({ length: 12 }, (_, i) => 12 + i));
    // Under a 0.2 mm minimum the same speck is no longer tiny.
    expect(codes(evaluatePrintability(analysis, { minWallThickness: 0.2 }).findings)).not.toContain('tinyBodies');
  });
});

describe('printability from a file, as the worker runs it', () => {
  it('reports the open edges of a box missing a face', () => {
    const analysis = analysed(writeBinaryStl(dropTriangles(boxMesh(10, 10, 10), 2)));
    expect(analysis.edges).toEqual({ open: 4, nonManifold: 0, inconsistent: 0 });
    expect(evaluatePrintability(analysis, {}).findings).toContainEqual({ code: 'openEdges', severity: 'mayFail', count: 4 });
  });

  it('names thin triangles by their place in the file when a triangle with NaN coordinates was left out', () => {
    const plate = writeBinaryStl(slabMesh(10, 10, 0.5, 0.5, 4));
    // The same file with one more record first, whose coordinates are NaN.
    const count = (plate.length - 84) / 50;
    const withNan = new Uint8Array(plate.length + 50);
    withNan.set(plate.subarray(0, 80));
    new DataView(withNan.buffer).setUint32(80, count + 1, true);
    const record = new DataView(withNan.buffer, 84, 50);
    for (let i = 0; i < 12; i++) record.setFloat32(i * 4, Number.NaN, true);
    withNan.set(plate.subarray(84), 134);

    const thinOf = (analysis: PrintabilityAnalysis): number[] => {
      const finding = evaluatePrintability(analysis, { minWallThickness: 0.8 }).findings.find((f) => f.code === 'thinWalls');
      if (finding?.code !== 'thinWalls') throw new Error('no thin-wall finding');
      return [...finding.triangles].sort((a, b) => a - b);
    };
    const clean = thinOf(analysed(plate));
    expect(clean.length).toBeGreaterThan(0);
    expect(thinOf(analysed(withNan))).toEqual(clean.map((t) => t + 1));
  });

  it('gives no analysis for a file it cannot measure', () => {
    expect(measureAndCheckFile('part.step', new TextEncoder().encode('ISO-10303-21;')).printability).toBeNull();
  });

  it('survives structured clone as is, and lists each buffer to transfer once', () => {
    const analysis = analysed(writeBinaryStl(mergeMeshes(hollowBoxMesh(20, 0.5), boxMesh(0.3, 0.3, 0.3, [30, 0, 0]))));
    expect(structuredClone(analysis)).toEqual(analysis);
    const buffers = printabilityTransferables(analysis);
    expect(new Set(buffers).size).toBe(buffers.length);
    expect(buffers.length).toBeGreaterThanOrEqual(4);
  });

  it('skips the heavy checks above the triangle limit and says they were not made', () => {
    const { result, printability } = measureAndCheckFile('part.stl', writeBinaryStl(boxMesh(10, 10, 10)), { analyse: { maxTriangles: 11 } });
    expect(result.ok).toBe(true);
    if (!printability) throw new Error('expected an analysis');
    const report = evaluatePrintability(printability, { minWallThickness: 0.8 });
    expect(report.verdict).toBe('mayFail');
    expect(report.findings.filter((f) => f.code === 'notChecked').map((f) => f.code === 'notChecked' && `${f.check}:${f.reason}`)).toEqual([
      'thinWalls:tooLarge',
      'tinyBodies:tooLarge',
      'bodies:tooLarge',
      'buildVolume:noRule',
    ]);
  });
});
