import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cadReaderInNode } from '../../../../server/files/cad-occt.ts';
import { measureFile } from '../measure.ts';
import { bodyOfTriangles, partsOf, sameShape, shapeSignature, type CadBody, type CadModel } from './cad-model.ts';
import { cadOutcomeOf, type CadOutcome } from './cad-outcome.ts';
import { filePartsOf } from './file-parts.ts';
import type { CadReader } from './measure-cad.ts';

/** STEP files as other CAD systems write them (scripts/make-step-interop-fixtures.ts). */
const FIXTURES = 'e2e/fixtures/cad/interop';

interface Expected {
  schema: string;
  volume: number;
  parts: Array<{ name: string; count: number; volume: number }>;
}

const expected: Record<string, Expected> = JSON.parse(readFileSync(`${FIXTURES}/expected.json`, 'utf8'));
const bytesOf = (name: string) => new Uint8Array(readFileSync(`${FIXTURES}/${name}`));

let reader: CadReader;
beforeAll(async () => {
  reader = await cadReaderInNode();
});

/** Measures a fixture as the browser's worker and the server's thread both do (measureFile with the parser), with the model heard. */
function measured(name: string, bytes = bytesOf(name)) {
  const heard: { model: CadModel | null; outcome: CadOutcome | null } = { model: null, outcome: null };
  const { result } = measureFile(name, bytes, {
    cad: {
      ...reader,
      onModel: (model, bodies) => {
        heard.model = model;
        // What the browser's worker posts to the page (cad.worker.ts).
        heard.outcome = cadOutcomeOf(model, bodies);
      },
    },
  });
  return { result, ...heard };
}

const relative = (value: number, exact: number) => Math.abs(value - exact) / exact;

describe('STEP files from other CAD systems', () => {
  it('measures a part written in AP203 edition 2 (CONFIGURATION_CONTROL_3D_DESIGN_ED2_MIM_LF): the parser reads it, so its schema is supported', () => {
    const text = new TextDecoder().decode(bytesOf('ap203e2-bracket.step'));
    expect(text).toContain("FILE_SCHEMA(('CONFIGURATION_CONTROL_3D_DESIGN_ED2_MIM_LF");
    const { result, outcome } = measured('ap203e2-bracket.step');
    if (!result.ok) throw new Error(`${result.error} ${result.detail ?? ''}`);
    const answer = expected['ap203e2-bracket.step'];
    expect(relative(result.geometry.volume, answer?.volume ?? 0)).toBeLessThan(0.005);
    expect(result.geometry.bbox).toMatchObject({ x: expect.closeTo(60, 3), y: expect.closeTo(40, 3), z: expect.closeTo(50, 3) });
    expect(outcome?.parts.map(({ name, count }) => ({ name, count }))).toEqual([{ name: 'l-bracket', count: 1 }]);
  });

  it('measures a part whatever schema name its header gives, and refuses as another schema only a file the parser reads nothing of', () => {
    const block = new TextDecoder().decode(readFileSync('e2e/fixtures/cad/block.step'));
    const renamed = new TextEncoder().encode(block.replace(/FILE_SCHEMA\(\([\s\S]*?\)\);/, "FILE_SCHEMA(('SOME_CAD_SYSTEMS_OWN_AP_MIM_LF { 1 0 10303 999 1 1 1 }'));"));
    const { result } = measured('renamed.step', renamed);
    expect(result.ok && result.geometry.volume).toBeCloseTo(60_000, 3);
    // A building (IFC4) under the STEP format: the parser reads nothing, the clear message stands.
    expect(measured('wall.step', new Uint8Array(readFileSync('e2e/fixtures/cad/unsupported-schema.step'))).result).toMatchObject({ ok: false, error: 'unsupportedSchema' });
  });

  it('lists a nested assembly as the engineer’s BOM: each part by its own product name, once, with its count per set (nut ×8, on the bolts and on the rod)', () => {
    const { result, model, outcome } = measured('nested-assembly.step');
    if (!result.ok || !model || !outcome) throw new Error('not measured');
    const answer = expected['nested-assembly.step'];
    expect(relative(result.geometry.volume, answer?.volume ?? 0)).toBeLessThan(0.005);
    // The browser's parts list.
    expect(outcome.parts.map(({ name, count }) => ({ name, count }))).toEqual(answer?.parts.map(({ name, count }) => ({ name, count })));
    for (const [index, part] of outcome.parts.entries()) expect(relative(part.volume, answer?.parts[index]?.volume ?? 0), part.name).toBeLessThan(0.005);
    // The server's parts list (measure-worker.ts keeps filePartsOf of the same model).
    expect(filePartsOf(model)?.map(({ name, count }) => `${name} ×${count}`)).toEqual(['base-plate ×1', 'l-bracket ×2', 'bolt ×6', 'nut ×8', 'rod ×1']);
    // Each body keeps where it sits in the product structure, its own product last.
    const paths = new Set(model.bodies.map((body) => body.path.join(' / ')));
    expect(paths).toEqual(new Set(['bracket-frame / base-plate', 'bracket-frame / l-bracket-assembly / l-bracket', 'bracket-frame / l-bracket-assembly / bolt', 'bracket-frame / l-bracket-assembly / nut', 'bracket-frame / rod-with-nuts / rod', 'bracket-frame / rod-with-nuts / nut']));
  });

  it('counts one part placed turned other ways, far from the origin, as one line: nut ×3', () => {
    const { result, model, outcome } = measured('turned-nuts.step');
    if (!result.ok || !model || !outcome) throw new Error('not measured');
    expect(outcome.parts.map(({ name, count }) => ({ name, count }))).toEqual([{ name: 'nut', count: 3 }]);
    expect(relative(outcome.parts[0]?.volume ?? 0, expected['turned-nuts.step']?.parts[0]?.volume ?? 0)).toBeLessThan(0.005);
    // The three boxes they take up differ (so the box cannot tell them one part); their shape signatures agree.
    const boxes = model.bodies.map((body) => [body.bbox.x, body.bbox.y, body.bbox.z].map((size) => size.toFixed(2)).join(' × '));
    expect(new Set(boxes).size).toBe(3);
  });

});

describe('the shape signature parts are told apart by', () => {
  // A 10 × 20 × 30 block's 12 triangles, placed by `place`.
  const corners = [
    [0, 0, 0],
    [10, 0, 0],
    [10, 20, 0],
    [0, 20, 0],
    [0, 0, 30],
    [10, 0, 30],
    [10, 20, 30],
    [0, 20, 30],
  ];
  const faces = [0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0, 4, 3, 4, 7];
  const block = (name: string, place: (point: number[]) => number[], size = 1): CadBody => {
    const body = bodyOfTriangles(name, [name], Float32Array.from(corners.flatMap((point) => place(point.map((value) => value * size)))), Uint32Array.from(faces));
    if (!body) throw new Error('no body');
    return body;
  };
  const turn = (degrees: number, [dx, dy, dz]: number[]) => ([x = 0, y = 0, z = 0]: number[]) => {
    const angle = (degrees * Math.PI) / 180;
    // About the x axis, then about z, then moved.
    const [y1, z1] = [y * Math.cos(angle) - z * Math.sin(angle), y * Math.sin(angle) + z * Math.cos(angle)];
    return [x * Math.cos(angle) - y1 * Math.sin(angle) + (dx ?? 0), x * Math.sin(angle) + y1 * Math.cos(angle) + (dy ?? 0), z1 + (dz ?? 0)];
  };

  it('is the same for a part moved and turned, and its volume, area and principal moments are the block’s', () => {
    const here = block('block', (point) => point);
    const there = block('block', turn(33, [1200, -850, 400]));
    expect(sameShape(here.shape, there.shape)).toBe(true);
    expect(here.shape.volume).toBeCloseTo(6000, 6);
    expect(here.shape.area).toBeCloseTo(2200, 6);
    // ∫(x − x̄)² dV of a box is V·a²/12 along each edge a.
    expect(here.shape.moments.map((moment) => Math.round(moment))).toEqual([6000 * 100 / 12, 6000 * 400 / 12, 6000 * 900 / 12].map(Math.round));
    expect(partsOf([here, there])).toEqual([{ name: 'block', bodies: [0, 1] }]);
  });

  it('tells apart parts of the same volume, area and triangles but another shape, and parts of other names', () => {
    const sized = (x: number, y: number, z: number) => bodyOfTriangles('block', ['block'], Float32Array.from(corners.flatMap(([a = 0, b = 0, c = 0]) => [(a / 10) * x, (b / 20) * y, (c / 30) * z])), Uint32Array.from(faces));
    const here = block('block', (point) => point);
    // 10 × 15 × 40: the same 6000 mm³ and 12 triangles, another area.
    const longer = sized(10, 15, 40);
    // 12 × (25 − 5√5) × (25 + 5√5): the same 6000 mm³, the same 2200 mm² and 12 triangles; only its moments tell it apart.
    const twin = sized(12, 25 - 5 * Math.sqrt(5), 25 + 5 * Math.sqrt(5));
    if (!longer || !twin) throw new Error('no body');
    expect(sameShape(here.shape, longer.shape)).toBe(false);
    expect(twin.shape.volume).toBeCloseTo(6000, 3);
    expect(twin.shape.area).toBeCloseTo(2200, 3);
    expect(sameShape(here.shape, twin.shape)).toBe(false);
    expect(partsOf([here, block('spacer', (point) => point)]).map((part) => part.name)).toEqual(['block', 'spacer']);
  });

  it('is computed from the coordinates as given, in double precision', () => {
    const positions = corners.flatMap(([x = 0, y = 0, z = 0]) => [x + 1_000_000.125, y, z]);
    expect(shapeSignature(positions, faces).volume).toBeCloseTo(6000, 6);
  });
});
