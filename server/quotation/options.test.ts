import { beforeEach, describe, expect, it } from 'vitest';
import { CustomizedOrder } from '../../src/wire/orders.ts';
import { Quote, type PartOptions, type QuoteRequest } from '../../src/wire/quotes.ts';
import { CUBIC_INCH_MM3 } from '../../src/lib/pricing/inch-units.ts';
import { demoWithParts, messageOf, partOptions, type DemoWithParts } from '../test-support.ts';

const options = partOptions;
const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };

/**
 * The per-part choices on the server: the same pricing function as the browser
 * (src/lib/pricing/order-totals.ts, whose own tests hold each rule), the checks of what a material offers,
 * and the lines an order keeps. demo is 黄金会员: 9.5 折 on the goods, free shipping from ¥49.
 */
describe('per-part choices in /api/shop-quotation/price and /api/shop-order/customized', () => {
  let given: DemoWithParts;

  beforeEach(async () => {
    given = await demoWithParts('draft-options-1');
  });

  const price = (request: QuoteRequest) => given.server.call('POST', '/api/shop-quotation/price', { token: given.demo, json: request });
  const quote = async (request: QuoteRequest) => {
    const response = await price(request);
    expect(response.status, await response.clone().text()).toBe(200);
    return Quote.strict().parse(await response.json());
  };
  const one = (materialId: number, quantity: number, partOptions?: PartOptions, fileId = given.large): QuoteRequest => ({
    materialId,
    items: [{ fileId, quantity, ...(partOptions ? { options: partOptions } : {}) }],
    couponId: null,
  });

  it('prices a seed-shaped request (no options) by the material\'s cost model with the default choices, answering no choice fields', async () => {
    // 白色树脂: 500 cm³ × 80 + 50 mm × 15 = 40 750 a part, the same at any quantity.
    const result = await quote(one(1, 50));
    expect(result.lines).toMatchObject([{ fileId: given.large, fileName: 'large.stl', volume: 500_000, unitPrice: 40_750, quantity: 50, subtotal: 2_037_500, manual: false }]);
    expect(result.lines[0]).not.toHaveProperty('options');
    expect(result.lines[0]).not.toHaveProperty('leadDays');
    expect(result.lines[0]?.breakdown).toMatchObject({ model: 'print', material: 40_000, process: 750 });
    expect(result.leadDays).toBe(1);
  });

  it('lowers the price per part with the quantity only by what the parts share: a machined part\'s set-ups, not a printed one\'s', async () => {
    // 6061: 7277 stock + 4596 cutting a part; the ¥120 of two set-ups over 1, 10 and 100 parts.
    expect((await quote(one(21, 1, options()))).lines[0]).toMatchObject({ unitPrice: 23_873, options: options(), leadDays: 4 });
    expect((await quote(one(21, 10, options()))).lines[0]).toMatchObject({ unitPrice: 13_073, subtotal: 130_730 });
    expect((await quote(one(21, 100, options()))).lines[0]).toMatchObject({ unitPrice: 11_993 });
    // 透明树脂: 500 × 150 + 50 × 15 = 75 750 at any quantity.
    expect((await quote(one(4, 1, options()))).lines[0]).toMatchObject({ unitPrice: 75_750, leadDays: 3 });
    expect((await quote(one(4, 100, options()))).lines[0]).toMatchObject({ unitPrice: 75_750 });
  });

  it('charges 加急 40 % more for half the days, and takes 10 % off 经济 for 3 more days', async () => {
    // 75 750 × 140 % = 106 050; demo's 5 % off is 5302.5 → 5302.
    const express = await quote(one(4, 1, options({ leadTime: 'express' })));
    expect(express.lines[0]).toMatchObject({ unitPrice: 106_050, leadDays: 2, breakdown: { lead: 30_300, facts: { leadPercent: 40 } } });
    expect(express).toMatchObject({ goods: 106_050, memberDiscount: 5302, payable: 100_748, leadDays: 2 });
    // 40 750 × 90 % = 36 675.
    const economy = await quote(one(1, 1, options({ leadTime: 'economy' })));
    expect(economy.lines[0]).toMatchObject({ unitPrice: 36_675, leadDays: 4, breakdown: { lead: -4075 } });
    expect(economy.leadDays).toBe(4);
  });

  it('prices finishes by their rule: 打磨 a percentage, 喷漆 per part and per cm² of the server\'s measured surface', async () => {
    // 75 750 × 115 % = 87 112.5 → 87 113.
    expect((await quote(one(4, 1, options({ finish: 'sanding' })))).lines[0]).toMatchObject({ unitPrice: 87_113, breakdown: { finish: 11_363, facts: { finishPercent: 15 } } });
    expect((await quote(one(4, 1, options({ finish: 'painting', colour: '哑光黑' })))).lines[0]?.unitPrice).toBe(75_750 + 1000 + 400 * 8);
    expect((await quote(one(21, 1, options({ finish: 'anodizing', colour: '黑色' })))).lines[0]?.unitPrice).toBe(23_873 + 1500 + 400 * 5);
  });

  it('re-prices a part declared in inches on its size × 25.4 and answers that volume', async () => {
    // Read as mm the box is 4 mm³ and 1 mm tall: 1 + 15 fen, lifted to the ¥25.00 minimum of the line.
    expect((await quote(one(4, 1, options(), given.inchBox))).lines[0]).toMatchObject({ unitPrice: 2500, volume: 4, breakdown: { minimum: 2484 } });
    // In inches: 4 in³ = 65.548 cm³ × 150 = 9832.2 → 9832, and 1 in = 25.4 mm of build height × 15 = 381.
    const inch = await quote(one(4, 1, options({ units: 'inch' }), given.inchBox));
    expect(inch.lines[0]).toMatchObject({ unitPrice: 10_213, volume: 4 * CUBIC_INCH_MM3, breakdown: { material: 9832, process: 381, facts: { buildHeight: 25.4 } } });
  });

  it('refuses a choice the material does not offer, with the file and the reason', async () => {
    const refused = async (request: QuoteRequest, message: string) => {
      const response = await price(request);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    };
    await refused(one(1, 1, options({ finish: 'anodizing', colour: '黑色' })), '「large.stl」所选的表面处理该材料不提供');
    await refused(one(1, 1, options({ finish: 'painting' })), '「large.stl」请为所选表面处理选择一种提供的颜色（无颜色可选时不要填写颜色）');
    await refused(one(1, 1, options({ finish: 'sanding', colour: '哑光黑' })), '「large.stl」请为所选表面处理选择一种提供的颜色（无颜色可选时不要填写颜色）');
    // 白色树脂 ships in one day: no 加急. CNC offers no 经济.
    await refused(one(1, 1, options({ leadTime: 'express' })), '「large.stl」所选的交期该材料不提供');
    await refused(one(21, 1, options({ leadTime: 'economy' })), '「large.stl」所选的交期该材料不提供');
    const bad = await price({ materialId: 1, items: [{ fileId: given.large, quantity: 1, options: { ...options(), units: 'cm' } as unknown as PartOptions }], couponId: null });
    expect(bad.status).toBe(400);
  });

  it('creates the order at the quoted price with each line\'s choices, and shows them again', async () => {
    const request: QuoteRequest = {
      materialId: 4,
      items: [
        { fileId: given.large, quantity: 10, options: options({ finish: 'painting', colour: '中国红', leadTime: 'express' }) },
        { fileId: given.inchBox, quantity: 2, options: options({ units: 'inch' }) },
      ],
      couponId: null,
    };
    const priced = await quote(request);
    // (75 750 + 1000 + 3200) × 140 % = 111 930; the inch box 10 213 each.
    expect(priced.lines.map((line) => line.unitPrice)).toEqual([111_930, 10_213]);
    expect(priced.leadDays).toBe(3);
    const response = await given.server.call('POST', '/api/shop-order/customized', {
      token: given.demo,
      json: { ...request, address, remarks: '', expectedPayable: priced.payable, idempotencyKey: 'key-options-0001' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const order = CustomizedOrder.strict().parse(await response.json());
    expect(order.payable).toBe(priced.payable);
    expect(order.lines).toEqual(priced.lines);
    const again = CustomizedOrder.strict().parse(await (await given.server.call('GET', `/api/shop-order/customized/${order.orderNo}`, { token: given.demo })).json());
    expect(again.lines).toEqual(priced.lines);
  });

  it('refuses an order whose choices changed its price since the customer saw it, creating nothing', async () => {
    const request = one(4, 1, options({ leadTime: 'express' }));
    const seen = (await quote(one(4, 1, options()))).payable;
    const response = await given.server.call('POST', '/api/shop-order/customized', {
      token: given.demo,
      json: { ...request, address, remarks: '', expectedPayable: seen, idempotencyKey: 'key-options-0002' },
    });
    expect(response.status).toBe(409);
  });
});
