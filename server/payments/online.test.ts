/**
 * The shop's online payments end to end against local stand-ins of WeChat Pay APIv3 and Alipay
 * (their real HTTP protocols, keys made at test time): the reference API listens on a real port so
 * the stand-ins' callbacks reach it, as they would a deployment.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderDetail, OrderPage } from '../../src/wire/orders.ts';
import { OnlinePayment, PaymentMethods, PaymentStatus } from '../../src/wire/payments.ts';
import { AmountFlowPage } from '../../src/wire/amount-flow.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';
import { sweepDeadlines } from '../orders/deadlines.ts';
import { intOf, textOf } from '../core/rows.ts';
import { generateApiV3Key, generateMerchantKeys, startWechatStandIn, writeWechatTestSettings, type WechatStandIn } from './wechat/wechat-stand-in.ts';
import { generateAppKeys, startAlipayStandIn, writeAlipayTestSettings, type AlipayStandIn } from './alipay/alipay-stand-in.ts';
import { configuredPayments } from './providers/configured.ts';
import { reconcileOnlinePayments, type OnlineDeps } from './online-store.ts';
import { ConsumableQuote } from '../../src/wire/consumable-orders.ts';
import { Claim } from '../../src/wire/after-sales.ts';
import { claimForm, png } from '../after-sales/test-support.ts';
import { address, staffLogin, staffPath } from '../staff/test-support.ts';

let wechat: WechatStandIn;
let alipay: AlipayStandIn;
let env: Record<string, string>;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pay-'));
  const merchant = generateMerchantKeys();
  wechat = await startWechatStandIn({ mchid: '1900000109', appid: 'wx8888888888888888', merchantPublicKey: merchant.publicKey, apiV3Key: generateApiV3Key() });
  const appKeys = generateAppKeys();
  alipay = await startAlipayStandIn({ appId: '2021000000000001', appPublicKeyPem: appKeys.publicKeyPem });
  env = { ...writeWechatTestSettings(dir, wechat, merchant), ...writeAlipayTestSettings(dir, alipay, appKeys) };
});

afterAll(async () => {
  await wechat.close();
  await alipay.close();
});

interface Shop extends TestServer {
  origin: string;
  /** What the online payments' store needs, on the shop's clock. */
  deps: OnlineDeps;
  /** Moves the shop's clock (the stand-ins keep real time). */
  later: (ms: number) => void;
  close: () => Promise<void>;
}

/** A seeded shop on a real port with both providers configured, its clock at real time. */
async function shopWithProviders(): Promise<Shop> {
  let offset = 0;
  let fetchOf: ((request: Request, env: unknown) => Response | Promise<Response>) | null = null;
  const listening: ServerType = await new Promise((resolve) => {
    const server = serve({ fetch: (request, bindings) => (fetchOf === null ? new Response(null, { status: 503 }) : fetchOf(request, bindings)), port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  const online = configuredPayments(env, origin);
  const now = () => new Date(Date.now() + offset);
  const server = await createTestServer({ online, now });
  fetchOf = (request, bindings) => server.app.fetch(request, bindings);
  // The seed's unpaid orders were placed at its own date; give them a deadline from now.
  server.db.prepare("UPDATE orders SET pay_by = ? WHERE status = '待付款'").run(Date.now() + 24 * 60 * 60 * 1000);
  return {
    ...server,
    origin,
    deps: { db: server.db, now, online },
    later: (ms) => {
      offset += ms;
    },
    close: () => new Promise((resolve) => listening.close(() => resolve())),
  };
}

async function unpaidOrder(shop: Shop, token: string): Promise<{ orderNo: string; payable: number }> {
  const page = OrderPage.parse(await (await shop.call('GET', `/api/shop-order?status=${encodeURIComponent('待付款')}`, { token })).json());
  const order = page.records.find((record) => record.payable > 0);
  if (order === undefined) throw new Error('no unpaid order');
  return { orderNo: order.orderNo, payable: order.payable };
}

async function open(shop: Shop, token: string, orderNo: string, provider: 'wechat' | 'alipay', channel: string): Promise<OnlinePayment> {
  const response = await shop.call('POST', `/api/shop-payment/${orderNo}/provider`, { token, json: { provider, channel } });
  expect(response.status, await response.clone().text()).toBe(201);
  return OnlinePayment.parse(await response.json());
}

const statusOf = async (shop: Shop, token: string, orderNo: string) => PaymentStatus.parse(await (await shop.call('GET', `/api/shop-payment/${orderNo}`, { token })).json());
const detailOf = async (shop: Shop, token: string, orderNo: string) => OrderDetail.parse(await (await shop.call('GET', `/api/shop-order/${orderNo}`, { token })).json());

async function balanceOf(shop: Shop, token: string): Promise<number> {
  return AmountFlowPage.parse(await (await shop.call('GET', '/api/shop-amount-flow?size=1', { token })).json()).balance;
}

const noticesOf = (shop: Shop, paymentId: string) =>
  shop.db.prepare('SELECT outcome FROM payment_notices WHERE payment_id = ? ORDER BY id').all(paymentId).map((row) => textOf(row, 'outcome'));

describe('choosing a method', () => {
  it('lists the providers configured, and refuses one that is not, before anything is written', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo } = await unpaidOrder(shop, token);
    const methods = PaymentMethods.parse(await (await shop.call('GET', `/api/shop-payment/${orderNo}/methods`, { token })).json());
    expect(methods.online).toEqual([
      { provider: 'wechat', channels: ['native', 'h5'] },
      { provider: 'alipay', channels: ['page', 'wap'] },
    ]);
    await shop.close();

    const plain = await createTestServer();
    const other = await plain.login('e2e-pay');
    const [first] = OrderPage.parse(await (await plain.call('GET', `/api/shop-order?status=${encodeURIComponent('待付款')}`, { token: other })).json()).records;
    const refused = await plain.call('POST', `/api/shop-payment/${first?.orderNo ?? ''}/provider`, { token: other, json: { provider: 'wechat', channel: 'native' } });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe('本店未开通微信支付，请选择其他支付方式');
    expect(intOf(plain.db.prepare("SELECT COUNT(*) AS n FROM payments WHERE provider <> 'mock'").get() ?? {}, 'n')).toBe(0);
  });

  it("answers 404 for another customer's order", async () => {
    const shop = await shopWithProviders();
    const { orderNo } = await unpaidOrder(shop, await shop.login('e2e-pay'));
    const stranger = await shop.login('e2e-poor');
    const response = await shop.call('POST', `/api/shop-payment/${orderNo}/provider`, { token: stranger, json: { provider: 'wechat', channel: 'native' } });
    expect(response.status).toBe(404);
    await shop.close();
  });
});

describe('WeChat Pay', () => {
  it('Native: a QR code; the verified callback pays the order once, and a replay pays nothing twice', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo, payable } = await unpaidOrder(shop, token);
    const balance = await balanceOf(shop, token);
    const payment = await open(shop, token, orderNo, 'wechat', 'native');
    expect(payment.kind).toBe('qr');
    expect(payment.qr?.modules).toHaveLength((payment.qr?.size ?? 0) ** 2);
    expect(wechat.transactions.get(payment.paymentId)).toMatchObject({ trade_type: 'NATIVE', amount: { total: payable }, notify_url: `${shop.origin}/api/payment-notify/wechat` });
    expect((await statusOf(shop, token, orderNo)).paid).toBe(false);

    await wechat.pay(payment.paymentId);
    expect(wechat.deliveries.at(-1)).toMatchObject({ outTradeNo: payment.paymentId, status: 204 });
    const status = await statusOf(shop, token, orderNo);
    expect(status).toMatchObject({ paid: true, method: 'online', via: 'wechat', status: '生产中' });
    const detail = await detailOf(shop, token, orderNo);
    expect(detail.timeline.at(-1)?.note).toMatch(/^微信支付 ¥[\d.]+（交易号 \w+）$/);
    expect(await balanceOf(shop, token)).toBe(balance);

    const replay = await wechat.replayLastNotice();
    expect(replay.status).toBe(204);
    expect(noticesOf(shop, payment.paymentId)).toEqual(['applied', 'duplicate']);
    expect((await detailOf(shop, token, orderNo)).timeline.filter((event) => event.note.startsWith('微信支付'))).toHaveLength(1);
    const growth = shop.db.prepare("SELECT COUNT(*) AS n FROM growth_events WHERE order_no = ? AND kind = 'payment'").get(orderNo);
    expect(intOf(growth ?? {}, 'n')).toBe(1);
    await shop.close();
  });

  it('refuses a callback with a wrong signature or a tampered ciphertext, and one for another amount: nothing changes', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo, payable } = await unpaidOrder(shop, token);
    const payment = await open(shop, token, orderNo, 'wechat', 'native');
    for (const tamper of ['signature', 'ciphertext'] as const) {
      const answer = await wechat.sendNotice({ outTradeNo: payment.paymentId, tamper, plaintext: { ...paidResource(payment.paymentId, payable) } });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'FAIL' });
    }
    // Signed by WeChat, but for another amount than the attempt asked (a provider bug, or a forged attempt).
    await wechat.pay(payment.paymentId, { amountFen: payable - 1 });
    expect(wechat.deliveries.at(-1)?.status).toBe(400);
    expect(await statusOf(shop, token, orderNo)).toMatchObject({ paid: false, status: '待付款' });
    expect(intOf(shop.db.prepare("SELECT COUNT(*) AS n FROM payment_notices WHERE outcome = 'rejected'").get() ?? {}, 'n')).toBe(2);
    // WeChat sends a refused callback again; each is refused the same way.
    expect(new Set(noticesOf(shop, payment.paymentId))).toEqual(new Set(['mismatch']));
    await shop.close();
  });

  it('H5: the hop goes to the provider only; a lost callback is found by querying when the customer returns', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo } = await unpaidOrder(shop, token);
    const payment = await open(shop, token, orderNo, 'wechat', 'h5');
    expect(payment.payUrl).toBe(`/api/shop-payment/go/${payment.paymentId}`);
    const hop = await shop.call('GET', payment.payUrl);
    expect(hop.status).toBe(302);
    const location = hop.headers.get('Location') ?? '';
    expect(new URL(location).origin).toBe(new URL(wechat.url).origin);
    expect(new URL(location).searchParams.get('redirect_url')).toBe(`${shop.origin}/order/paymentResult/index?orderNo=${orderNo}`);

    await wechat.pay(payment.paymentId, { notify: false });
    expect(await statusOf(shop, token, orderNo)).toMatchObject({ paid: true, via: 'wechat' });
    expect(noticesOf(shop, payment.paymentId)).toEqual(['applied']);
    // Settled: the hop now leads back to the result page.
    expect((await shop.call('GET', payment.payUrl)).headers.get('Location')).toBe(`/order/paymentResult/index?orderNo=${orderNo}`);
    await shop.close();
  });

  it('a payment that arrives after the order was cancelled for timeout is refunded through WeChat Pay and the customer told', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo, payable } = await unpaidOrder(shop, token);
    shop.db.prepare('UPDATE orders SET pay_by = ? WHERE order_no = ?').run(Date.now() + 10 * 60 * 1000, orderNo);
    const payment = await open(shop, token, orderNo, 'wechat', 'native');
    shop.later(20 * 60 * 1000);
    sweepDeadlines(shop.db, Date.now() + 20 * 60 * 1000);
    expect((await statusOf(shop, token, orderNo)).status).toBe('已取消');

    await wechat.pay(payment.paymentId);
    expect(wechat.deliveries.at(-1)?.status).toBe(204);
    await waitFor(() => [...wechat.refunds.values()].some((refund) => refund.out_trade_no === payment.paymentId && refund.status === 'SUCCESS'));
    await waitFor(() => textOf(shop.db.prepare('SELECT status FROM payment_refunds WHERE payment_id = ?').get(payment.paymentId) ?? { status: '' }, 'status') === 'done');
    const refund = [...wechat.refunds.values()].find((entry) => entry.out_trade_no === payment.paymentId);
    expect(refund?.amount).toMatchObject({ refund: payable, total: payable });
    const status = await statusOf(shop, token, orderNo);
    expect(status).toMatchObject({ paid: false, status: '已取消', cancelReason: 'timeout' });
    expect(status.lastAttempt?.message).toContain('将原路退回');
    const notes = (await detailOf(shop, token, orderNo)).timeline.map((event) => event.note);
    expect(notes.some((note) => note.startsWith('已原路退回') && note.includes('微信支付'))).toBe(true);
    const messages = shop.db.prepare("SELECT title FROM customer_messages WHERE kind = 'refunded' AND title LIKE ?").all(`%${orderNo}%`);
    expect(messages.length).toBeGreaterThanOrEqual(2);
    await shop.close();
  });
});

describe('topping up the balance', () => {
  it('a top-up paid with WeChat Pay credits the balance once; a second attempt paid for it goes back through WeChat Pay', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const before = await balanceOf(shop, token);
    const created = await shop.call('POST', '/api/shop-recharge', { token, json: { amount: 20_000, idempotencyKey: 'online-top-up-0001' } });
    expect(created.status, await created.clone().text()).toBe(201);
    const { rechargeNo } = (await created.json()) as { rechargeNo: string };
    const methods = PaymentMethods.parse(await (await shop.call('GET', '/api/shop-recharge/methods', { token })).json());
    expect(methods).toMatchObject({ balance: false, bankTransfer: false, online: [{ provider: 'wechat' }, { provider: 'alipay' }] });
    const openTopUp = async () => {
      const response = await shop.call('POST', `/api/shop-recharge/${rechargeNo}/provider`, { token, json: { provider: 'wechat', channel: 'native' } });
      expect(response.status, await response.clone().text()).toBe(201);
      return OnlinePayment.parse(await response.json());
    };
    const first = await openTopUp();
    const second = await openTopUp();
    expect(first.kind).toBe('qr');
    await wechat.pay(first.paymentId, { notify: false });
    // The result page's read finds the lost callback.
    const recharge = (await (await shop.call('GET', `/api/shop-recharge/${rechargeNo}`, { token })).json()) as { status: string; tradeNo: string };
    expect(recharge.status).toBe('已支付');
    expect(await balanceOf(shop, token)).toBe(before + 20_000);
    const flows = AmountFlowPage.parse(await (await shop.call('GET', '/api/shop-amount-flow?size=5', { token })).json());
    expect(flows.records[0]).toMatchObject({ type: 'recharge', amount: 20_000, remark: `在线充值 ${rechargeNo}（微信支付，交易号 ${recharge.tradeNo}）` });

    await wechat.pay(second.paymentId);
    expect(wechat.deliveries.at(-1)?.status).toBe(204);
    await waitFor(() => [...wechat.refunds.values()].some((refund) => refund.out_trade_no === second.paymentId && refund.status === 'SUCCESS'));
    await waitFor(() => textOf(shop.db.prepare('SELECT status FROM payment_refunds WHERE payment_id = ?').get(second.paymentId) ?? { status: '' }, 'status') === 'done');
    expect(await balanceOf(shop, token)).toBe(before + 20_000);
    expect(noticesOf(shop, second.paymentId)).toEqual(['late']);
    await shop.close();
  });
});

describe('refunds that need a person', () => {
  it('a refund WeChat refuses for now is retried by the sweep, and GET /api/health says so once it is an hour old', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo } = await unpaidOrder(shop, token);
    shop.db.prepare('UPDATE orders SET pay_by = ? WHERE order_no = ?').run(Date.now() + 10 * 60 * 1000, orderNo);
    const payment = await open(shop, token, orderNo, 'wechat', 'native');
    shop.later(20 * 60 * 1000);
    sweepDeadlines(shop.db, Date.now() + 20 * 60 * 1000);
    wechat.refundShortOfBalance = true;
    try {
      await wechat.pay(payment.paymentId);
      await reconcileOnlinePayments(shop.deps);
      const refund = () => shop.db.prepare('SELECT status, tries FROM payment_refunds WHERE payment_id = ?').get(payment.paymentId);
      await waitFor(() => intOf(refund() ?? { tries: 0 }, 'tries') >= 1);
      expect(refund()).toMatchObject({ status: 'pending' });
      const health = async () => (await shop.call('GET', '/api/health')).json() as Promise<{ status: string; payments?: unknown }>;
      expect(await health()).toMatchObject({ payments: { ok: true, providers: ['wechat', 'alipay'], refundsNeedingAttention: 0 } });
      shop.later(2 * 60 * 60 * 1000);
      expect(await health()).toMatchObject({ status: 'degraded', payments: { ok: false, refundsNeedingAttention: 1 } });
      wechat.refundShortOfBalance = false;
      await reconcileOnlinePayments(shop.deps);
      expect(refund()).toMatchObject({ status: 'done' });
      expect((await health()).payments).toMatchObject({ ok: true, refundsNeedingAttention: 0 });
    } finally {
      wechat.refundShortOfBalance = false;
    }
    await shop.close();
  });
});

describe('Alipay', () => {
  it('电脑网站支付: the cashier round trip pays once; the sweep closes what is left of a cancelled order', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo, payable } = await unpaidOrder(shop, token);
    const payment = await open(shop, token, orderNo, 'alipay', 'page');
    await visitCashier(shop, payment);
    expect(alipay.trades.get(payment.paymentId)).toBeDefined();
    await alipay.pay(payment.paymentId);
    expect(alipay.notices.at(-1)).toMatchObject({ status: 200, answer: 'success' });
    expect(await statusOf(shop, token, orderNo)).toMatchObject({ paid: true, via: 'alipay' });
    expect((await alipay.replayLastNotice()).answer).toBe('success');
    expect(noticesOf(shop, payment.paymentId)).toEqual(['applied', 'duplicate']);
    expect(alipay.trades.get(payment.paymentId)).toMatchObject({ totalAmount: (payable / 100).toFixed(2) });
    await shop.close();
  });

  it('refuses a notice with a bad signature (answered fail) and changes nothing', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo, payable } = await unpaidOrder(shop, token);
    const payment = await open(shop, token, orderNo, 'alipay', 'wap');
    const notice = await alipay.sendRawNotice(
      { notify_time: '2026-12-06 12:00:00', notify_type: 'trade_status_sync', notify_id: 'n1', app_id: alipay.appId, out_trade_no: payment.paymentId, trade_no: '2026120622001', trade_status: 'TRADE_SUCCESS', total_amount: (payable / 100).toFixed(2), gmt_payment: '2026-12-06 12:00:00', charset: 'utf-8', version: '1.0' },
      { badSign: true, notifyUrl: `${shop.origin}/api/payment-notify/alipay` },
    );
    expect(notice.answer).toBe('fail');
    expect(await statusOf(shop, token, orderNo)).toMatchObject({ paid: false });
    await shop.close();
  });

  it('a lost notice is found by the sweep', async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('e2e-pay');
    const { orderNo } = await unpaidOrder(shop, token);
    const payment = await open(shop, token, orderNo, 'alipay', 'page');
    await visitCashier(shop, payment);
    await alipay.pay(payment.paymentId, { notify: false });
    shop.later(2 * 60 * 1000);
    const swept = await reconcileOnlinePayments(shop.deps);
    expect(swept.checked).toBe(1);
    expect(await statusOf(shop, token, orderNo)).toMatchObject({ paid: true, via: 'alipay' });
    expect(noticesOf(shop, payment.paymentId)).toEqual(['applied']);
    await shop.close();
  });

  it("the factory's refund of an order paid with Alipay goes back to Alipay, not to the balance", async () => {
    const shop = await shopWithProviders();
    const token = await shop.login('demo');
    const items = [{ consumableId: 1, quantity: 2 }];
    const { payable } = ConsumableQuote.parse(await (await shop.call('POST', '/api/shop-consumable-order/price', { token, json: { items, couponId: null } })).json());
    const created = await shop.call('POST', '/api/shop-order/consumable', { token, json: { items, couponId: null, address, remarks: '', expectedPayable: payable, idempotencyKey: 'online-claim-order-0001' } });
    expect(created.status, await created.clone().text()).toBe(201);
    const { orderNo } = OrderDetail.parse(await created.json());
    const payment = await open(shop, token, orderNo, 'alipay', 'page');
    await visitCashier(shop, payment);
    await alipay.pay(payment.paymentId);
    expect(await statusOf(shop, token, orderNo)).toMatchObject({ paid: true, via: 'alipay' });
    const shipped = await shop.call('POST', `${staffPath}/shipping/${orderNo}`, { token: await staffLogin(shop, 'warehouse'), json: { parcels: [{ carrier: 'SF', trackingNo: 'SF100000009999' }] } });
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    expect((await shop.call('POST', `/api/shop-order/${orderNo}/confirm-receipt`, { token })).status).toBe(200);
    const claimed = await shop.call('POST', '/api/shop-after-sales', { token, body: claimForm(orderNo, [{ name: '划痕.png', bytes: png }]) });
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    const { claimNo } = Claim.parse(await claimed.json());

    const balance = await balanceOf(shop, token);
    const refund = Math.min(1000, payable);
    const decided = await shop.call('POST', `${staffPath}/claims/${claimNo}/refund`, { token: await staffLogin(shop, 'service'), json: { amount: refund, note: '' } });
    expect(decided.status, await decided.clone().text()).toBe(200);
    expect(await decided.text()).toContain('将原路退回支付宝');
    await waitFor(() => [...alipay.refunds.values()].some((entry) => entry.outTradeNo === payment.paymentId));
    await waitFor(() => textOf(shop.db.prepare('SELECT status FROM payment_refunds WHERE payment_id = ?').get(payment.paymentId) ?? { status: '' }, 'status') === 'done');
    expect(shop.db.prepare('SELECT amount, status FROM payment_refunds WHERE payment_id = ?').all(payment.paymentId)).toEqual([{ amount: refund, status: 'done' }]);
    expect(await balanceOf(shop, token)).toBe(balance);
    const notes = (await detailOf(shop, token, orderNo)).timeline.map((event) => event.note);
    expect(notes.some((note) => note.startsWith('已原路退回') && note.includes('支付宝'))).toBe(true);
    await shop.close();
  });
});

/** WeChat's decrypted resource of a successful payment of `total` fen. */
function paidResource(outTradeNo: string, total: number): Record<string, unknown> {
  return {
    mchid: wechat.mchid,
    appid: wechat.appid,
    out_trade_no: outTradeNo,
    transaction_id: '4200000000202612060000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: new Date().toISOString().replace(/\.\d+Z$/, '+00:00'),
    amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** The browser follows our hop to Alipay's cashier, which opens the trade there (as Alipay does). */
async function visitCashier(shop: Shop, payment: OnlinePayment): Promise<void> {
  const hop = await shop.call('GET', payment.payUrl);
  expect(hop.status).toBe(302);
  const location = hop.headers.get('Location') ?? '';
  expect(new URL(location).origin).toBe(new URL(alipay.url).origin);
  expect((await fetch(location)).status).toBe(200);
}

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
