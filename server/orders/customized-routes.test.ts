import { beforeEach, describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { CustomizedOrder, type CreateCustomizedOrder } from '../../src/wire/orders.ts';
import { PriceChanged, Quote } from '../../src/wire/quotes.ts';
import { CouponPage } from '../../src/wire/coupons.ts';
import { intOf } from '../core/rows.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, days, messageOf, stepBytes, uploadFile, type TestServer } from '../test-support.ts';

const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };

describe('/api/shop-order/customized', () => {
  let server: TestServer;
  let demo: string;
  /** 100 × 100 × 50 mm in white resin: 500 cm³ × 80 + 50 mm × 15 = 40 750 fen, 38 713 for demo (黄金会员, 9.5 折: 2037 off). */
  let large: number;
  let step: number;

  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    const upload = async (name: string, bytes: Uint8Array) => UploadResult.parse(await (await uploadFile(server, demo, 'draft-orders-1', name, bytes)).json()).file.id;
    large = await upload('large.stl', binaryStl(box(100, 100, 50)));
    step = await upload('manual.step', stepBytes());
  });

  const order = (overrides: Partial<CreateCustomizedOrder> = {}): CreateCustomizedOrder => ({
    materialId: 1,
    items: [{ fileId: large, quantity: 1 }],
    couponId: null,
    address,
    remarks: '请尽快发货',
    expectedPayable: 38_713,
    idempotencyKey: 'key-orders-0001',
    ...overrides,
  });
  const submit = (body: unknown, token = demo) => server.call('POST', '/api/shop-order/customized', { token, json: body });
  const created = async (response: Response, status = 201) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return CustomizedOrder.strict().parse(await response.json());
  };
  const orderCount = () => {
    // Orders these tests created: the seed has quotation orders of its own.
    const row = server.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE source = 'quotation' AND idempotency_key NOT LIKE 'seed-%'").get();
    return row === undefined ? -1 : intOf(row, 'n');
  };
  const couponStatus = async (couponId: number) => {
    for (const status of ['unused', 'used'] as const) {
      const page = CouponPage.parse(await (await server.call('GET', `/api/shop-coupon?status=${status}`, { token: demo })).json());
      if (page.records.some((c) => c.id === couponId)) return status;
    }
    return null;
  };

  it('creates the order at the server\'s price in 待付款, numbered by the shop\'s day, with its timeline', async () => {
    const result = await created(await submit(order()));
    expect(result).toMatchObject({
      orderNo: 'DZ20260301-0001',
      source: 'quotation',
      status: '待付款',
      materialId: 1,
      goods: 40_750,
      memberDiscount: 2037,
      discount: 0,
      shipping: 0,
      payable: 38_713,
      couponId: null,
      address,
      remarks: '请尽快发货',
      createdAt: '2026-03-01T02:00:00.000Z',
    });
    expect(result.lines).toMatchObject([{ fileId: large, fileName: 'large.stl', volume: 500_000, unitPrice: 40_750, quantity: 1, subtotal: 40_750, manual: false, breakdown: { model: 'print', material: 40_000, process: 750 } }]);
    expect(result.timeline).toEqual([{ status: '待付款', at: '2026-03-01T02:00:00.000Z', note: '订单已提交，等待付款' }]);
    const again = await created(await submit(order({ idempotencyKey: 'key-orders-0002' })));
    expect(again.orderNo).toBe('DZ20260301-0002');
  });

  it('starts the sequence again on the next day of the shop (Asia/Shanghai)', async () => {
    await created(await submit(order()));
    server.advance(days(1));
    demo = await server.login('demo');
    expect((await created(await submit(order({ idempotencyKey: 'key-orders-0002' })))).orderNo).toBe('DZ20260302-0001');
  });

  it('answers the order by its number to its customer only', async () => {
    const { orderNo } = await created(await submit(order()));
    const mine = await server.call('GET', `/api/shop-order/customized/${orderNo}`, { token: demo });
    expect(await created(mine, 200)).toMatchObject({ orderNo, payable: 38_713 });
    for (const [path, token] of [[orderNo, await server.login('maker')], ['DZ20990101-0001', demo]] as const) {
      const response = await server.call('GET', `/api/shop-order/customized/${path}`, { token });
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('订单不存在');
    }
  });

  it('uses the coupon: the discount is in the order and the coupon moves to used', async () => {
    const result = await created(await submit(order({ couponId: 5, expectedPayable: 35_713 })));
    // The level's discount and the coupon's are kept apart.
    expect(result).toMatchObject({ memberDiscount: 2037, discount: 3000, payable: 35_713, couponId: 5 });
    expect(await couponStatus(5)).toBe('used');
    const row = server.db.prepare('SELECT order_no FROM customer_coupons WHERE customer_id = 1 AND coupon_id = 5').get();
    expect(row?.['order_no']).toBe(result.orderNo);
    const reuse = await submit(order({ couponId: 5, expectedPayable: 35_713, idempotencyKey: 'key-orders-0002' }));
    expect(reuse.status).toBe(400);
    expect(await messageOf(reuse)).toBe('优惠券不可用');
  });

  it('creates nothing when the price differs from what the customer saw, answering 409 with the new quote', async () => {
    const response = await submit(order({ couponId: 5, expectedPayable: 38_713 }));
    expect(response.status).toBe(409);
    const answer = PriceChanged.strict().parse(await response.json());
    expect(answer.message).toBe('价格已更新，请确认新的金额');
    expect(Quote.parse(answer.quote)).toMatchObject({ goods: 40_750, memberDiscount: 2037, discount: 3000, payable: 35_713 });
    expect(orderCount()).toBe(0);
    expect(await couponStatus(5)).toBe('unused');
    // Confirming the new figure with the same key creates the order.
    expect((await created(await submit(order({ couponId: 5, expectedPayable: 35_713 })))).payable).toBe(35_713);
  });

  it('answers the same key again with the first order (200), creating one order and using the coupon once', async () => {
    const first = await created(await submit(order({ couponId: 6, expectedPayable: 36_778 })));
    const second = await created(await submit(order({ couponId: 6, expectedPayable: 36_778 })), 200);
    expect(second).toEqual(first);
    expect(orderCount()).toBe(1);
    expect(await couponStatus(6)).toBe('used');
  });

  it('creates one order for a burst of submissions with the same key', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => submit(order({ couponId: 6, expectedPayable: 36_778 }))));
    expect(responses.map((r) => r.status).toSorted()).toEqual([200, 200, 200, 200, 200, 201]);
    const numbers = await Promise.all(responses.map(async (r) => CustomizedOrder.parse(await r.json()).orderNo));
    expect(new Set(numbers).size).toBe(1);
    expect(orderCount()).toBe(1);
  });

  it('keeps each customer\'s keys apart', async () => {
    const upload = await uploadFile(server, await server.login('maker'), 'draft-orders-2', 'm.stl', binaryStl(box(10, 10, 10)));
    const fileId = UploadResult.parse(await upload.json()).file.id;
    await created(await submit(order()));
    const maker = await server.login('maker');
    // POM, machined: a 15 mm block (27 fen), 66 fen of cutting and two ¥60 set-ups = 12 093; maker is 白银会员: 9.8 折 (241 off), free shipping from ¥99.
    await created(await submit(order({ materialId: 20, items: [{ fileId, quantity: 1 }], expectedPayable: 11_852 }), maker));
    expect(orderCount()).toBe(2);
  });

  it('starts an order with a file to quote by hand in 待报价', async () => {
    const result = await created(await submit(order({ items: [{ fileId: large, quantity: 1 }, { fileId: step, quantity: 2 }] })));
    expect(result.status).toBe('待报价');
    expect(result.lines[1]).toMatchObject({ fileId: step, manual: true, unitPrice: 0, quantity: 2 });
    expect(result.timeline).toEqual([{ status: '待报价', at: '2026-03-01T02:00:00.000Z', note: '订单已提交，等待工程师人工报价' }]);
  });

  it('keeps the ordered files: deleting one is refused', async () => {
    await created(await submit(order()));
    const response = await server.call('DELETE', `/api/shop-file/${large}`, { token: demo });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('文件「large.stl」已用于订单，不能删除');
  });

  it('answers 409 for a key already used by a professional order', async () => {
    const response = await submit(order({ idempotencyKey: 'seed-professional-1' }));
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('该提交编号已用于另一个订单，请刷新页面后重新提交');
  });

  it('prices like the price endpoint: the same refusals for files, materials and coupons', async () => {
    for (const [body, status, message] of [
      [order({ materialId: 16 }), 404, '材料不存在或当前工厂不提供'],
      [order({ items: [{ fileId: 99999, quantity: 1 }] }), 404, '文件不存在'],
      [order({ couponId: 3 }), 400, '优惠券不可用'],
    ] as const) {
      const response = await submit(body);
      expect(response.status).toBe(status);
      expect(await messageOf(response)).toBe(message);
    }
    expect(orderCount()).toBe(0);
  });

  it.each([
    [{ address: { ...address, phone: '12345' } }, '请输入正确的手机号'],
    [{ address: { ...address, name: ' ' } }, '请输入收货人'],
    [{ remarks: 'x'.repeat(501) }, '备注最多 500 个字符'],
    [{ idempotencyKey: 'short' }, '提交编号无效，请刷新页面后重新提交'],
    [{ expectedPayable: -1 }, '应付金额不能小于 0'],
  ])('answers 400 for %j', async (overrides, message) => {
    const response = await submit({ ...order(), ...overrides });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
  });

  it('needs a login', async () => {
    expect((await submit(order(), '')).status).toBe(401);
    expect((await server.call('GET', '/api/shop-order/customized/DZ20260301-0001')).status).toBe(401);
  });
});
