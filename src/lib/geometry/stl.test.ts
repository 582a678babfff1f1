import { describe, expect, it } from 'vitest';
import { measureMesh } from './measure.ts';
import { MeshMeasurer } from './mesh-measurer.ts';
import { boxMesh, invertMesh, mergeMeshes } from './mesh-builders.ts';
import { writeAsciiStl, writeBinaryStl } from './mesh-writers.ts';
import type { MeasureResult } from './types.ts';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const cube = boxMesh(10, 10, 10);


function warningsOf(result: MeasureResult): unknown {
  return result.ok ? result.warnings : result;
}

describe('measuring STL', () => {
  it('flags an edge shared by four triangles, where two cubes touch along it, as non-manifold', () => {
    const touching = mergeMeshes(cube, boxMesh(10, 10, 10, [10, 10, 0]));
    const result = measureMesh(writeBinaryStl(touching), 'stl');
    expect(warningsOf(result)).toEqual([{ code: 'nonManifoldEdges', count: 1 }]);
    expect(result).toMatchObject({ ok: true, geometry: { volume: 2000, area: 1200, triangles: 24 } });
  });

  it('flags a triangle wound against its neighbours through its three edges', () => {
    const flipped = { positions: cube.positions, indices: cube.indices.slice() };
    flipped.indices.set([0, 1, 2], 0);
    expect(warningsOf(measureMesh(writeBinaryStl(flipped), 'stl'))).toEqual([{ code: 'inconsistentOrientation', count: 3 }]);
  });

  it('counts a cube twice as two closed shells, not as a defect', () => {
    const two = mergeMeshes(cube, boxMesh(10, 10, 10, [20, 0, 0]));
    expect(measureMesh(writeBinaryStl(two), 'stl')).toMatchObject({ ok: true, geometry: { volume: 2000 }, warnings: [] });
  });

  it('flags zero-area triangles as degenerate without changing the figures', () => {
    const withSliver = mergeMeshes(cube, { positions: Float32Array.of(0, 0, 0, 5, 0, 0, 10, 0, 0), indices: Uint32Array.of(0, 1, 2) });
    const result = measureMesh(writeBinaryStl(withSliver), 'stl');
    expect(result).toMatchObject({ ok: true, geometry: { volume: 1000, area: 600, triangles: 13 } });
    expect(warningsOf(result)).toContainEqual({ code: 'degenerateTriangles', count: 1 });
  });

  it('leaves triangles with NaN or infinite coordinates out and says how many', () => {
    const broken = mergeMeshes(cube, { positions: Float32Array.of(Number.NaN, 0, 0, 1, 0, 0, 0, 1, 0, Infinity, 0, 0), indices: Uint32Array.of(0, 1, 2, 3, 1, 2) });
    const result = measureMesh(writeBinaryStl(broken), 'stl');
    expect(result).toMatchObject({ ok: true, geometry: { volume: 1000, area: 600, triangles: 14, bbox: { x: 10 } } });
    expect(warningsOf(result)).toEqual([{ code: 'nonFiniteCoordinates', count: 2 }]);
  });

  it('reads nan and inf in ASCII STL as non-finite coordinates', () => {
    const ascii = writeAsciiStl(cube).replace('endsolid', 'facet normal 0 0 0\nouter loop\nvertex nan 0 0\nvertex 1 -inf 0\nvertex 0 1 +Infinity\nendloop\nendfacet\nendsolid');
    expect(warningsOf(measureMesh(text(ascii), 'stl'))).toEqual([{ code: 'nonFiniteCoordinates', count: 1 }]);
  });

  it('keeps the volume exact far from the origin', () => {
    const far = boxMesh(10, 10, 10, [100_000, -250_000, 50_000]);
    const result = measureMesh(writeBinaryStl(far), 'stl');
    expect(result).toMatchObject({ ok: true, geometry: { volume: 1000, area: 600, bbox: { min: { x: 100_000, y: -250_000, z: 50_000 } } } });
  });

  it('reads ASCII with CRLF line endings, tabs, exponents and upper-case keywords', () => {
    const ascii = writeAsciiStl(cube).toUpperCase().replace(/\n/g, '\r\n').replace(/ 10(?=[\s])/g, '\t1.0E1').replace(/VERTEX 0 /g, 'VERTEX 0e0 ');
    expect(measureMesh(text(ascii), 'stl')).toEqual(measureMesh(writeBinaryStl(cube), 'stl'));
  });

  it('treats inverted normals as a warning with the absolute volume', () => {
    expect(measureMesh(text(writeAsciiStl(invertMesh(cube))), 'stl')).toMatchObject({
      ok: true,
      geometry: { volume: 1000 },
      warnings: [{ code: 'invertedNormals' }],
    });
  });

  it('answers empty files with empty, not a zero measurement', () => {
    expect(measureMesh(writeBinaryStl({ positions: new Float32Array(0), indices: new Uint32Array(0) }), 'stl')).toMatchObject({ ok: false, error: 'empty' });
    expect(measureMesh(text('solid nothing\nendsolid nothing\n'), 'stl')).toMatchObject({ ok: false, error: 'empty' });
    const allNaN = writeBinaryStl({ positions: Float32Array.of(Number.NaN, 0, 0, 1, 0, 0, 0, 1, 0), indices: Uint32Array.of(0, 1, 2) });
    expect(measureMesh(allNaN, 'stl')).toMatchObject({ ok: false, error: 'empty' });
  });

  it('answers damaged ASCII with unreadable: a bad number, or a file that stops inside a facet', () => {
    const ascii = writeAsciiStl(cube);
    expect(measureMesh(text(ascii.replace('vertex 10 10 0', 'vertex 10 1O 0')), 'stl')).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measureMesh(text(ascii.slice(0, ascii.lastIndexOf('vertex'))), 'stl')).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measureMesh(text(ascii.replace('vertex 0 0 0', 'vertex 0 0')), 'stl')).toMatchObject({ ok: false, error: 'unreadable' });
  });

  it('answers bytes that are no STL at all with unreadable', () => {
    expect(measureMesh(text('hello'), 'stl')).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measureMesh(new Uint8Array(0), 'stl')).toMatchObject({ ok: false, error: 'unreadable' });
  });
});

describe('MeshMeasurer', () => {
  it('skips the edge analysis above its triangle limit and says so', () => {
    const measurer = new MeshMeasurer(0, 10);
    const { positions: p, indices } = cube;
    for (let t = 0; t < indices.length; t += 3) {
      const [a = 0, b = 0, c = 0] = [indices[t], indices[t + 1], indices[t + 2]].map((v) => (v ?? 0) * 3);
      measurer.add(p[a] ?? 0, p[a + 1] ?? 0, p[a + 2] ?? 0, p[b] ?? 0, p[b + 1] ?? 0, p[b + 2] ?? 0, p[c] ?? 0, p[c + 1] ?? 0, p[c + 2] ?? 0);
    }
    expect(measurer.finish()).toMatchObject({ ok: true, geometry: { volume: 1000, triangles: 12 }, warnings: [{ code: 'manifoldCheckSkipped' }] });
    expect(new MeshMeasurer(11, 10).workingBytes).toBe(0);
  });
});
