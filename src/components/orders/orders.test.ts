// The order center endpoints of this folder's calls against the reference server itself (seeded, in
// memory), through the shared client as the pages use it.
import { beforeAll, describe, expect, test } from 'vitest';
import type { OrderSummary } from '../../wire/orders.ts';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported, logInAs } = useReferenceServer();

const orders = () => import('./orders.ts');

async function findOrder(predicate: (order: OrderSummary) => boolean): Promise<OrderSummary> {
  const { listOrders } = await orders();
  const found = (await listOrders({ page: 1, size: 50 })).records.find(predicate);
  if (!found) throw new Error('no such seeded order');
  return found;
}

describe("demo's order center", () => {
  beforeAll(() => logInAs('demo'));

  test('lists orders of both kinds, newest first, when no kind is given', async () => {
    const { listOrders } = await orders();
    const page = await listOrders({ page: 1, size: 5 });
    expect(page.records).toHaveLength(5);
    expect(new Set(page.records.map((order) => order.kind))).toEqual(new Set(['customized', 'consumable']));
    const times = page.records.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('counts each status of a kind, and the list of a status holds that many', async () => {
    const { fetchOrderCounts, listOrders } = await orders();
    const counts = await fetchOrderCounts({ kind: 'consumable' });
    const byStatus = Object.values(counts.byStatus);
    expect(byStatus.reduce((sum, count) => sum + count, 0)).toBe(counts.all);
    expect(counts.byStatus['待付款']).toBeGreaterThan(0);
    const awaiting = await listOrders({ kind: 'consumable', status: '待付款', page: 1, size: 50 });
    expect(awaiting.total).toBe(counts.byStatus['待付款']);
    expect(awaiting.records.every((order) => order.kind === 'consumable' && order.status === '待付款' && order.actions.pay)).toBe(true);
  });

  test('finds an order by part of its number, and not outside the dates it was created in', async () => {
    const { listOrders } = await orders();
    const order = await findOrder((candidate) => candidate.kind === 'customized');
    const part = order.orderNo.slice(-6).toLowerCase();
    const found = await listOrders({ kind: 'customized', orderNo: part, page: 1, size: 10 });
    expect(found.records.map((candidate) => candidate.orderNo)).toContain(order.orderNo);
    const created = new Date(order.createdAt).getTime();
    const before = await listOrders({ kind: 'customized', orderNo: order.orderNo, to: new Date(created).toISOString(), page: 1, size: 10 });
    expect(before.total).toBe(0);
    const around = { from: new Date(created - 60_000).toISOString(), to: new Date(created + 60_000).toISOString() };
    expect((await listOrders({ kind: 'customized', orderNo: order.orderNo, ...around, page: 1, size: 10 })).total).toBe(1);
  });

  test('reads one order with its lines, amounts and timeline, oldest event first', async () => {
    const { fetchOrder } = await orders();
    const { orderNo } = await findOrder((candidate) => candidate.status === '已完成');
    const detail = await fetchOrder(orderNo);
    expect(detail.lines.length).toBeGreaterThan(0);
    expect(detail.goods - detail.discount + detail.shipping).toBe(detail.payable);
    expect(detail.timeline[0]?.status).toBe('待付款');
    expect(detail.timeline.at(-1)?.status).toBe('已完成');
    expect(detail.paidAt).not.toBeNull();
  });

  test("another customer's order is not found, for the detail to say so without a toast", async () => {
    const { fetchOrder } = await orders();
    await logInAs('e2e-poor');
    const { orderNo } = await findOrder(() => true);
    await logInAs('demo');
    expect(await failure(fetchOrder(orderNo))).toMatchObject({ status: 404 });
    expect(reported).toEqual([]);
  });
});

describe("e2e-order's moves", () => {
  beforeAll(() => logInAs('e2e-order'));

  test('cancelling a 待付款 order that used a coupon ends it and gives the coupon back; again is a quiet 409', async () => {
    const { cancelOrder } = await orders();
    const { fetchCouponCounts } = await import('../checkout/coupons.ts');
    const before = (await fetchCouponCounts()).unused;
    const { orderNo } = await findOrder((order) => order.kind === 'customized' && order.status === '待付款');
    const cancelled = await cancelOrder(orderNo);
    expect(cancelled.status).toBe('已取消');
    expect(cancelled.actions).toEqual({ pay: false, cancel: false, confirmReceipt: false, reorder: true });
    expect((await fetchCouponCounts()).unused).toBe(before + 1);
    expect(await failure(cancelOrder(orderNo))).toMatchObject({ status: 409 });
    expect(reported).toEqual([]);
  });

  test('confirming receipt of a shipped order completes it', async () => {
    const { confirmReceipt } = await orders();
    const { orderNo } = await findOrder((order) => order.kind === 'consumable' && order.status === '已发货');
    expect((await confirmReceipt(orderNo)).status).toBe('已完成');
  });

  test("再来一单 answers a completed order's items as they can be ordered today", async () => {
    const { fetchReorder } = await orders();
    const consumable = await findOrder((order) => order.kind === 'consumable' && order.status === '已完成');
    const again = await fetchReorder(consumable.orderNo);
    expect(again.kind).toBe('consumable');
    expect(again.items.length).toBeGreaterThan(0);
    const customised = await findOrder((order) => order.kind === 'customized' && order.status === '已完成' && order.source === 'quotation');
    const files = await fetchReorder(customised.orderNo);
    if (files.kind !== 'customized') throw new Error('a customised order reorders as files');
    expect(files.materialId).toEqual(expect.any(Number));
    expect(files.items.every((item) => item.quantity > 0 && item.file.id > 0)).toBe(true);
  });
});
