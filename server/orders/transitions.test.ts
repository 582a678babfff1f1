import { describe, expect, it } from 'vitest';
import type { OrderKind, OrderStatus } from '../../src/wire/order-status.ts';
import { OrderDetail, OrderPage } from '../../src/wire/orders.ts';
import { createTestServer, messageOf } from '../test-support.ts';

type Move = 'cancel' | 'confirm-receipt' | 'pay' | 'reorder';
/** Every kind of order: the order center's two and the design service's packages. */
type ShopKind = OrderKind;

/** Each move, how it is asked for, and the status it leads to from a status that allows it. */
const moves: Record<Move, { method: string; path: (orderNo: string) => string; to: Record<ShopKind, OrderStatus | null> }> = {
  cancel: { method: 'POST', path: (no) => `/api/shop-order/${no}/cancel`, to: { customized: '已取消', consumable: '已取消', package: '已取消' } },
  'confirm-receipt': { method: 'POST', path: (no) => `/api/shop-order/${no}/confirm-receipt`, to: { customized: '已完成', consumable: '已完成', package: null } },
  pay: { method: 'POST', path: (no) => `/api/shop-payment/${no}/balance`, to: { customized: '生产中', consumable: '待发货', package: '生效中' } },
  // Reorder reads the order and leaves it as it is.
  reorder: { method: 'GET', path: (no) => `/api/shop-order/${no}/reorder`, to: { customized: null, consumable: null, package: null } },
};

const noReceipt = '设计套餐订单无需确认收货';
const noReorder = '设计套餐订单不支持再来一单，请重新选购套餐';

/** What the server answers per kind, status and move: 'ok', or the 409 reason. */
const table: Array<[ShopKind, OrderStatus, Record<Move, string>]> = [
  ['customized', '待报价', { cancel: 'ok', 'confirm-receipt': '订单尚未发货，不能确认收货', pay: '订单尚未报价，暂不能付款', reorder: '订单尚未完成，暂不能再来一单' }],
  ['customized', '待付款', { cancel: 'ok', 'confirm-receipt': '订单尚未发货，不能确认收货', pay: 'ok', reorder: '订单尚未完成，暂不能再来一单' }],
  ['customized', '生产中', { cancel: '订单已付款，不能取消', 'confirm-receipt': '订单尚未发货，不能确认收货', pay: '订单已支付，无需重复付款', reorder: '订单尚未完成，暂不能再来一单' }],
  ['customized', '已发货', { cancel: '订单已发货，不能取消', 'confirm-receipt': 'ok', pay: '订单已支付，无需重复付款', reorder: '订单尚未完成，暂不能再来一单' }],
  ['customized', '已完成', { cancel: '订单已完成，不能取消', 'confirm-receipt': '订单已确认收货，请勿重复操作', pay: '订单已支付，无需重复付款', reorder: 'ok' }],
  ['customized', '已取消', { cancel: '订单已取消，请勿重复操作', 'confirm-receipt': '订单已取消，不能确认收货', pay: '订单已取消，不能付款', reorder: 'ok' }],
  ['consumable', '待付款', { cancel: 'ok', 'confirm-receipt': '订单尚未发货，不能确认收货', pay: 'ok', reorder: '订单尚未完成，暂不能再来一单' }],
  ['consumable', '待发货', { cancel: '订单已付款，不能取消', 'confirm-receipt': '订单尚未发货，不能确认收货', pay: '订单已支付，无需重复付款', reorder: '订单尚未完成，暂不能再来一单' }],
  ['consumable', '已发货', { cancel: '订单已发货，不能取消', 'confirm-receipt': 'ok', pay: '订单已支付，无需重复付款', reorder: '订单尚未完成，暂不能再来一单' }],
  ['consumable', '已完成', { cancel: '订单已完成，不能取消', 'confirm-receipt': '订单已确认收货，请勿重复操作', pay: '订单已支付，无需重复付款', reorder: 'ok' }],
  ['consumable', '已取消', { cancel: '订单已取消，请勿重复操作', 'confirm-receipt': '订单已取消，不能确认收货', pay: '订单已取消，不能付款', reorder: 'ok' }],
  // A design package is in force once paid: never received, never reordered.
  ['package', '待付款', { cancel: 'ok', 'confirm-receipt': noReceipt, pay: 'ok', reorder: noReorder }],
  ['package', '已完成', { cancel: '设计套餐已付款，不能取消', 'confirm-receipt': noReceipt, pay: '订单已支付，无需重复付款', reorder: noReorder }],
  ['package', '已取消', { cancel: '订单已取消，请勿重复操作', 'confirm-receipt': noReceipt, pay: '订单已取消，不能付款', reorder: noReorder }],
];

const cases = table.flatMap(([kind, status, answers]) =>
  (Object.keys(moves) as Move[]).map((move) => ({ kind, status, move, answer: answers[move] })),
);

describe('order moves per kind and status', () => {
  it.each(cases)('$kind order in $status: $move → $answer', async ({ kind, status, move, answer }) => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('e2e-buy');
    // e2e-buy has no orders: take one of e2e-order's (demo's package), give it to e2e-buy and put it in the status.
    const orderNo = await firstOrder(server, kind);
    server.db.prepare("UPDATE orders SET customer_id = (SELECT id FROM customers WHERE username = 'e2e-buy') WHERE order_no = ?").run(orderNo);
    expect((await server.call('POST', '/api/__test__/order-status', { json: { orderNo, status } })).status).toBe(204);
    const before = await detail(server, token, orderNo);

    const { method, path, to } = moves[move];
    const response = await server.call(method, path(orderNo), { token });
    const after = await detail(server, token, orderNo);
    if (answer === 'ok') {
      expect(response.status, await response.clone().text()).toBe(200);
      expect(after.status).toBe(to[kind] ?? status);
      expect(before.actions[actionOf(move)]).toBe(true);
    } else {
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe(answer);
      expect(after).toEqual(before);
      expect(before.actions[actionOf(move)]).toBe(false);
    }
  });
});

function actionOf(move: Move): 'cancel' | 'confirmReceipt' | 'pay' | 'reorder' {
  return move === 'confirm-receipt' ? 'confirmReceipt' : move;
}

async function firstOrder(server: Awaited<ReturnType<typeof createTestServer>>, kind: OrderKind): Promise<string> {
  const token = await server.login(kind === 'package' ? 'demo' : 'e2e-order');
  const page = OrderPage.parse(await (await server.call('GET', `/api/shop-order?kind=${kind}&status=${encodeURIComponent('待付款')}`, { token })).json());
  const [first] = page.records;
  if (first === undefined) throw new Error(`no ${kind} order to pay`);
  return first.orderNo;
}

async function detail(server: Awaited<ReturnType<typeof createTestServer>>, token: string, orderNo: string) {
  return OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json());
}

describe('POST /api/__test__/order-status', () => {
  it('moves an order as the factory would, with a timeline event', async () => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('e2e-order');
    const orderNo = await firstOrder(server, 'consumable');
    expect((await server.call('POST', '/api/__test__/order-status', { json: { orderNo, status: '已发货' } })).status).toBe(204);
    expect((await detail(server, token, orderNo)).timeline.at(-1)).toMatchObject({ status: '已发货', note: '生产完成，工厂已发货' });
    expect((await server.call('POST', '/api/__test__/order-status', { json: { orderNo: 'HC20990101-0001', status: '已发货' } })).status).toBe(404);
    expect((await server.call('POST', '/api/__test__/order-status', { json: { orderNo, status: '发货了' } })).status).toBe(400);
  });

  it('is not there without test hooks', async () => {
    const server = await createTestServer();
    expect((await server.call('POST', '/api/__test__/order-status', { json: { orderNo: 'x', status: '已发货' } })).status).toBe(404);
  });
});
