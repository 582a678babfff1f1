import { describe, expect, it } from 'vitest';
import { OrderPage } from '../../src/wire/orders.ts';
import { AmountFlowPage } from '../../src/wire/amount-flow.ts';
import { CouponPage } from '../../src/wire/coupons.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { createTestServer, type TestServer } from '../test-support.ts';

async function get<T>(server: TestServer, token: string, path: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  return schema.parse(await (await server.call('GET', path, { token })).json());
}

/** `kind status payable` of every order, oldest first. */
async function ordersOf(server: TestServer, token: string): Promise<string[]> {
  const { records } = await get(server, token, '/api/shop-order?size=100', OrderPage);
  return records.map((order) => `${order.kind} ${order.status} ${order.payable}`).reverse();
}

describe('the customers the browser tests log in as', () => {
  it('gives each exactly the balance, ledger, coupons and orders its tests rely on', async () => {
    const server = await createTestServer();
    const expected = {
      'e2e-buy': { balance: 200_000, entries: 1, unused: [21], orders: [] },
      'e2e-pay': { balance: 50_000, entries: 1, unused: [], orders: ['customized 待付款 9180', 'customized 待付款 6000'] },
      'e2e-order': {
        balance: 100_000,
        entries: 1,
        unused: [],
        orders: [
          'customized 已完成 15180',
          'consumable 已完成 21700',
          'customized 已发货 13908',
          'consumable 已发货 10000',
          'customized 待付款 23400',
          'consumable 待付款 17800',
        ],
      },
      'e2e-poor': { balance: 500, entries: 1, unused: [], orders: ['customized 待付款 30240'] },
      'e2e-footage': { balance: 0, entries: 0, unused: [], orders: [] },
    } as const;
    for (const [username, want] of Object.entries(expected)) {
      const token = await server.login(username);
      const { customer } = await get(server, token, '/api/shop-platform/users/me/session', SessionInfo);
      expect(customer, username).toMatchObject({ balance: want.balance, shop: { id: 1, name: '星火创客工作室' }, usingFactory: { id: 1 } });
      const flow = await get(server, token, '/api/shop-amount-flow', AmountFlowPage);
      expect([flow.total, flow.balance], username).toEqual([want.entries, want.balance]);
      const unused = await get(server, token, '/api/shop-coupon?status=unused', CouponPage);
      expect(unused.records.map((coupon) => coupon.id), username).toEqual(want.unused);
      expect(await ordersOf(server, token), username).toEqual(want.orders);
    }
  });

  it('gives e2e-buy 满100减10 and e2e-order a 待付款 order that used a coupon', async () => {
    const server = await createTestServer();
    const buy = await get(server, await server.login('e2e-buy'), '/api/shop-coupon?status=unused', CouponPage);
    expect(buy.records[0]).toMatchObject({ kind: 'amount', value: 1000, threshold: 10_000 });
    const used = await get(server, await server.login('e2e-order'), '/api/shop-coupon?status=used', CouponPage);
    expect(used.records.map((coupon) => coupon.title)).toEqual(['会员专享满 200 减 30']);
  });
});
