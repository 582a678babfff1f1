import { beforeAll, describe, expect, it } from 'vitest';
import { CustomizedOrder } from '../../src/wire/orders.ts';
import { UploadResult } from '../../src/wire/files.ts';
import { Quote, type PartOptions, type QuoteRequest } from '../../src/wire/quotes.ts';
import { cellsMesh } from '../../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../../src/lib/geometry/mesh-writers.ts';
import { createTestServer, messageOf, partOptions, uploadFile, type TestServer } from '../test-support.ts';
import { holdDigest } from './price-holds.ts';

/**
 * The overhanging bracket of docs/pricing.md (*Before and after*) uploaded as an STL and priced
 * through the API: a 60 × 80 × 40 mm rail, a 10 mm web on the plate and two 25 mm wings 15–25 mm
 * up. 72 cm³, 178 cm² of surface; the wings' undersides, 40 cm², overhang 15 mm above the plate.
 * The server measures the support from the mesh (src/lib/geometry/support.ts) and prices it as
 * its own row; FDM prints it as walls and the chosen infill. demo (黄金会员, 5 % off) quotes at
 * the 深圳 factory, which makes SLA, SLS, FDM and 真空复模.
 */
const bracket = cellsMesh([0, 25, 35, 60], [0, 80], [0, 15, 25, 40], (i, _j, k) => i === 1 || k === 1);
const WHITE_RESIN = 1;
const PA12 = 6;
const PLA = 12;
const CAST_ABS = 25;
const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };

describe('an overhanging bracket priced by how it is printed', () => {
  let server: TestServer;
  let demo: string;
  let fileId: number;

  beforeAll(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    const response = await uploadFile(server, demo, 'draft-bracket-1', 'bracket.stl', writeBinaryStl(bracket));
    expect(response.status).toBe(201);
    const { file } = UploadResult.parse(await response.json());
    fileId = file.id;
    // The server measured the support along each direction the part could be built.
    expect(file.geometry?.support?.['+z']).toEqual({ area: expect.closeTo(4000, 3) as number, volume: expect.closeTo(60_000, 2) as number });
    expect(file.geometry?.support?.['+y']).toEqual({ area: 0, volume: 0 });
  });

  const price = (materialId: number, quantity: number, options?: PartOptions) =>
    server.call('POST', '/api/shop-quotation/price', { token: demo, json: { materialId, items: [{ fileId, quantity, ...(options ? { options } : {}) }], couponId: null } satisfies QuoteRequest });
  const line = async (materialId: number, quantity: number, options?: PartOptions) => {
    const response = await price(materialId, quantity, options);
    expect(response.status, await response.clone().text()).toBe(200);
    const [first] = Quote.strict().parse(await response.json()).lines;
    if (first === undefined) throw new Error('no line');
    return first;
  };

  it('prices its support in SLA as a row of its own: resin under the wings and their removal', async () => {
    // Resin 72 × 80 = 5760; 40 mm of build height × 15 = 600; support 60 cm³ × 10 % = 6 cm³ × 80 = 480 + 40 cm² × 15 = 600.
    expect(await line(WHITE_RESIN, 1)).toMatchObject({
      unitPrice: 7440,
      breakdown: { model: 'print', material: 5760, process: 600, support: 1080, facts: { buildHeight: 40, buildUp: '+z', overhang: expect.closeTo(40, 4) as number, supportVolume: expect.closeTo(6, 4) as number } },
    });
  });

  it('prints it in FDM as walls and 20 % infill with its support, and dearer at 50 % and 100 % infill', async () => {
    // Shell: top and bottom 2 × 60 × 80 = 9600 mm² × 0.8 = 7.68 cm³, walls 8200 mm² × 1.2 = 9.84 cm³; 17.52 + 54.48 × 20 % = 28.416 cm³.
    // 28.416 × 50 = 1421, × 40 = 1137; support 9 cm³ × 90 = 810 + 40 × 10 = 400.
    const standard = await line(PLA, 1, partOptions({ infill: 20 }));
    expect(standard).toMatchObject({ unitPrice: 3768, options: { infill: 20 }, breakdown: { material: 1421, process: 1137, support: 1210, facts: { infill: 20, printedVolume: expect.closeTo(28.416, 4) as number } } });
    // Asked without an infill it is priced at the default, 20 %.
    expect((await line(PLA, 1, partOptions())).unitPrice).toBe(3768);
    expect((await line(PLA, 1)).unitPrice).toBe(3768);
    // 50 %: 17.52 + 27.24 = 44.76 cm³ × 90 = 4028.4 → 2238 + 1790 = 4028, + 1210.
    expect(await line(PLA, 1, partOptions({ infill: 50 }))).toMatchObject({ unitPrice: 4028 + 1210, breakdown: { facts: { infill: 50 } } });
    // 100 %: 72 × 50 + 72 × 40 = 6480, + 1210.
    expect((await line(PLA, 1, partOptions({ infill: 100 }))).unitPrice).toBe(6480 + 1210);
  });

  it('prices SLS by its volume and the bed space its box takes, with no support', async () => {
    // 72 × 90 = 6480; 60 × 80 × 40 = 192 cm³ × 12 = 2304.
    const nylon = await line(PA12, 10);
    expect(nylon).toMatchObject({ unitPrice: 8784, breakdown: { material: 6480, process: 2304, facts: { packedBox: 192 } } });
    expect(nylon.breakdown).not.toHaveProperty('support');
  });

  it('casts ten from one mould: master and silicone shared by the ten', async () => {
    // Master 72 × 80 = 5760 + 40 × 15 = 600 + 20 000 = 26 360; mould (100 × 120 × 80) = 960 cm³ × 15 = 14 400 + 50 000 = 64 400 (complexity 1: 178 < 208 cm² of box).
    // 90 760 ÷ 10 = 9076; resin 72 × 15 = 1080; casting 3500.
    expect(await line(CAST_ABS, 10)).toMatchObject({ unitPrice: 1080 + 3500 + 9076, breakdown: { tooling: 9076, facts: { moulds: 1, sharedTotal: 90_760, masterFen: 26_360, complexity: 1 } } });
  });

  it('refuses an infill it does not print and an infill on a material without one, in Chinese', async () => {
    const odd = await price(PLA, 1, { ...partOptions(), infill: 30 } as unknown as PartOptions);
    expect(odd.status).toBe(400);
    expect(await messageOf(odd)).toContain('填充率只能是 10%、20%、50%、100%');
    const resin = await price(WHITE_RESIN, 1, partOptions({ infill: 50 }));
    expect(resin.status).toBe(400);
    expect(await messageOf(resin)).toBe('「bracket.stl」所选的填充率该材料不提供（只有 FDM 材料可选 10%、20%、50% 或 100%）');
  });

  it('holds a price per infill: the digest tells 20 % from 50 %, and choices without an infill digest as before', () => {
    const request = (options: PartOptions) => ({ materialId: PLA, items: [{ fileId, quantity: 1, options }] });
    expect(holdDigest(1, request(partOptions({ infill: 20 })))).not.toBe(holdDigest(1, request(partOptions({ infill: 50 }))));
    expect(holdDigest(1, request(partOptions({ infill: 50 })))).toBe(holdDigest(1, request(partOptions({ infill: 50 }))));
    expect(holdDigest(1, request(partOptions()))).not.toBe(holdDigest(1, request(partOptions({ infill: 20 }))));
  });

  it('keeps the infill on the order and its lines as priced', async () => {
    const request: QuoteRequest = { materialId: PLA, items: [{ fileId, quantity: 2, options: partOptions({ infill: 50 }) }], couponId: null };
    const priced = Quote.strict().parse(await (await server.call('POST', '/api/shop-quotation/price', { token: demo, json: request })).json());
    const response = await server.call('POST', '/api/shop-order/customized', { token: demo, json: { ...request, address, remarks: '', expectedPayable: priced.payable, idempotencyKey: 'key-infill-0001' } });
    expect(response.status, await response.clone().text()).toBe(201);
    const order = CustomizedOrder.strict().parse(await response.json());
    expect(order.lines[0]).toMatchObject({ options: { infill: 50 }, unitPrice: 5238, breakdown: { support: 1210, facts: { infill: 50 } } });
    const again = CustomizedOrder.strict().parse(await (await server.call('GET', `/api/shop-order/customized/${order.orderNo}`, { token: demo })).json());
    expect(again.lines).toEqual(priced.lines);
  });
});
