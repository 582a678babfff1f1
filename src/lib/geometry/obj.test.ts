import { describe, expect, it } from 'vitest';
import { measureMesh } from './measure.ts';
import { boxMesh } from './mesh-builders.ts';
import { writeBinaryStl, writeObj } from './mesh-writers.ts';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const cubeStl = measureMesh(writeBinaryStl(boxMesh(10, 10, 10)), 'stl');
const cubeObj = writeObj(boxMesh(10, 10, 10));

/** A hexagonal prism (r = 1 mm, 1 mm tall) with hexagon caps: fan triangulation must give 6 · 2 + 4 · 2 = 20 triangles. */
function hexPrism(): string {
  const lines: string[] = [];
  for (const z of [0, 1]) for (let i = 0; i < 6; i++) lines.push(`v ${Math.cos((i * Math.PI) / 3)} ${Math.sin((i * Math.PI) / 3)} ${z}`);
  lines.push('f 6 5 4 3 2 1', 'f 7 8 9 10 11 12');
  for (let i = 0; i < 6; i++) {
    const j = (i + 1) % 6;
    lines.push(`f ${i + 1} ${j + 1} ${j + 7} ${i + 7}`);
  }
  return lines.join('\n');
}

describe('measuring OBJ', () => {
  it('fan-triangulates polygons: a hexagonal prism measures 3√3/2 mm³ in 20 triangles', () => {
    const result = measureMesh(text(hexPrism()), 'obj');
    expect(result).toMatchObject({ ok: true, warnings: [], geometry: { triangles: 20 } });
    expect(result.ok && result.geometry.volume).toBeCloseTo((3 * Math.sqrt(3)) / 2, 12);
  });

  it('agrees with STL for triangles written with v/vt/vn corners, relative indices and extra statements', () => {
    const decorated = cubeObj
      .replace(/^f (\d+) (\d+) (\d+)$/gm, 'f $1/1/1 $2/2/1 $3//1')
      .replace(/^v (.*)$/gm, 'v $1 1.0 0.5 0.5 0.5')
      .replace(/^(f .*)$/m, 'vt 0 0\nvt 1 0\nvn 0 0 1\ng part\ns off\nusemtl a\n$1');
    expect(measureMesh(text(`mtllib part.mtl\n# comment\n${decorated}`), 'obj')).toEqual(cubeStl);
    const relative = 'v 0 0 0\nv 10 0 0\nv 10 10 0\nv 0 10 0\nv 0 0 10\nv 10 0 10\nv 10 10 10\nv 0 10 10\n' + cubeObj.split('\n').filter((l) => l.startsWith('f ')).map((l) => `f ${l.slice(2).split(' ').map((i) => Number(i) - 9).join(' ')}`).join('\n');
    expect(measureMesh(text(relative), 'obj')).toEqual(cubeStl);
  });

  it('reads CRLF line endings and a byte-order mark', () => {
    const crlf = `\uFEFF${cubeObj.replace(/\n/g, '\r\n')}`;
    expect(measureMesh(text(crlf), 'obj')).toEqual(cubeStl);
  });

  it('accepts faces written before the vertices they name', () => {
    const lines = cubeObj.trim().split('\n');
    const facesFirst = [...lines.filter((l) => l.startsWith('f ')), ...lines.filter((l) => l.startsWith('v '))].join('\n');
    expect(measureMesh(text(facesFirst), 'obj')).toEqual(cubeStl);
  });

  it('leaves out faces that name missing vertices and says how many triangles that cost', () => {
    const result = measureMesh(text(`${cubeObj}f 1 2 99\nf 0 1 2\nf -100 1 2\n`), 'obj');
    expect(result).toMatchObject({ ok: true, geometry: { volume: 1000 }, warnings: [{ code: 'invalidFaces', count: 3 }] });
  });

  it('answers a file whose faces all name missing vertices with unreadable', () => {
    expect(measureMesh(text('v 0 0 0\nf 1 2 3\n'), 'obj')).toMatchObject({ ok: false, error: 'unreadable' });
  });

  it('answers a file without faces with empty', () => {
    expect(measureMesh(text('# nothing\nv 0 0 0\n'), 'obj')).toMatchObject({ ok: false, error: 'empty' });
  });

  it('answers malformed numbers and binary bytes with unreadable', () => {
    expect(measureMesh(text('v 0 zero 0\n'), 'obj')).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measureMesh(text('v 0 0 0\nf 1 2.5 3\n'), 'obj')).toMatchObject({ ok: false, error: 'unreadable' });
    expect(measureMesh(Uint8Array.of(0, 1, 2, 250, 251, 10), 'obj')).toMatchObject({ ok: false, error: 'unreadable' });
  });
});
