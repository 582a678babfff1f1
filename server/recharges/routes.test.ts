import { beforeEach, describe, expect, it } from 'vitest';
import { OnlinePayment } from '../../src/wire/payments.ts';
import { Recharge, RechargePage } from '../../src/wire/recharges.ts';
import { AmountFlowPage } from '../../src/wire/amount-flow.ts';
import { createTestServer, formsOf, messageOf, type TestServer } from '../test-support.ts';

describe('/api/shop-recharge', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await createTestServer();
    token = await server.login('maker');
  });

  const create = (json: unknown, as = token) => server.call('POST', '/api/shop-recharge', { token: as, json });
  const created = async (amount: number, key = `key-recharge-${amount}`) => {
    const response = await create({ amount, idempotencyKey: key });
    expect(response.status, await response.clone().text()).toBe(201);
    return Recharge.parse(await response.json());
  };
  const read = async (rechargeNo: string, as = token) => Recharge.parse(await (await server.call('GET', `/api/shop-recharge/${rechargeNo}`, { token: as })).json());
  const open = async (rechargeNo: string) => {
    const response = await server.call('POST', `/api/shop-recharge/${rechargeNo}/online`, { token });
    expect(response.status, await response.clone().text()).toBe(201);
    return OnlinePayment.parse(await response.json());
  };
  const wallet = async () => {
    const page = AmountFlowPage.parse(await (await server.call('GET', '/api/shop-amount-flow?size=100', { token })).json());
    return { balance: page.balance, entries: page.total, newest: page.records[0] };
  };
  /** Presses one of the gateway page's buttons as a browser would. */
  async function press(payUrl: string, button: string): Promise<Response> {
    const page = await (await server.app.request(payUrl)).text();
    const form = formsOf(page).find((f) => f.button === button);
    if (form === undefined) throw new Error(`no button ${button}`);
    return server.app.request(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  }

  it('creates a top-up in 待支付, numbered by the shop’s day, once per idempotency key', async () => {
    const first = await created(50_000, 'key-recharge-once');
    expect(first).toEqual({ rechargeNo: 'CZ20260301-0001', amount: 50_000, status: '待支付', createdAt: '2026-03-01T02:00:00.000Z', paidAt: null, tradeNo: null, lastAttempt: null });
    const again = await create({ amount: 50_000, idempotencyKey: 'key-recharge-once' });
    expect(again.status).toBe(200);
    expect(Recharge.parse(await again.json()).rechargeNo).toBe(first.rechargeNo);
    expect((await created(12_345)).rechargeNo).toBe('CZ20260301-0002');
    const both = await Promise.all([create({ amount: 1_000, idempotencyKey: 'key-recharge-twice' }), create({ amount: 1_000, idempotencyKey: 'key-recharge-twice' })]);
    expect(both.map((r) => r.status).toSorted()).toEqual([200, 201]);
    expect(RechargePage.parse(await (await server.call('GET', '/api/shop-recharge', { token })).json()).total).toBe(3);
  });

  it('takes a preset or any whole-fen amount from ¥10.00 to ¥50,000.00, and nothing else', async () => {
    await created(1_000);
    await created(5_000_000);
    await created(12_345);
    for (const [amount, message] of [
      [999, '充值金额须在 ¥10.00 至 ¥50,000.00 之间'],
      [5_000_001, '充值金额须在 ¥10.00 至 ¥50,000.00 之间'],
      [0, '充值金额须在 ¥10.00 至 ¥50,000.00 之间'],
      [-10_000, '充值金额须在 ¥10.00 至 ¥50,000.00 之间'],
      [10_000.5, '充值金额须精确到分'],
      ['10000', '充值金额须在 ¥10.00 至 ¥50,000.00 之间'],
    ] as const) {
      const response = await create({ amount, idempotencyKey: `key-recharge-bad-${String(amount)}` });
      expect(response.status, String(amount)).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
  });

  it('credits the balance once paid at the gateway: one 充值 line with the gateway’s trade number, the top-up 已支付', async () => {
    const before = await wallet();
    const recharge = await created(50_000);
    const { payUrl } = await open(recharge.rechargeNo);
    const page = await (await server.app.request(payUrl)).text();
    expect(page).toContain('充值单号');
    expect(page).toContain(recharge.rechargeNo);
    expect(page).toContain('¥500.00');
    server.advance(60_000);
    const paid = await press(payUrl, '确认支付');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/order/paymentResult/index?rechargeNo=${recharge.rechargeNo}`);

    const after = await read(recharge.rechargeNo);
    expect(after).toMatchObject({ status: '已支付', paidAt: '2026-03-01T02:01:00.000Z', tradeNo: expect.stringMatching(/^MP20260301\d{14}$/), lastAttempt: { status: 'paid', message: '充值成功' } });
    const ledger = await wallet();
    expect(ledger.balance).toBe(before.balance + 50_000);
    expect(ledger.entries).toBe(before.entries + 1);
    expect(ledger.newest).toMatchObject({
      type: 'recharge',
      amount: 50_000,
      balanceAfter: ledger.balance,
      orderNo: null,
      remark: `在线充值 ${recharge.rechargeNo}（模拟支付，交易号 ${after.tradeNo ?? ''}）`,
    });
    const opened = await server.call('POST', `/api/shop-recharge/${recharge.rechargeNo}/online`, { token });
    expect(opened.status).toBe(409);
    expect(await messageOf(opened)).toBe('充值单已支付，无需重复支付');
  });

  it('changes nothing when the payment fails or is cancelled, and the top-up can still be paid', async () => {
    const before = await wallet();
    const recharge = await created(20_000);
    const failed = await press((await open(recharge.rechargeNo)).payUrl, '模拟支付失败');
    expect(failed.headers.get('location')).toBe(`/order/paymentResult/index?rechargeNo=${recharge.rechargeNo}`);
    expect(await read(recharge.rechargeNo)).toMatchObject({ status: '待支付', tradeNo: null, lastAttempt: { status: 'failed', message: '模拟支付失败：支付渠道返回错误，未扣款' } });
    await press((await open(recharge.rechargeNo)).payUrl, '取消支付');
    expect(await read(recharge.rechargeNo)).toMatchObject({ status: '待支付', lastAttempt: { status: 'cancelled', message: '已取消支付，未扣款' } });
    expect(await wallet()).toEqual(before);

    await press((await open(recharge.rechargeNo)).payUrl, '确认支付');
    expect((await wallet()).balance).toBe(before.balance + 20_000);
  });

  it('credits once when two attempts of one top-up are paid, one after the other or at once', async () => {
    const before = await wallet();
    const recharge = await created(30_000);
    const first = await open(recharge.rechargeNo);
    const second = await open(recharge.rechargeNo);
    const third = await open(recharge.rechargeNo);
    await press(first.payUrl, '确认支付');
    await press(second.payUrl, '确认支付');
    expect(await (await server.app.request(second.payUrl)).text()).toContain('本次支付未成功。充值单已支付，本次未扣款');
    // A settled attempt's form sent again changes nothing either.
    await press(third.payUrl, '确认支付');
    const replay = await server.app.request(first.payUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'pay' }) });
    expect(replay.status).toBe(303);
    const after = await wallet();
    expect(after.balance).toBe(before.balance + 30_000);
    expect(after.entries).toBe(before.entries + 1);

    const other = await created(40_000);
    const attempts = [await open(other.rechargeNo), await open(other.rechargeNo), await open(other.rechargeNo)];
    const answers = await Promise.all(attempts.map((attempt) => server.app.request(attempt.payUrl, { method: 'POST', body: new URLSearchParams({ outcome: 'pay' }) })));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303]);
    const end = await wallet();
    expect(end.balance).toBe(after.balance + 40_000);
    expect(end.entries).toBe(after.entries + 1);
  });

  it("answers 404 for another customer's top-up and lists only the customer's own", async () => {
    const recharge = await created(10_000);
    const demo = await server.login('demo');
    for (const [method, path] of [
      ['GET', `/api/shop-recharge/${recharge.rechargeNo}`],
      ['POST', `/api/shop-recharge/${recharge.rechargeNo}/online`],
      ['GET', '/api/shop-recharge/CZ20990101-0001'],
    ] as const) {
      const response = await server.call(method, path, { token: demo });
      expect(response.status, path).toBe(404);
      expect(await messageOf(response)).toBe('充值单不存在');
    }
    const demoPage = RechargePage.parse(await (await server.call('GET', '/api/shop-recharge', { token: demo })).json());
    expect(demoPage.records.map((r) => r.rechargeNo)).not.toContain(recharge.rechargeNo);
    expect((await server.call('GET', '/api/shop-recharge')).status).toBe(401);
  });

  it('says online top-up is not available with simulations off (501), like online payment; reading still works', async () => {
    const off = await createTestServer({ simulations: false });
    const offToken = await off.login('maker');
    const response = await off.call('POST', '/api/shop-recharge', { token: offToken, json: { amount: 10_000, idempotencyKey: 'key-recharge-off' } });
    expect(response.status).toBe(501);
    expect(await messageOf(response)).toBe('在线支付未开通，暂不能充值');
    expect((await off.call('POST', '/api/shop-recharge/CZ20260301-0001/online', { token: offToken })).status).toBe(501);
    expect((await off.call('GET', '/api/shop-recharge', { token: offToken })).status).toBe(200);
    expect((await off.app.request('/api/mock-pay/abcdefghijklmnopqrstuvwx')).status).toBe(404);
  });
});
