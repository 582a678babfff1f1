import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureFile, measureMesh } from './measure.ts';
import { sphereArea, sphereVolume, uvSphereMesh } from './mesh-builders.ts';
import { writeBinaryStl } from './mesh-writers.ts';
import type { MeasureResult, MeshGeometry, MeshWarning } from './types.ts';

const folder = new URL('../../../e2e/fixtures/models/', import.meta.url);
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(name, folder)));
const measured = (name: string): MeasureResult => measureFile(name, fixture(name)).result;

function geometryOf(result: MeasureResult): { geometry: MeshGeometry; warnings: MeshWarning[] } {
  if (!result.ok) throw new Error(`expected a measurement, got ${result.error}: ${result.detail ?? ''}`);
  return result;
}

describe('measuring the 10 mm cube fixtures', () => {
  it('finds 1000 mm³, 600 mm², a 10 × 10 × 10 box and 12 triangles in the binary STL', () => {
    const { geometry, warnings } = geometryOf(measured('cube-10mm-binary.stl'));
    expect(Math.abs(geometry.volume - 1000)).toBeLessThanOrEqual(1e-6);
    expect(Math.abs(geometry.area - 600)).toBeLessThanOrEqual(1e-6);
    expect(geometry.bbox).toEqual({ x: 10, y: 10, z: 10, min: { x: 0, y: 0, z: 0 }, max: { x: 10, y: 10, z: 10 } });
    expect(geometry.triangles).toBe(12);
    expect(warnings).toEqual([]);
  });

  it('gets exactly the same figures from the ASCII STL of the same mesh', () => {
    expect(measured('cube-10mm-ascii.stl')).toEqual(measured('cube-10mm-binary.stl'));
  });

  it('gets the same figures from the OBJ written as quads with v/vt/vn, v//vn and negative indices', () => {
    expect(measured('cube-10mm.obj')).toEqual(measured('cube-10mm-binary.stl'));
  });

  it('gets the same figures from the 3MF in millimetres', () => {
    expect(measured('cube-10mm.3mf')).toEqual(measured('cube-10mm-binary.stl'));
  });

  it('scales a 3MF in centimetres by ten: a 1 cm cube is the 10 mm cube', () => {
    expect(measured('cube-1cm.3mf')).toEqual(measured('cube-10mm-binary.stl'));
  });
});

describe('measuring the sphere fixtures (r = 10 mm, 48 × 24 UV sphere centred at 15, 15, 10)', () => {
  it('comes within 1 % of the true sphere, from below, with a 20 mm box', () => {
    const { geometry, warnings } = geometryOf(measured('sphere-r10.stl'));
    expect(geometry.volume / sphereVolume(10)).toBeGreaterThan(0.99);
    expect(geometry.volume / sphereVolume(10)).toBeLessThan(1);
    expect(geometry.area / sphereArea(10)).toBeGreaterThan(0.99);
    expect(geometry.area / sphereArea(10)).toBeLessThan(1);
    expect(geometry.bbox.min).toEqual({ x: 5, y: 5, z: 0 });
    expect(geometry.bbox.x).toBeCloseTo(20, 5);
    expect(geometry.bbox.z).toBe(20);
    expect(geometry.triangles).toBe(2 * 48 * 23);
    expect(warnings).toEqual([]);
  });

  it('gets the same figures from the OBJ and the 3MF of the same sphere', () => {
    const stl = measured('sphere-r10.stl');
    expect(measured('sphere-r10.obj')).toEqual(stl);
    expect(measured('sphere-r10.3mf')).toEqual(stl);
  });
});

describe('measuring broken fixtures', () => {
  it('warns about the four open edges of a box missing one face, and still measures it', () => {
    const { geometry, warnings } = geometryOf(measured('open-box.stl'));
    expect(warnings).toEqual([{ code: 'openEdges', count: 4 }]);
    expect(geometry.area).toBe(500);
    expect(geometry.triangles).toBe(10);
  });

  it('reports a cube with inward normals as 1000 mm³ with an invertedNormals warning', () => {
    const { geometry, warnings } = geometryOf(measured('inverted-cube.stl'));
    expect(geometry.volume).toBe(1000);
    expect(warnings).toEqual([{ code: 'invertedNormals' }]);
  });

  it('answers a truncated binary STL with an unreadable error instead of throwing', () => {
    const result = measured('truncated.stl');
    expect(result).toMatchObject({ ok: false, error: 'unreadable' });
  });

  it('never throws on any fixture, cut anywhere', () => {
    for (const name of readdirSync(folder)) {
      const bytes = fixture(name);
      for (const cut of [0, 1, 84, 100, Math.floor(bytes.length / 2), bytes.length - 1]) {
        expect(() => measureFile(name, bytes.subarray(0, cut))).not.toThrow();
      }
    }
  });
});

describe('measureMesh and measureFile', () => {
  it('accepts an ArrayBuffer as well as a Uint8Array', () => {
    const bytes = fixture('cube-10mm-binary.stl');
    const buffer = new ArrayBuffer(bytes.length);
    new Uint8Array(buffer).set(bytes);
    expect(measureMesh(buffer, 'stl')).toEqual(measureMesh(bytes, 'stl'));
  });

  it('reports STEP, IGES and ZIP drawings as unsupported, for a manual quote', () => {
    const step = new TextEncoder().encode('ISO-10303-21;\nHEADER;\nENDSEC;\n');
    expect(measureFile('part.step', step)).toMatchObject({ format: 'step', result: { ok: false, error: 'unsupported' } });
    expect(measureFile('part.igs', new Uint8Array(80))).toMatchObject({ format: 'iges', result: { ok: false, error: 'unsupported' } });
    expect(measureFile('notes.txt', new Uint8Array(10))).toMatchObject({ format: null, result: { ok: false, error: 'unsupported' } });
  });

  it('reports rising progress between 0 and 1 while reading a large file', () => {
    const seen: number[] = [];
    measureMesh(writeBinaryStl(uvSphereMesh(10, 400, 200)), 'stl', { onProgress: (fraction) => seen.push(fraction) });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((f) => f >= 0 && f <= 1)).toBe(true);
  });
});
