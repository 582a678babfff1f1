import { beforeEach, describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { SHIPPING_FEE } from '../../src/lib/files/quotation-rules.ts';
import { Quote, type QuoteRequest } from '../../src/wire/quotes.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, stepBytes, uploadFile, type TestServer } from '../test-support.ts';

const draft = 'draft-price-0001';

describe('POST /api/shop-quotation/price', () => {
  let server: TestServer;
  let demo: string;
  /** 20 mm cube: 8 cm³. */
  let small: number;
  /** 100 × 100 × 50 mm: 500 cm³. */
  let large: number;
  /** A STEP file: quoted by hand. */
  let step: number;

  const upload = async (token: string, name: string, bytes: Uint8Array) => {
    const response = await uploadFile(server, token, draft, name, bytes);
    expect(response.status).toBe(201);
    return UploadResult.parse(await response.json()).file.id;
  };

  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    small = await upload(demo, 'small.stl', binaryStl(box(20, 20, 20)));
    large = await upload(demo, 'large.stl', binaryStl(box(100, 100, 50)));
    step = await upload(demo, 'manual.step', stepBytes());
  });

  const price = (request: QuoteRequest, token = demo) => server.call('POST', '/api/shop-quotation/price', { token, json: request });
  const quote = async (request: QuoteRequest, token = demo) => {
    const response = await price(request, token);
    expect(response.status, await response.clone().text()).toBe(200);
    return Quote.strict().parse(await response.json());
  };
  const refused = async (request: QuoteRequest, status: number, message: string, token = demo) => {
    const response = await price(request, token);
    expect(response.status).toBe(status);
    expect(await messageOf(response)).toBe(message);
  };

  it('prices each file from the server\'s own measurement by its material\'s cost model', async () => {
    // 白色树脂 (SLA): resin by volume at ¥0.80/cm³ and machine time by build height at ¥0.15/mm, the
    // ¥15.00 minimum per line. The 20 mm cube: 8 × 80 + 20 × 15 = 940 a part, two of them ¥18.80 (over
    // the minimum). The 100 × 100 × 50 mm block: 500 × 80 + 50 × 15 = 40 750.
    // demo is 黄金会员 (seeded growth): 9.5 折 on the goods (42 630 × 5 % = 2131.5 → 2131), free shipping from ¥49.
    const result = await quote({ materialId: 1, items: [{ fileId: small, quantity: 2 }, { fileId: large, quantity: 1 }], couponId: null });
    expect(result).toMatchObject({
      materialId: 1,
      lines: [
        { fileId: small, fileName: 'small.stl', volume: 8000, unitPrice: 940, quantity: 2, subtotal: 1880, manual: false },
        { fileId: large, fileName: 'large.stl', volume: 500_000, unitPrice: 40_750, quantity: 1, subtotal: 40_750, manual: false },
      ],
      goods: 42_630,
      memberDiscount: 2131,
      discount: 0,
      shipping: 0,
      payable: 40_499,
      freeShippingFrom: 4900,
      manual: false,
      leadDays: 1,
      // Held until the end of the shop's day: 10:00 in Shanghai on the seeding day, so midnight there.
      validUntil: '2026-03-01T16:00:00.000Z',
    });
    expect(result.lines[0]?.breakdown).toEqual({
      model: 'print',
      material: 640,
      process: 300,
      setup: 0,
      tooling: 0,
      // The cube needs no support (measured: no face overhangs), so the 支撑 row is 0.
      support: 0,
      finish: 0,
      minimum: 0,
      lead: 0,
      facts: { volume: 8, rate: 80, buildHeight: 20, overhang: 0, supportVolume: 0, buildUp: '+z', sharedTotal: 0, minimumFen: 1500, minimumPer: 'line', leadPercent: 0 },
    });
  });

  it('prices a machined part by its stock, the metal cut away and its set-ups, as the server measured it', async () => {
    // 6061: the 100 × 100 × 50 mm block from a 105 × 105 × 55 mm block (606.375 cm³ × ¥0.12 = 7276.5 → 7277);
    // (106.375 cm³ ÷ 10 + 400 cm² ÷ 20) min × ¥1.50 = 4595.6 → 4596; two set-ups (top, bottom) of ¥60.
    const result = await quote({ materialId: 21, items: [{ fileId: large, quantity: 1 }], couponId: null });
    expect(result.lines[0]).toMatchObject({ unitPrice: 23_873, breakdown: { model: 'cnc', material: 7277, process: 4596, setup: 12_000, facts: { stock: { x: 105, y: 105, z: 55 }, setups: ['+z', '-z'] } } });
    // Five of them share the set-ups: 7277 + 4596 + 2400.
    expect((await quote({ materialId: 21, items: [{ fileId: large, quantity: 5 }], couponId: null })).lines[0]).toMatchObject({ unitPrice: 14_273, subtotal: 71_365 });
  });

  it('adds the shipping fee below the free-shipping total of the customer\'s level', async () => {
    const result = await quote({ materialId: 12, items: [{ fileId: small, quantity: 1 }], couponId: null });
    expect(result).toMatchObject({ goods: 800, memberDiscount: 40, shipping: SHIPPING_FEE, payable: 760 + SHIPPING_FEE, freeShippingFrom: 4900, leadDays: 1 });
  });

  it('applies each customer\'s own level: a standard member pays the full goods and ships free from ¥199 only', async () => {
    // Files belong to the customer who uploaded them: the standard member quotes copies of its own.
    const standard = await server.login('e2e-profile');
    const ownLarge = await upload(standard, 'large.stl', binaryStl(box(100, 100, 50)));
    const ownSmall = await upload(standard, 'small.stl', binaryStl(box(20, 20, 20)));
    expect(await quote({ materialId: 1, items: [{ fileId: ownLarge, quantity: 1 }], couponId: null }, standard)).toMatchObject({ goods: 40_750, memberDiscount: 0, payable: 40_750, freeShippingFrom: 19_900 });
    // PLA (FDM) at 20 % infill: a 2.56 cm³ shell + 5.44 × 20 % = 3.648 cm³ printed, 182 + 146 = 328 a part.
    expect(await quote({ materialId: 12, items: [{ fileId: ownSmall, quantity: 5 }], couponId: null }, standard)).toMatchObject({ goods: 1640, shipping: SHIPPING_FEE });
    expect(await quote({ materialId: 1, items: [{ fileId: large, quantity: 1 }], couponId: null })).toMatchObject({ goods: 40_750, memberDiscount: 2037, payable: 38_713 });
  });

  it('prices with the level the growth reaches now: crossing a threshold changes the next quote', async () => {
    const standard = await server.login('e2e-profile');
    const items = [{ fileId: await upload(standard, 'large.stl', binaryStl(box(100, 100, 50))), quantity: 1 }];
    server.db.prepare("UPDATE customers SET growth = 999 WHERE username = 'e2e-profile'").run();
    expect((await quote({ materialId: 1, items, couponId: null }, standard)).memberDiscount).toBe(0);
    server.db.prepare("UPDATE customers SET growth = 1000 WHERE username = 'e2e-profile'").run();
    expect(await quote({ materialId: 1, items, couponId: null }, standard)).toMatchObject({ memberDiscount: 815, payable: 39_935, freeShippingFrom: 9900 });
  });

  it('follows the catalogue: a new material price is in the next quote', async () => {
    server.db.prepare('UPDATE materials SET price_per_cm3 = 100 WHERE id = 1').run();
    expect((await quote({ materialId: 1, items: [{ fileId: large, quantity: 1 }], couponId: null })).goods).toBe(50_750);
  });

  it('applies the customer\'s coupons: an amount off above its threshold, a percentage off', async () => {
    // demo holds coupon 5 (满 200 减 30) and coupon 6 (9.5 折, no threshold), both unused; the
    // percentage is of what demo's 9.5 折 member discount left.
    const items = [{ fileId: large, quantity: 1 }];
    expect(await quote({ materialId: 1, items, couponId: 5 })).toMatchObject({ goods: 40_750, memberDiscount: 2037, discount: 3000, shipping: 0, payable: 35_713 });
    expect(await quote({ materialId: 1, items, couponId: 6 })).toMatchObject({ memberDiscount: 2037, discount: 1935, payable: 36_778 });
  });

  it('refuses a coupon outside its scope with the reason: one for consumables, one for other processes', async () => {
    for (const id of [2, 3, 4]) expect((await server.call('POST', `/api/shop-coupon/${id}`, { token: demo })).status).toBe(201);
    const items = [{ fileId: large, quantity: 1 }];
    // Material 1 is SLA, material 21 CNC 6061 aluminium.
    await refused({ materialId: 1, items, couponId: 4 }, 400, '该优惠券仅限耗材订单使用');
    await refused({ materialId: 1, items, couponId: 3 }, 400, '该优惠券仅限 CNC 加工 工艺的定制订单使用');
    await refused({ materialId: 21, items, couponId: 2 }, 400, '该优惠券仅限 SLA 光敏树脂、SLS 尼龙、MJF 尼龙、FDM 熔融沉积、SLM 金属 工艺的定制订单使用');
    expect(await quote({ materialId: 1, items, couponId: 2 })).toMatchObject({ memberDiscount: 2037, discount: 3871 });
    // Coupon 3 asks for ¥500 of goods: five of the block in 6061 (71 365).
    expect(await quote({ materialId: 21, items: [{ fileId: large, quantity: 5 }], couponId: 3 })).toMatchObject({ discount: 5000 });
  });

  it('refuses a coupon whose threshold the goods do not reach', async () => {
    await refused({ materialId: 1, items: [{ fileId: small, quantity: 1 }], couponId: 5 }, 400, '商品金额未满 ¥200.00，不能使用该优惠券');
  });

  it.each([
    [3, 'not claimed'],
    [7, 'used'],
    [9, 'expired'],
    [999, 'unknown'],
  ])('refuses coupon %i (%s) as not usable', async (couponId) => {
    await refused({ materialId: 1, items: [{ fileId: large, quantity: 1 }], couponId }, 400, '优惠券不可用');
  });

  it('quotes a STEP file by hand: no price, the quote marked manual, no coupon', async () => {
    const result = await quote({ materialId: 1, items: [{ fileId: step, quantity: 3 }, { fileId: small, quantity: 1 }], couponId: null });
    expect(result.lines[0]).toEqual({ fileId: step, fileName: 'manual.step', volume: null, unitPrice: 0, quantity: 3, subtotal: 0, manual: true });
    expect(result).toMatchObject({ manual: true, goods: 1500 });
    await refused({ materialId: 1, items: [{ fileId: step, quantity: 1 }], couponId: 6 }, 400, '含人工报价文件的订单暂不能使用优惠券');
  });

  it('charges nothing, shipping included, when every file waits for a manual quote', async () => {
    expect(await quote({ materialId: 1, items: [{ fileId: step, quantity: 1 }], couponId: null })).toMatchObject({ goods: 0, shipping: 0, payable: 0, manual: true });
  });

  it('answers 404 for a material the using factory does not offer', async () => {
    for (const materialId of [16, 999]) await refused({ materialId, items: [{ fileId: small, quantity: 1 }], couponId: null }, 404, '材料不存在或当前工厂不提供');
  });

  it('answers 404 for a file of another shop or none, and 400 for the same file twice', async () => {
    const theirs = await upload(await server.login('other'), 'theirs.stl', binaryStl(box(10, 10, 10)));
    for (const fileId of [theirs, 99999]) await refused({ materialId: 1, items: [{ fileId, quantity: 1 }], couponId: null }, 404, '文件不存在');
    await refused({ materialId: 1, items: [{ fileId: small, quantity: 1 }, { fileId: small, quantity: 2 }], couponId: null }, 400, '同一文件不能重复报价');
  });

  it('does not price the files of colleagues in the same shop: they are not theirs', async () => {
    await refused({ materialId: 20, items: [{ fileId: small, quantity: 1 }], couponId: null }, 404, '文件不存在', await server.login('maker'));
  });

  it('answers 409 for a customer without a using factory', async () => {
    await refused({ materialId: 1, items: [{ fileId: small, quantity: 1 }], couponId: null }, 409, '请先选择常用工厂', await server.login('newbie'));
  });

  it.each([
    [{ materialId: 1, items: [], couponId: null }, '请至少上传一个文件'],
    [{ materialId: 0, items: [{ fileId: 1, quantity: 1 }], couponId: null }, '请选择材料'],
    [{ materialId: 1, items: [{ fileId: 1, quantity: 0 }], couponId: null }, '数量至少为 1'],
    [{ materialId: 1, items: [{ fileId: 1, quantity: 10_001 }], couponId: null }, '数量最多 10000'],
    [{ materialId: 1, items: [{ fileId: 1, quantity: 1 }] }, '缺少优惠券'],
  ])('answers 400 for %j', async (json, message) => {
    const response = await server.call('POST', '/api/shop-quotation/price', { token: demo, json });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
  });

  it('needs a login', async () => {
    expect((await server.call('POST', '/api/shop-quotation/price', { json: {} })).status).toBe(401);
  });
});
