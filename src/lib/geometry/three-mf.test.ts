import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { measureMesh } from './measure.ts';
import { boxMesh, uvSphereMesh } from './mesh-builders.ts';
import { writeThreeMf, writeThreeMfBuild, zipThreeMf } from './mesh-writers.ts';
import type { NamedTriangles } from './types.ts';
import { parseModelPart, xmlEntities } from './three-mf-model.ts';
import { buildExtent, MAX_PLACED_TRIANGLES, MAX_PLACEMENTS, PARTS_LIST_MAX_TRIANGLES } from './three-mf.ts';
import { writeFanOutThreeMf } from './three-mf-fan-out.ts';

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


describe('the bounds of a 3MF build, counted before it is expanded', () => {
  /** The extent of a model part's build, from its parsed objects alone. */
  const extentOf = (xml: string) => {
    const part = parseModelPart(strToU8(xml));
    return buildExtent(part.items, '3D/3dmodel.model', (_, objectId) => {
      const object = part.objects.get(objectId);
      if (!object) throw new Error(`no object ${objectId}`);
      return object;
    });
  };
  const fanOut = (counts: readonly number[], items = 2) => {
    const objects = [cubeObject('1'), ...counts.map((count, level) => `<object id="${level + 2}"><components>${`<component objectid="${level + 1}"/>`.repeat(count)}</components></object>`)];
    return model(objects.join(''), `<item objectid="${counts.length + 1}"/>`.repeat(items));
  };

  it('counts placements and triangles from the component graph, each shared object once', () => {
    // Two items of a thousand groups of a thousand cubes: 2 + 2,000 + 2,000,000 placements, 12 triangles per cube.
    expect(extentOf(fanOut([1000, 1000]))).toMatchObject({ placements: 2_002_002, triangles: 24_000_000 });
    // Ten levels of a thousand: 10^30 cubes, counted in a blink, not expanded.
    const started = performance.now();
    expect(extentOf(fanOut(Array.from({ length: 10 }, () => 1000), 1)).triangles).toBeGreaterThan(1e30);
    expect(performance.now() - started).toBeLessThan(1000);
    // Support objects are not measured and count nothing; each item its own extent.
    const mixed = extentOf(model(cubeObject('1') + cubeObject('2', 'support') + '<object id="3"><components><component objectid="1"/><component objectid="2"/></components></object>', '<item objectid="3"/><item objectid="1"/>'));
    expect(mixed).toEqual({ placements: 3, triangles: 24, items: [{ placements: 2, triangles: 12 }, { placements: 1, triangles: 12 }] });
  });

  it('refuses a cycle of components as unreadable', () => {
    const loop = '<object id="1"><components><component objectid="2"/></components></object><object id="2"><components><component objectid="1"/></components></object>';
    expect(() => extentOf(model(loop, '<item objectid="1"/>'))).toThrow(/contains itself/);
  });

  it('refuses a 1.3 KB fan-out of two million cubes at once, before expanding it', () => {
    const bytes = writeFanOutThreeMf([1000, 1000]);
    expect(bytes.length).toBeLessThan(1400);
    const started = performance.now();
    expect(measureMesh(bytes, '3mf', { onBodies: () => undefined })).toMatchObject({ ok: false, error: 'buildTooLarge' });
    expect(performance.now() - started).toBeLessThan(1000);
    // Placements alone are bounded too: components that place nothing but components.
    const empties = model('<object id="1"><mesh><vertices/><triangles/></mesh></object>' + `<object id="2"><components>${'<component objectid="1"/>'.repeat(1000)}</components></object>` + `<object id="3"><components>${'<component objectid="2"/>'.repeat(1000)}</components></object>`, '<item objectid="3"/>');
    expect(measure({ '3D/3dmodel.model': empties })).toMatchObject({ ok: false, error: 'buildTooLarge' });
  });

  it('measures a build just inside the bounds as before', () => {
    expect(MAX_PLACEMENTS).toBeLessThan(2_002_002);
    expect(MAX_PLACED_TRIANGLES).toBeLessThan(24_000_000);
    // 1,000 cubes in groups of 100: measured, the cubes placed on one another (no transform) count once in the box.
    expect(measureMesh(writeFanOutThreeMf([100, 10], 1), '3mf')).toMatchObject({ ok: true, geometry: { triangles: 12_000, bbox: { x: 10, y: 10, z: 10 } } });
  });

  it('leaves out the parts list of a build too large for one, and measures it whole', () => {
    const bodies: NamedTriangles[][] = [];
    // Two items of 100,000 triangles each: a parts list. Past PARTS_LIST_MAX_TRIANGLES: none, the whole still measured.
    expect(measureMesh(writeFanOutThreeMf([100, 84], 2), '3mf', { onBodies: (placed) => bodies.push(placed) })).toMatchObject({ ok: true, geometry: { triangles: 201_600 } });
    expect(bodies[0]?.map((body) => body.indices.length)).toEqual([201_600 / 2 * 3, 201_600 / 2 * 3]);
    const ball = uvSphereMesh(5, 64, 32);
    const copies = Math.ceil(PARTS_LIST_MAX_TRIANGLES / (ball.indices.length / 3) / 2) + 1;
    const heard: NamedTriangles[][] = [];
    expect(measureMesh(writeFanOutThreeMf([copies], 2, ball), '3mf', { onBodies: (placed) => heard.push(placed) })).toMatchObject({ ok: true, geometry: { triangles: 2 * copies * (ball.indices.length / 3) } });
    expect(heard).toEqual([]);
  });
});
