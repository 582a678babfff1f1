// The payment endpoints of this folder's calls against the reference server itself (seeded, in
// memory), through the shared client as the pages use it.
import { describe, expect, test } from 'vitest';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported, logInAs } = useReferenceServer();

const payment = () => import('./payment.ts');

/** The customer's first order in 待付款. */
async function awaitingPayment(): Promise<{ orderNo: string; payable: number }> {
  const { listOrders } = await import('../orders/orders.ts');
  const found = (await listOrders({ status: '待付款', page: 1, size: 10 })).records[0];
  if (!found) throw new Error('no seeded order awaiting payment');
  return found;
}

async function balanceOf(): Promise<number> {
  const { listAmountFlow } = await import('../../islands/amount-flow/amount-flow.ts');
  return (await listAmountFlow({ page: 1, size: 1 })).balance;
}

describe('paying from the balance', () => {
  test('pays once: the order moves on, the balance drops by its payable, a second try is a quiet 409', async () => {
    await logInAs('e2e-pay');
    const { fetchPaymentStatus, payWithBalance } = await payment();
    const { orderNo, payable } = await awaitingPayment();
    const before = await balanceOf();
    const paid = await payWithBalance(orderNo);
    expect(paid).toMatchObject({ orderNo, status: '生产中', paymentMethod: 'balance' });
    expect(await balanceOf()).toBe(before - payable);
    const again = await failure(payWithBalance(orderNo));
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/已支付/);
    expect(await balanceOf()).toBe(before - payable);
    expect(await fetchPaymentStatus(orderNo)).toMatchObject({ orderNo, paid: true, method: 'balance', status: '生产中', payable });
    expect(reported).toEqual([]);
  });

  test('a balance below the payable is a quiet 409 and nothing changes', async () => {
    await logInAs('e2e-poor');
    const { fetchPaymentStatus, payWithBalance } = await payment();
    const { orderNo } = await awaitingPayment();
    const before = await balanceOf();
    const refused = await failure(payWithBalance(orderNo));
    expect([refused.status, refused.message]).toEqual([409, expect.stringMatching(/^余额不足/)]);
    expect(await balanceOf()).toBe(before);
    expect(await fetchPaymentStatus(orderNo)).toMatchObject({ paid: false, status: '待付款' });
    expect(reported).toEqual([]);
  });
});

describe('paying online', () => {
  test('opens a gateway payment at a same-site /api/mock-pay/ path the panel follows', async () => {
    await logInAs('e2e-poor');
    const { fetchPaymentStatus, payOnline } = await payment();
    const { safeGatewayUrl } = await import('../../lib/routes/order-paths.ts');
    const { orderNo } = await awaitingPayment();
    const { payUrl, paymentId } = await payOnline(orderNo);
    expect(safeGatewayUrl(payUrl, 'http://127.0.0.1')).toBe(`/api/mock-pay/${paymentId}`);
    expect((await fetchPaymentStatus(orderNo)).lastAttempt).toMatchObject({ status: 'pending' });
  });

  test("an unknown or another customer's order has no payment status, without a toast", async () => {
    await logInAs('demo');
    const { fetchPaymentStatus } = await payment();
    expect(await failure(fetchPaymentStatus('DZ00000000-0000'))).toMatchObject({ status: 404 });
    expect(reported).toEqual([]);
  });
});
