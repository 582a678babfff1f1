import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { measureMesh } from './measure.ts';
import { boxMesh } from './mesh-builders.ts';
import { writeThreeMf, writeThreeMfBuild, zipThreeMf } from './mesh-writers.ts';
import type { NamedTriangles } from './types.ts';
import { xmlEntities } from './three-mf-model.ts';

const cube = boxMesh(10, 10, 10);
const IDENTITY = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/** The cube as an <object> element with the given id and type. */
function cubeObject(id: string, type = 'model'): string {
  const p = cube.positions;
  const vertices = Array.from({ length: p.length / 3 }, (_, v) => `<vertex x="${p[v * 3]}" y="${p[v * 3 + 1]}" z="${p[v * 3 + 2]}"/>`).join('');
  const ix = cube.indices;
  const triangles = Array.from({ length: ix.length / 3 }, (_, t) => `<triangle v1="${ix[t * 3]}" v2="${ix[t * 3 + 1]}" v3="${ix[t * 3 + 2]}"/>`).join('');
  return `<object id="${id}" type="${type}"><mesh><vertices>${vertices}</vertices><triangles>${triangles}</triangles></mesh></object>`;
}

function model(resources: string, build: string, unit = 'millimeter'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by a test -->\n<model unit="${unit}" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02" xmlns:p="http://schemas.microsoft.com/3dmanufacturing/production/2015/06"><resources>${resources}</resources><build>${build}</build></model>`;
}

const measure = (parts: Record<string, string>) => measureMesh(zipThreeMf(parts), '3mf');

describe('measuring 3MF', () => {
  it('places a build item by its translation', () => {
    const result = measureMesh(writeThreeMf(cube, { transform: [...IDENTITY, 5, -5, 20] }), '3mf');
    expect(result).toMatchObject({ ok: true, warnings: [], geometry: { volume: 1000, bbox: { min: { x: 5, y: -5, z: 20 }, max: { x: 15, y: 5, z: 30 } } } });
  });

  it('applies scaling and rotation in the transform', () => {
    const doubled = measureMesh(writeThreeMf(cube, { transform: [2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0] }), '3mf');
    expect(doubled).toMatchObject({ ok: true, geometry: { volume: 8000, area: 2400 } });
    // 90° about z: x' = −y, y' = x.
    const turned = measureMesh(writeThreeMf(boxMesh(10, 20, 30), { transform: [0, 1, 0, -1, 0, 0, 0, 0, 1, 0, 0, 0] }), '3mf');
    expect(turned).toMatchObject({ ok: true, warnings: [], geometry: { volume: 6000, bbox: { x: 20, y: 10, z: 30 } } });
  });

  it('keeps a mirrored item positive and free of orientation warnings', () => {
    const mirrored = measureMesh(writeThreeMf(cube, { transform: [-1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0] }), '3mf');
    expect(mirrored).toMatchObject({ ok: true, warnings: [], geometry: { volume: 1000, bbox: { min: { x: -10 } } } });
  });

  it('converts every 3MF unit to millimetres', () => {
    const volumes = Object.fromEntries(
      (['micron', 'millimeter', 'centimeter', 'inch', 'foot', 'meter'] as const).map((unit) => {
        const result = measureMesh(writeThreeMf(boxMesh(1, 1, 1), { unit }), '3mf');
        return [unit, result.ok ? result.geometry.bbox.x : Number.NaN];
      }),
    );
    expect(volumes).toEqual({ micron: 0.001, millimeter: 1, centimeter: 10, inch: 25.4, foot: 304.8, meter: 1000 });
  });

  it('sums components placed with their own transforms, and items that repeat an object', () => {
    const assembly = `<object id="2" type="model"><components><component objectid="1"/><component objectid="1" transform="1 0 0 0 1 0 0 0 1 20 0 0"/></components></object>`;
    const result = measure({ '3D/3dmodel.model': model(cubeObject('1') + assembly, `<item objectid="2"/><item objectid="1" transform="1 0 0 0 1 0 0 0 1 0 50 0"/>`) });
    expect(result).toMatchObject({ ok: true, warnings: [], geometry: { volume: 3000, triangles: 36, bbox: { x: 30, y: 60 } } });
  });

  it('follows production-extension paths into other model parts, found through the package relationships', () => {
    const root = model(`<object id="9"><components><component p:path="/3D/Objects/cube.model" objectid="1" transform="1 0 0 0 1 0 0 0 1 0 0 5"/></components></object>`, '<item objectid="9"/>');
    const result = measure({ '3D/main.model': root, '3D/Objects/cube.model': model(cubeObject('1'), '') });
    expect(result).toMatchObject({ ok: true, geometry: { volume: 1000, bbox: { min: { z: 5 } } } });
  });

  it('leaves support objects out', () => {
    const result = measure({ '3D/3dmodel.model': model(cubeObject('1') + cubeObject('2', 'support'), '<item objectid="1"/><item objectid="2"/>') });
    expect(result).toMatchObject({ ok: true, geometry: { volume: 1000 } });
  });

  it('measures every top-level object when the model has no build items', () => {
    const assembly = `<object id="3"><components><component objectid="1" transform="1 0 0 0 1 0 0 0 1 0 0 10"/></components></object>`;
    const result = measure({ '3D/3dmodel.model': model(cubeObject('1') + assembly + cubeObject('2'), '') });
    // Object 1 is inside assembly 3, so it counts once (placed), next to object 2.
    expect(result).toMatchObject({ ok: true, geometry: { volume: 2000, bbox: { z: 20 } } });
  });

  it('leaves out triangles that name missing vertices and says how many', () => {
    const broken = cubeObject('1').replace('</triangles>', '<triangle v1="0" v2="1" v3="8"/><triangle v1="-1" v2="1" v3="2"/></triangles>');
    expect(measure({ '3D/3dmodel.model': model(broken, '<item objectid="1"/>') })).toMatchObject({ ok: true, warnings: [{ code: 'invalidFaces', count: 2 }] });
  });

  it('answers damaged packages with unreadable instead of throwing', () => {
    expect(measureMesh(strToU8('PK not really a zip'), '3mf')).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measureMesh(zipSync({ 'readme.txt': strToU8('hi') }), '3mf')).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measure({ '3D/3dmodel.model': model(cubeObject('1'), '<item objectid="7"/>') })).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measure({ '3D/3dmodel.model': model(cubeObject('1'), '<item objectid="1"/>', 'furlong') })).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measure({ '3D/3dmodel.model': model(cubeObject('1').replace('x="10"', 'x="ten"'), '<item objectid="1"/>') })).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measure({ '3D/3dmodel.model': model(cubeObject('1'), '<item objectid="1" transform="1 0 0"/>') })).toMatchObject({ ok: false, error: 'unreadable' });
    const loop = '<object id="1"><components><component objectid="2"/></components></object><object id="2"><components><component objectid="1"/></components></object>';
    expect(measure({ '3D/3dmodel.model': model(loop, '<item objectid="1"/>') })).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measure({ '3D/3dmodel.model': model(cubeObject('1'), '<item objectid="1"/>').slice(0, 300) })).toMatchObject({ ok: false, error: 'unreadable' });
  });

  it('answers a model with objects but no triangles with empty', () => {
    expect(measure({ '3D/3dmodel.model': model('<object id="1"><mesh><vertices/><triangles/></mesh></object>', '<item objectid="1"/>') })).toMatchObject({ ok: false, error: 'empty' });
  });
});

describe('the placed objects of a 3MF build (a parts list)', () => {
  const heard = (bytes: Uint8Array) => {
    const bodies: NamedTriangles[][] = [];
    const result = measureMesh(bytes, '3mf', { onBodies: (placed) => bodies.push(placed) });
    return { result, bodies };
  };

  it('hands each placed object with its name and its triangles where placed, the file measured as before', () => {
    const bytes = writeThreeMfBuild(
      [
        { name: 'plate & pin', mesh: boxMesh(60, 40, 5) },
        { name: '销钉', mesh: boxMesh(5, 5, 20) },
      ],
      [{ object: 0 }, { object: 1, transform: [...IDENTITY, 100, 0, 0] }, { object: 1, transform: [...IDENTITY, 110, 0, 0] }],
    );
    const { result, bodies } = heard(bytes);
    expect(result).toMatchObject({ ok: true, geometry: { volume: 12_000 + 2 * 500 } });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.map((body) => body.name)).toEqual(['plate & pin', '销钉', '销钉']);
    expect(bodies[0]?.map((body) => body.indices.length)).toEqual([36, 36, 36]);
    // The second pin where the build puts it.
    expect(Math.min(...Array.from(bodies[0]?.[2]?.positions ?? []).filter((_, index) => index % 3 === 0))).toBe(110);
  });

  it('hands nothing for a build of one object, or when not asked', () => {
    expect(heard(writeThreeMf(cube)).bodies).toEqual([]);
    expect(measureMesh(writeThreeMfBuild([{ name: 'a', mesh: cube }], [{ object: 0 }, { object: 0, transform: [...IDENTITY, 20, 0, 0] }]), '3mf')).toMatchObject({ ok: true, geometry: { volume: 2000 } });
  });

  it('reads XML character references in names', () => {
    expect(xmlEntities('a &amp; b &lt;c&gt; &#20013;&#x6587; &quot;q&quot; &bogus;')).toBe('a & b <c> 中文 "q" &bogus;');
  });
});

