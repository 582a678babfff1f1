import { readFileSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cadReaderInNode, OCCT_WASM_PATH } from '../../../../server/files/cad-occt.ts';
import { measureAndCheckFile } from '../measure-and-check.ts';
import { measureFile } from '../measure.ts';
import { placementOf, type CadBody, type CadModel } from './cad-model.ts';
import type { CadReader } from './measure-cad.ts';
import { OCCT_WASM_BYTES } from './occt.ts';

const FIXTURES = 'e2e/fixtures/cad';

interface Expected {
  format: 'step' | 'iges';
  unit: string | null;
  volume?: number;
  bbox?: { x: number; y: number; z: number };
  parts?: Array<{ name: string; count: number; volume: number }>;
  error?: string;
}

const expected: Record<string, Expected> = JSON.parse(readFileSync(`${FIXTURES}/expected.json`, 'utf8'));
const bytesOf = (name: string) => new Uint8Array(readFileSync(`${FIXTURES}/${name}`));
const measurable = Object.entries(expected).filter(([, answer]) => answer.volume !== undefined);
const refused = Object.entries(expected).filter(([, answer]) => answer.error !== undefined);

let reader: CadReader;
beforeAll(async () => {
  reader = await cadReaderInNode();
});

/** The model and measured bodies the reader hands over while measuring `name`. */
function measureWithModel(name: string) {
  const heard: { model: CadModel | null; measured: readonly CadBody[] } = { model: null, measured: [] };
  const { format, result } = measureFile(name, bytesOf(name), {
    cad: {
      ...reader,
      onModel: (model, measured) => {
        heard.model = model;
        heard.measured = measured;
      },
    },
  });
  return { format, result, ...heard };
}

describe('measuring STEP and IGES files', () => {
  it.each(measurable)('%s measures its exact volume within 0.5 % and its size in millimetres', (name, answer) => {
    const { format, result } = measureWithModel(name);
    expect(format).toBe(answer.format);
    if (!result.ok) throw new Error(`${name}: ${result.error} ${result.detail ?? ''}`);
    expect(Math.abs(result.geometry.volume - (answer.volume ?? 0)) / (answer.volume ?? 1)).toBeLessThan(0.005);
    expect(result.geometry.bbox.x).toBeCloseTo(answer.bbox?.x ?? 0, 3);
    expect(result.geometry.bbox.y).toBeCloseTo(answer.bbox?.y ?? 0, 3);
    expect(result.geometry.bbox.z).toBeCloseTo(answer.bbox?.z ?? 0, 3);
    expect(result.geometry.area).toBeGreaterThan(0);
    // A clean solid carries no mesh warnings: the tessellation's own slivers are not the file's fault.
    expect(result.warnings).toEqual([]);
  });

  it.each(refused)('%s is refused with its reason, not measured', (name, answer) => {
    const { result } = measureWithModel(name);
    expect(result).toMatchObject({ ok: false, error: answer.error });
  });

  it('honours the unit a file states: an inch part is 25.4 times its numbers, the customer chooses nothing', () => {
    for (const name of ['inch-block.step', 'inch-block.iges']) {
      const { result, model } = measureWithModel(name);
      expect(model?.unit).toBe('inch');
      if (!result.ok) throw new Error(result.error);
      expect(result.geometry.bbox.x).toBeCloseTo(50.8, 3);
      expect(result.geometry.volume).toBeCloseTo(16_387.064, 0);
    }
    expect(measureWithModel('block.step').model?.unit).toBe('mm');
  });

  it('without a CAD reader a STEP file stays unsupported, as before the parser existed', () => {
    expect(measureFile('block.step', bytesOf('block.step')).result).toMatchObject({ ok: false, error: 'unsupported' });
  });

  it('hands the welded mesh of a STEP part to the printability analysis, like a mesh file', () => {
    const outcome = measureAndCheckFile('l-bracket.step', bytesOf('l-bracket.step'), { cad: reader });
    expect(outcome.result.ok).toBe(true);
    expect(outcome.printability?.thinWalls.state).toBe('done');
    expect(outcome.printability?.bodies.state).toBe('done');
    expect(outcome.printabilitySummary).not.toBeNull();
  });
});

describe('the bodies and parts of a CAD file (what a parts list is built from)', () => {
  it('recognises a part placed several times as one part, named from the file, with its count', () => {
    const { model, measured } = measureWithModel('assembly.step');
    if (!model) throw new Error('no model');
    const parts = model.parts.map((part) => {
      const first = model.bodies[part.bodies[0] ?? -1];
      return { name: part.name, count: part.bodies.length, volume: first?.volume ?? 0 };
    });
    const answer = expected['assembly.step']?.parts ?? [];
    expect(parts.map(({ name, count }) => ({ name, count }))).toEqual(answer.map(({ name, count }) => ({ name, count })));
    for (const [index, part] of parts.entries()) expect(Math.abs(part.volume - (answer[index]?.volume ?? 0)) / (answer[index]?.volume ?? 1)).toBeLessThan(0.005);
    expect(measured).toHaveLength(7);
    // Every body keeps the path of the product structure it sits in, and its own triangles.
    for (const body of model.bodies) {
      expect(body.path[0]).toBe('bracket-set');
      expect(body.closed).toBe(true);
      expect(body.indices.length % 3).toBe(0);
      expect(Math.max(...body.indices)).toBeLessThan(body.positions.length / 3);
    }
  });

  it('places each occurrence where the assembly puts it: the turned bracket sits at the far corner', () => {
    const { model } = measureWithModel('assembly.step');
    const brackets = model?.bodies.filter((body) => body.name === 'bracket') ?? [];
    expect(brackets.map((body) => [body.bbox.min.x, body.bbox.max.x])).toEqual([
      [expect.closeTo(10, 4), expect.closeTo(30, 4)],
      [expect.closeTo(70, 4), expect.closeTo(90, 4)],
    ]);
  });

  it('tells where each further placement of a part sits relative to its first: the turned bracket, the moved pins', () => {
    const { model } = measureWithModel('assembly.step');
    const named = (name: string) => model?.bodies.filter((body) => body.name === name) ?? [];
    const [bracket, turned] = named('bracket');
    const [pin, next] = named('pin');
    const [plate] = named('base-plate');
    if (!bracket || !turned || !pin || !next || !plate) throw new Error('bodies missing');
    const rounded = (matrix: number[] | null) => matrix?.map((value) => Math.round(value * 1e4) / 1e4 + 0);
    // Column-major: turned 180° about z, then moved by (100, 60, 0).
    expect(rounded(placementOf(bracket, turned))).toEqual([-1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, 0, 100, 60, 0, 1]);
    expect(rounded(placementOf(pin, next))).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 90, 0, 0, 1]);
    expect(placementOf(plate, pin)).toBeNull();
  });

  it('sees an IGES part sent as separate faces as the one solid they close into', () => {
    const { model } = measureWithModel('block.iges');
    expect(model?.bodies).toHaveLength(1);
    expect(model?.parts).toHaveLength(1);
    expect(model?.bodies[0]?.closed).toBe(true);
  });
});

describe('the parser as shipped', () => {
  it('is the .wasm whose size the browser counts its download against', () => {
    expect(statSync(OCCT_WASM_PATH).size).toBe(OCCT_WASM_BYTES);
  });
});
