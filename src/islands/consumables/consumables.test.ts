// The consumables endpoints of this folder's calls against the reference server itself (seeded, in memory),
// through the shared client as the pages use it.
import { describe, expect, test } from 'vitest';
import type { CreateConsumableOrder } from '../../wire/consumable-orders.ts';
import { failure, useReferenceServer } from '../../core/test-support.ts';

// e2e-buy: one unused 满100减10 coupon (id 21), no orders.
const { reported } = useReferenceServer({ loginAs: 'e2e-buy' });

const consumables = () => import('./consumables.ts');
const address = { name: '王小明', phone: '13800138000', region: '广东省深圳市', detail: '科技园 8 栋' };
/** 标准光敏树脂 灰色 ¥169.00 and 不锈钢模型铲刀 ¥25.00, as seeded. */
const RESIN = 1;
const SCRAPER = 29;
const COUPON_100_OFF_10 = 21;

describe('the catalogue', () => {
  test('lists a category, searched and sorted by price', async () => {
    const { listConsumables } = await consumables();
    const all = await listConsumables({ size: 100 });
    expect(all.total).toBe(34);
    const tools = await listConsumables({ category: 'tool', sort: 'priceAsc', size: 100 });
    const prices = tools.records.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(tools.records.every((item) => item.category === 'tool')).toBe(true);
    const found = await listConsumables({ keyword: '405 nm', size: 100 });
    expect(found.records.length).toBeGreaterThan(0);
    expect(found.records.every((item) => item.spec.includes('405 nm') || item.name.includes('405 nm'))).toBe(true);
  });

  test('reads one consumable, and an unknown one fails with 耗材不存在', async () => {
    const { fetchConsumable } = await consumables();
    expect(await fetchConsumable(RESIN)).toMatchObject({ id: RESIN, name: '标准光敏树脂 灰色', price: 16_900, unit: '瓶' });
    const error = await failure(fetchConsumable(9999));
    expect([error.status, error.message]).toEqual([404, '耗材不存在']);
  });
});

describe('pricing and ordering a cart', () => {
  const items = [
    { consumableId: RESIN, quantity: 1 },
    { consumableId: SCRAPER, quantity: 2 },
  ];

  test('prices the lines with their stock, the coupon and shipping', async () => {
    const { priceConsumables } = await consumables();
    const quote = await priceConsumables({ items, couponId: COUPON_100_OFF_10 });
    expect(quote.lines.map((line) => [line.consumableId, line.unitPrice, line.quantity, line.subtotal])).toEqual([
      [RESIN, 16_900, 1, 16_900],
      [SCRAPER, 2_500, 2, 5_000],
    ]);
    expect(quote.lines.every((line) => line.stock > 0)).toBe(true);
    // ¥219.00 − ¥10.00 = ¥209.00: free shipping from ¥199 after the discount.
    expect([quote.goods, quote.discount, quote.shipping, quote.payable]).toEqual([21_900, 1_000, 0, 20_900]);
  });

  test('creates one order per idempotency key', async () => {
    const { createConsumableOrder } = await consumables();
    const body: CreateConsumableOrder = { items, couponId: null, address, remarks: '', expectedPayable: 21_900, idempotencyKey: 'api-cart-key-0001' };
    const first = await createConsumableOrder(body);
    const again = await createConsumableOrder(body);
    expect(again.orderNo).toBe(first.orderNo);
    expect(first).toMatchObject({ kind: 'consumable', status: '待付款', payable: 21_900, address });
    expect(first.orderNo).toMatch(/^HC\d{8}-\d{4}$/);
  });

  test('a changed price or too little stock is thrown for the page to show, without telling the notifier', async () => {
    const { createConsumableOrder } = await consumables();
    reported.length = 0;
    const stale: CreateConsumableOrder = { items, couponId: null, address, remarks: '', expectedPayable: 100, idempotencyKey: 'api-cart-key-0002' };
    expect((await failure(createConsumableOrder(stale))).status).toBe(409);
    // 柔性树脂 邵氏 80A is sold out.
    const soldOut: CreateConsumableOrder = { items: [{ consumableId: 8, quantity: 1 }], couponId: null, address, remarks: '', expectedPayable: 38_900, idempotencyKey: 'api-cart-key-0003' };
    const error = await failure(createConsumableOrder(soldOut));
    expect([error.status, error.message]).toEqual([409, '「柔性树脂 邵氏 80A」库存不足，已售罄']);
    expect(reported).toEqual([]);
  });

  test('any other failure to create is reported as usual', async () => {
    const { createConsumableOrder } = await consumables();
    reported.length = 0;
    const unknown: CreateConsumableOrder = { items: [{ consumableId: 9999, quantity: 1 }], couponId: null, address, remarks: '', expectedPayable: 0, idempotencyKey: 'api-cart-key-0004' };
    expect((await failure(createConsumableOrder(unknown))).status).toBe(404);
    expect(reported.map((error) => error.status)).toEqual([404]);
  });
});
