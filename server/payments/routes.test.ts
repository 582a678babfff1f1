import { describe, expect, it } from 'vitest';
import { OrderDetail, OrderPage } from '../../src/wire/orders.ts';
import { OnlinePayment, PaymentStatus } from '../../src/wire/payments.ts';
import { AmountFlowPage } from '../../src/wire/amount-flow.ts';
import { createTestServer, formsOf, messageOf, type TestServer } from '../test-support.ts';

/** The customer's 待付款 orders, oldest first. */
async function payableOrders(server: TestServer, token: string): Promise<string[]> {
  const page = OrderPage.parse(await (await server.call('GET', `/api/shop-order?status=${encodeURIComponent('待付款')}`, { token })).json());
  return page.records.map((order) => order.orderNo).reverse();
}

/** Balance, ledger size and the sum of the ledger, as the API answers them. */
async function wallet(server: TestServer, token: string) {
  const page = AmountFlowPage.parse(await (await server.call('GET', '/api/shop-amount-flow?size=100', { token })).json());
  return { balance: page.balance, entries: page.total, sum: page.records.reduce((total, entry) => total + entry.amount, 0), newest: page.records[0] };
}

const payBalance = (server: TestServer, token: string, orderNo: string) => server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token });

async function openOnline(server: TestServer, token: string, orderNo: string): Promise<OnlinePayment> {
  const response = await server.call('POST', `/api/shop-payment/${orderNo}/online`, { token });
  expect(response.status).toBe(201);
  return OnlinePayment.parse(await response.json());
}

/** Presses one of the gateway page's buttons as a browser would. */
async function press(server: TestServer, payUrl: string, button: string): Promise<Response> {
  const page = await (await server.app.request(payUrl)).text();
  const form = formsOf(page).find((f) => f.button === button);
  if (form === undefined) throw new Error(`no button ${button}`);
  return server.app.request(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
}

const statusOf = async (server: TestServer, token: string, orderNo: string) =>
  PaymentStatus.parse(await (await server.call('GET', `/api/shop-payment/${orderNo}`, { token })).json());

describe('balance payment', () => {
  it('deducts the payable, writes a 支付 entry with the order number and moves the order on', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    const before = await wallet(server, token);
    const response = await payBalance(server, token, orderNo);
    expect(response.status).toBe(200);
    const order = OrderDetail.parse(await response.json());
    expect(order).toMatchObject({ status: '生产中', paymentMethod: 'balance', paidAt: expect.any(String) });
    expect(order.timeline.at(-1)).toMatchObject({ status: '生产中', note: `余额支付 ¥${(order.payable / 100).toFixed(2)}` });
    const after = await wallet(server, token);
    expect(after.balance).toBe(before.balance - order.payable);
    expect(after.entries).toBe(before.entries + 1);
    expect(after.newest).toMatchObject({ type: 'payment', amount: -order.payable, orderNo, remark: '定制订单支付：外壳.stl', balanceAfter: after.balance });
    expect(after.sum).toBe(after.balance);
    expect(await statusOf(server, token, orderNo)).toMatchObject({ paid: true, method: 'balance', status: '生产中', lastAttempt: null });
  });

  it('refuses a balance below the payable and changes nothing: balance, ledger, order', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-poor');
    const [orderNo = ''] = await payableOrders(server, token);
    const before = await wallet(server, token);
    const response = await payBalance(server, token, orderNo);
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('余额不足：当前余额 ¥5.00，需支付 ¥323.40');
    expect(await wallet(server, token)).toEqual(before);
    expect(OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json()).status).toBe('待付款');
  });

  it('charges once for two payments at the same time and says the second was not needed', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    const before = await wallet(server, token);
    const answers = await Promise.all([payBalance(server, token, orderNo), payBalance(server, token, orderNo)]);
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409);
    expect(refused === undefined ? '' : await messageOf(refused)).toBe('订单已支付，无需重复付款');
    const accepted = answers.find((r) => r.status === 200);
    const { payable } = OrderDetail.parse(await accepted?.json());
    const after = await wallet(server, token);
    expect(after.entries).toBe(before.entries + 1);
    expect(after.balance).toBe(before.balance - payable);
    expect(after.sum).toBe(after.balance);
  });

  it('answers 404 for another customer\'s order and pays nothing', async () => {
    const server = await createTestServer();
    const [orderNo = ''] = await payableOrders(server, await server.login('e2e-pay'));
    const demo = await server.login('demo');
    const before = await wallet(server, demo);
    for (const path of ['balance', 'online']) {
      const response = await server.call('POST', `/api/shop-payment/${orderNo}/${path}`, { token: demo });
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('订单不存在');
    }
    expect((await server.call('GET', `/api/shop-payment/${orderNo}`, { token: demo })).status).toBe(404);
    expect(await wallet(server, demo)).toEqual(before);
  });
});

describe('online payment through the simulated gateway', () => {
  it('pays without touching the balance and returns to the result page; a replay changes nothing', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    const before = await wallet(server, token);
    const { payUrl } = await openOnline(server, token, orderNo);
    expect(payUrl).toMatch(/^\/api\/mock-pay\/[A-Za-z0-9_-]{16,}$/);
    expect(await statusOf(server, token, orderNo)).toMatchObject({ paid: false, lastAttempt: { status: 'pending' } });

    const response = await press(server, payUrl, '确认支付');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/order/paymentResult/index?orderNo=${orderNo}`);
    const paid = await statusOf(server, token, orderNo);
    expect(paid).toMatchObject({ paid: true, method: 'online', status: '生产中', lastAttempt: { status: 'paid', message: '支付成功' } });
    expect(await wallet(server, token)).toEqual(before);

    const events = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json()).timeline;
    const replay = await server.app.request(payUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'pay' }) });
    expect(replay.status).toBe(303);
    expect(OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json()).timeline).toEqual(events);
    expect(await statusOf(server, token, orderNo)).toEqual(paid);
  });

  it('fails or is cancelled without paying, and the order can still be paid', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    expect((await press(server, (await openOnline(server, token, orderNo)).payUrl, '模拟支付失败')).status).toBe(303);
    expect(await statusOf(server, token, orderNo)).toMatchObject({ paid: false, status: '待付款', lastAttempt: { status: 'failed' } });
    expect((await press(server, (await openOnline(server, token, orderNo)).payUrl, '取消支付')).status).toBe(303);
    expect(await statusOf(server, token, orderNo)).toMatchObject({ paid: false, status: '待付款', lastAttempt: { status: 'cancelled' } });
    expect((await payBalance(server, token, orderNo)).status).toBe(200);
  });

  it('charges once when the balance paid first: the gateway attempt fails with 订单已支付，本次未扣款', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    const { payUrl } = await openOnline(server, token, orderNo);
    expect((await payBalance(server, token, orderNo)).status).toBe(200);
    const afterBalance = await wallet(server, token);
    expect((await press(server, payUrl, '确认支付')).status).toBe(303);
    expect(await statusOf(server, token, orderNo)).toMatchObject({ paid: true, method: 'balance', lastAttempt: { status: 'failed', message: '订单已支付，本次未扣款' } });
    expect(await wallet(server, token)).toEqual(afterBalance);
  });

  it('pays once from two gateway tabs: the second attempt fails and the timeline has one payment', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    const tabs = [await openOnline(server, token, orderNo), await openOnline(server, token, orderNo)];
    for (const tab of tabs) expect((await press(server, tab.payUrl, '确认支付')).status).toBe(303);
    const order = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json());
    expect(order.timeline.filter((event) => event.note.startsWith('在线支付'))).toHaveLength(1);
    expect((await statusOf(server, token, orderNo)).lastAttempt).toMatchObject({ status: 'failed', message: '订单已支付，本次未扣款' });
  });

  it('refuses to open a payment for an order that is not 待付款', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    await server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token });
    const response = await server.call('POST', `/api/shop-payment/${orderNo}/online`, { token });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('订单已取消，不能付款');
  });
});

describe('the gateway page', () => {
  it('shows the order and amount under a strict CSP, escaping what it prints', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    const { payUrl } = await openOnline(server, token, orderNo);
    const odd = 'DZ<script>alert("x")</script>&?#';
    server.db.prepare('UPDATE orders SET order_no = ? WHERE order_no = ?').run(odd, orderNo);
    const response = await server.app.request(payUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('模拟支付网关');
    expect(html).toContain('DZ&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;?#');
    expect(html).not.toContain('<script>');
    expect(formsOf(html).map((form) => form.button)).toEqual(['确认支付', '模拟支付失败', '取消支付']);
    const paid = await press(server, payUrl, '确认支付');
    expect(paid.headers.get('Location')).toBe(`/order/paymentResult/index?orderNo=${encodeURIComponent(odd)}`);
  });

  it('answers 404 for an unknown attempt and 400 for an unknown button, settling nothing', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    const { payUrl } = await openOnline(server, token, orderNo);
    expect((await server.app.request('/api/mock-pay/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await server.app.request('/api/mock-pay/x', { method: 'POST', body: new URLSearchParams({ outcome: 'pay' }) })).status).toBe(404);
    expect((await server.app.request(payUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'refund' }) })).status).toBe(400);
    expect((await statusOf(server, token, orderNo)).lastAttempt?.status).toBe('pending');
  });

  it('answers 400 (not 500) for a form body that cannot be read, settling nothing', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-pay');
    const [orderNo = ''] = await payableOrders(server, token);
    const { payUrl } = await openOnline(server, token, orderNo);
    for (const type of ['multipart/form-data; boundary=abc', 'multipart/form-data', 'text/plain']) {
      const response = await server.app.request(payUrl, { method: 'POST', headers: { 'Content-Type': type }, body: 'outcome=pay' });
      expect(response.status, type).toBe(400);
      expect(await response.text()).toContain('表单内容无效');
    }
    expect((await statusOf(server, token, orderNo)).lastAttempt?.status).toBe('pending');
  });
});
