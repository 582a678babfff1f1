import { beforeAll, describe, expect, it } from 'vitest';
import { Quote, type QuoteRequest } from '../../src/wire/quotes.ts';
import { boxMesh, cellsMesh, pinMesh, prismMesh } from '../../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../../src/lib/geometry/mesh-writers.ts';
import { createTestServer, partOptions, uploadedFileId, type TestServer } from '../test-support.ts';

/** 6061 铝合金 in the seed: CNC at ¥0.12 a cm³ of stock, ¥120 minimum a file. */
const ALUMINIUM_6061 = 21;

/** An L-shaped block 40 mm tall whose inner corner is filleted at 1 mm: a Ø2 tool 20 diameters deep. */
function filletedL(radius: number) {
  const arc: Array<[number, number]> = [];
  for (let i = 0; i <= 8; i++) {
    const angle = -Math.PI / 2 - (Math.PI / 2) * (i / 8);
    arc.push([10 + radius + radius * Math.cos(angle), 10 + radius + radius * Math.sin(angle)]);
  }
  return prismMesh([[0, 0], [40, 0], [40, 10], ...arc, [10, 40], [0, 40]], 40);
}

/**
 * CNC by difficulty through the API: the server measures each uploaded mesh itself (set-ups,
 * pockets, walls, corners, a body of revolution) and prices it by src/lib/pricing/cnc.ts, whose
 * tests write the arithmetic out.
 */
describe('CNC parts priced by how hard they are to make, in /api/shop-quotation/price', () => {
  let server: TestServer;
  let demo: string;
  const files: Record<'solid' | 'pocketed' | 'pin' | 'deepCorner', number> = { solid: 0, pocketed: 0, pin: 0, deepCorner: 0 };

  beforeAll(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    const upload = (name: string, mesh: { positions: Float32Array; indices: Uint32Array }) => uploadedFileId(server, demo, 'draft-cnc-difficulty', name, writeBinaryStl(mesh));
    files.solid = await upload('solid.stl', boxMesh(50, 50, 50));
    files.pocketed = await upload('pocketed.stl', cellsMesh([0, 2, 48, 50], [0, 2, 48, 50], [0, 2, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1)));
    files.pin = await upload('pin.stl', pinMesh(10, 40));
    files.deepCorner = await upload('deep-corner.stl', filletedL(1));
  });

  const line = async (fileId: number, quantity: number) => {
    const request: QuoteRequest = { materialId: ALUMINIUM_6061, items: [{ fileId, quantity, options: partOptions() }], couponId: null };
    const response = await server.call('POST', '/api/shop-quotation/price', { token: demo, json: request });
    expect(response.status, await response.clone().text()).toBe(200);
    const [priced] = Quote.strict().parse(await response.json()).lines;
    if (!priced) throw new Error('no line');
    return priced;
  };

  it('keeps the solid 50 mm cube where it was: ¥157.43, ¥49.43, ¥38.63', async () => {
    expect((await line(files.solid, 1)).unitPrice).toBe(15_743);
    expect((await line(files.solid, 10)).unitPrice).toBe(4_943);
    expect((await line(files.solid, 100)).unitPrice).toBe(3_863);
    expect((await line(files.solid, 1)).breakdown?.facts).toMatchObject({ toolMm: 10 });
    expect((await line(files.solid, 1)).breakdown?.facts).not.toHaveProperty('slenderWall');
  });

  it('prices the cube pocketed to 2 mm walls 48 mm tall for its long tool and 24:1 walls: ¥326.28, ¥218.28, ¥207.48', async () => {
    const one = await line(files.pocketed, 1);
    // 1997 stock + 18 631 cutting (124.2 min: 26.2 + 17.5 long reach + 80.5 slender walls) + 12 000 set-ups (cnc.test.ts).
    expect(one).toMatchObject({ unitPrice: 32_628, manual: false, breakdown: { material: 1997, process: 18_631, setup: 12_000, facts: { toolMm: 10, reach: { depth: 48, diameter: 10 }, slenderWall: { height: 48, thickness: 2 } } } });
    expect(one.unitPrice).toBeGreaterThanOrEqual(30_000);
    expect(one.unitPrice).toBeLessThanOrEqual(50_000);
    expect((await line(files.pocketed, 10)).unitPrice).toBe(21_828);
    expect((await line(files.pocketed, 100)).unitPrice).toBe(20_748);
  });

  it('turns a Ø10 × 40 mm pin from Ø12 bar: ¥120.00 (the file’s minimum), ¥15.51, ¥6.51', async () => {
    const ten = await line(files.pin, 10);
    expect(ten).toMatchObject({ unitPrice: 1551, breakdown: { material: 61, process: 490, setup: 1000, facts: { bar: { diameter: 12, length: 45 }, setupCount: 1 } } });
    expect((await line(files.pin, 1)).unitPrice).toBe(12_000);
    expect((await line(files.pin, 100)).unitPrice).toBe(651);
  });

  it('waits for an engineer on an internal radius whose tool must reach 20 diameters deep', async () => {
    expect(await line(files.deepCorner, 1)).toMatchObject({ manual: true, unitPrice: 0, manualReason: 'deepReach' });
  });
});
