/**
 * Paying an order or a balance top-up through a real provider (WeChat Pay, Alipay),
 * provider-neutral: what the shop promises whichever provider took the money.
 *
 * - An attempt is a `payments` row asking for exactly the order's payable (a top-up's: a
 *   `recharge_payments` row asking for its amount); its id is our 商户订单号.
 * - A paid notice (a verified callback, or the provider's answer to our query) is applied once:
 *   checked against the attempt (merchant, app, amount in fen), then the order moves on with the
 *   conditional UPDATE of transitions.ts. A replay finds the attempt settled and pays nothing twice.
 * - Money that arrives for an order that can no longer take it (cancelled for timeout meanwhile,
 *   or paid another way), or for a top-up another attempt paid, is refunded through the provider
 *   that took it, and the customer told.
 * - A callback that never came is found by querying the provider when the customer returns to the
 *   result page and by the sweep (reconcileOnlinePayments).
 * Provider calls never run inside a database transaction: the row is written first, the call
 * made, its answer applied in a transaction of its own.
 */
import type { DatabaseSync } from 'node:sqlite';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { formatFen } from '../../src/lib/format/money.ts';
import type { OnlinePayment } from '../../src/wire/payments.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, intOf, nullableIntOf, nullableTextOf, textOf } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { logger as log } from '../core/log.ts';
import { addPaymentGrowth } from '../ledger/growth-store.ts';
import { addCustomerMessage } from '../messages/store.ts';
import { cancelIfOverdue } from '../orders/deadlines.ts';
import { addOrderEvent } from '../orders/store.ts';
import { assertMovable, moveOrder, orderRefOf, paidEventStatus, statusAfterPayment, type OrderRef } from '../orders/transitions.ts';
import { creditRecharge, rechargeMessages } from '../recharges/store.ts';
import { ProviderError, type Channel, type OnlinePayments, type PaidNotice, type PaymentProvider, type ProviderId } from './providers/provider.ts';

export type { OnlinePayments } from './providers/provider.ts';


export interface OnlineDeps {
  readonly db: DatabaseSync;
  readonly now: () => Date;
  readonly online: OnlinePayments;
}

export const providerNames: Record<ProviderId, string> = { wechat: '微信支付', alipay: '支付宝' };
/** How the order's timeline names a payment: 「微信支付 ¥x」, 「支付宝支付 ¥x」. */
const paidLabels: Record<ProviderId, string> = { wechat: '微信支付', alipay: '支付宝支付' };

export const onlineMessages = {
  notConfigured: (provider: ProviderId) => `本店未开通${providerNames[provider]}，请选择其他支付方式`,
  channelNotOffered: (provider: ProviderId) => `${providerNames[provider]}不支持这种付款方式，请选择其他方式`,
  unavailable: (provider: ProviderId) => `${providerNames[provider]}暂时无法下单，未扣款；请稍后再试或改用其他支付方式`,
  nothingToPay: '应付金额为 ¥0.00，无需在线支付，请使用余额支付',
  tooManyAttempts: '发起支付过于频繁，请稍后再试（未完成的支付仍可继续）',
  lateRefund: (provider: ProviderId, amount: number) => `订单已取消，您经${providerNames[provider]}支付的 ${formatFen(amount)} 将原路退回，本次未扣款`,
  paidElsewhereRefund: (provider: ProviderId, amount: number) => `订单已用其他方式支付，您经${providerNames[provider]}支付的 ${formatFen(amount)} 将原路退回`,
  rechargePaidElsewhere: (provider: ProviderId, amount: number) => `充值单已由另一次支付入账，您经${providerNames[provider]}支付的 ${formatFen(amount)} 将原路退回`,
  closed: '支付未完成（支付已关闭），未扣款',
  orderGone: '订单已不能付款，支付已关闭，未扣款',
  paid: '支付成功',
} as const;

/** Attempts a customer may open in an hour across all orders: the providers are shared. */
export const attemptsPerHour = 30;
const hourMs = 60 * 60 * 1000;
/** The shortest life of a payment at the provider, when the order's deadline is sooner or absent. */
const minimumLifeMs = 5 * 60 * 1000;
/** How long a payment stays open at the provider at most (WeChat Native's code_url lives 2 h). */
const maximumLifeMs = 2 * hourMs;
/** Between two queries of the same attempt. */
const queryGapMs = 3000;

const attemptId = () => randomBytes(18).toString('base64url');
const kindTitles = { customized: '定制订单', consumable: '耗材订单', package: '设计套餐' } as const;

/** The result page of an order on the shop's own origin. */
export const resultUrlOf = (origin: string, orderNo: string) => `${origin}/order/paymentResult/index?orderNo=${encodeURIComponent(orderNo)}`;
export const rechargeResultUrlOf = (origin: string, rechargeNo: string) => `${origin}/order/paymentResult/index?rechargeNo=${encodeURIComponent(rechargeNo)}`;
export const notifyUrlOf = (origin: string, provider: ProviderId) => `${origin}/api/payment-notify/${provider}`;
/** Our own hop to a redirecting provider's page: the browser only ever follows a same-origin URL. */
export const goPathOf = (paymentId: string) => `/api/shop-payment/go/${paymentId}`;

/** A QR code as a square of modules ('1' dark), which the page draws itself (nothing rendered as HTML). */
export function qrModulesOf(text: string): { size: number; modules: string } {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let modules = '';
  for (let i = 0; i < code.modules.data.length; i += 1) modules += code.modules.data[i] ? '1' : '0';
  return { size: code.modules.size, modules };
}

function providerOf(online: OnlinePayments, provider: ProviderId): PaymentProvider {
  const found = online.providers.get(provider);
  if (found === undefined) throw new HttpError(409, onlineMessages.notConfigured(provider));
  return found;
}

/** Which attempts table holds an attempt: an order's, or a top-up's. */
export type AttemptTable = 'payments' | 'recharge_payments';

/** What the provider is asked for, once the attempt is written. */
interface Asked {
  table: AttemptTable;
  id: string;
  amount: number;
  description: string;
  returnUrl: string;
  resultPath: string;
  expiresAt: number;
}

/** Attempts at the providers the customer opened within the last hour, orders and top-ups together. */
function recentAttempts(db: DatabaseSync, customerId: number, since: number): number {
  const row = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM payments WHERE customer_id = :c AND provider <> 'mock' AND created_at > :t)
            + (SELECT COUNT(*) FROM recharge_payments WHERE customer_id = :c AND provider <> 'mock' AND created_at > :t) AS n`,
    )
    .get({ c: customerId, t: since });
  return intOf(row ?? {}, 'n');
}

/** The provider, checked to offer the channel. */
function channelProvider(online: OnlinePayments, providerId: ProviderId, channel: Channel): PaymentProvider {
  const provider = providerOf(online, providerId);
  if (!provider.channels.includes(channel)) throw new HttpError(409, onlineMessages.channelNotOffered(providerId));
  return provider;
}

/**
 * Opens a payment of a 待付款 order at the provider: writes the attempt, asks the provider, and
 * answers the QR code to show or the hop to send the browser to. A provider that fails leaves the
 * attempt failed and the order as it was (502 with a sentence).
 */
export async function openProviderPayment(
  deps: OnlineDeps,
  request: { customerId: number; orderNo: string; provider: ProviderId; channel: Channel; clientIp: string },
): Promise<OnlinePayment> {
  const { db, online } = deps;
  const provider = channelProvider(online, request.provider, request.channel);
  const at = deps.now().getTime();
  cancelIfOverdue(db, orderRefOf(db, request.customerId, request.orderNo).id, at);
  const asked = inTransaction(db, (): Asked => {
    const order = orderRefOf(db, request.customerId, request.orderNo);
    assertMovable(order, 'pay');
    if (order.payable <= 0) throw new HttpError(409, onlineMessages.nothingToPay);
    if (recentAttempts(db, request.customerId, at - hourMs) >= attemptsPerHour) throw new HttpError(429, onlineMessages.tooManyAttempts);
    const payBy = nullableIntOf(db.prepare('SELECT pay_by FROM orders WHERE id = ?').get(order.id) ?? {}, 'pay_by');
    const id = attemptId();
    db.prepare("INSERT INTO payments (id, order_id, customer_id, method, status, created_at, provider, channel, amount) VALUES (?, ?, ?, 'online', 'pending', ?, ?, ?, ?)").run(
      id,
      order.id,
      request.customerId,
      at,
      request.provider,
      request.channel,
      order.payable,
    );
    return {
      table: 'payments',
      id,
      amount: order.payable,
      description: `${kindTitles[order.kind]} ${order.orderNo}`,
      returnUrl: resultUrlOf(online.origin, order.orderNo),
      resultPath: resultUrlOf('', order.orderNo),
      expiresAt: Math.min(at + maximumLifeMs, Math.max(at + minimumLifeMs, payBy ?? at + maximumLifeMs)),
    };
  });
  return askProvider(deps, provider, request, asked);
}

/** Opens a payment of the customer's 待支付 top-up at the provider, as for an order. */
export async function openProviderRecharge(
  deps: OnlineDeps,
  request: { customerId: number; rechargeNo: string; provider: ProviderId; channel: Channel; clientIp: string },
): Promise<OnlinePayment> {
  const { db, online } = deps;
  const provider = channelProvider(online, request.provider, request.channel);
  const at = deps.now().getTime();
  const asked = inTransaction(db, (): Asked => {
    const row = db.prepare('SELECT id, status, amount FROM recharges WHERE recharge_no = ? AND customer_id = ?').get(request.rechargeNo, request.customerId);
    if (row === undefined) throw new HttpError(404, rechargeMessages.notFound);
    if (textOf(row, 'status') !== '待支付') throw new HttpError(409, rechargeMessages.alreadyPaid);
    if (recentAttempts(db, request.customerId, at - hourMs) >= attemptsPerHour) throw new HttpError(429, onlineMessages.tooManyAttempts);
    const id = attemptId();
    db.prepare("INSERT INTO recharge_payments (id, recharge_id, customer_id, status, created_at, provider, channel, amount) VALUES (?, ?, ?, 'pending', ?, ?, ?, ?)").run(
      id,
      intOf(row, 'id'),
      request.customerId,
      at,
      request.provider,
      request.channel,
      intOf(row, 'amount'),
    );
    return {
      table: 'recharge_payments',
      id,
      amount: intOf(row, 'amount'),
      description: `余额充值 ${request.rechargeNo}`,
      returnUrl: rechargeResultUrlOf(online.origin, request.rechargeNo),
      resultPath: rechargeResultUrlOf('', request.rechargeNo),
      expiresAt: at + maximumLifeMs,
    };
  });
  return askProvider(deps, provider, request, asked);
}

/** Asks the provider for the written attempt; a failure leaves it failed and answers 502. */
async function askProvider(deps: OnlineDeps, provider: PaymentProvider, request: { provider: ProviderId; channel: Channel; clientIp: string }, asked: Asked): Promise<OnlinePayment> {
  const { db, online } = deps;
  const { id, table, expiresAt } = asked;
  try {
    const answer = await provider.open({
      outTradeNo: id,
      amountFen: asked.amount,
      description: asked.description,
      channel: request.channel,
      clientIp: request.clientIp,
      notifyUrl: notifyUrlOf(online.origin, request.provider),
      returnUrl: asked.returnUrl,
      expiresAt,
    });
    const common = { paymentId: id, provider: request.provider, channel: request.channel, expiresAt: new Date(expiresAt).toISOString() };
    if (answer.kind === 'qr') return { ...common, payUrl: asked.resultPath, kind: 'qr', qr: qrModulesOf(answer.codeUrl) };
    if (!allowedGateway(provider, answer.url)) throw new ProviderError(request.provider, 'the payment page is not on an origin of the provider');
    db.prepare(`UPDATE ${table} SET gateway_url = ? WHERE id = ? AND status = 'pending'`).run(answer.url, id);
    return { ...common, payUrl: goPathOf(id), kind: 'redirect' };
  } catch (error) {
    log.warn({ err: error, provider: request.provider, paymentId: id }, 'opening a provider payment failed');
    db.prepare(`UPDATE ${table} SET status = 'failed', message = ?, settled_at = ? WHERE id = ? AND status = 'pending'`).run(onlineMessages.unavailable(request.provider), deps.now().getTime(), id);
    throw new HttpError(502, onlineMessages.unavailable(request.provider));
  }
}

function allowedGateway(provider: PaymentProvider, url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && provider.gatewayOrigins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/**
 * Where /go/{paymentId} sends the browser: the provider's page of a pending redirecting attempt
 * (checked again against the provider's origins), else the order's result page.
 */
export function gatewayTarget(deps: OnlineDeps, paymentId: string): { url: string; external: boolean } | null {
  const { db } = deps;
  const order = db.prepare('SELECT p.status, p.provider, p.gateway_url, o.order_no FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ?').get(paymentId);
  const recharge =
    order === undefined ? db.prepare('SELECT p.status, p.provider, p.gateway_url, r.recharge_no FROM recharge_payments p JOIN recharges r ON r.id = p.recharge_id WHERE p.id = ?').get(paymentId) : undefined;
  const row = order ?? recharge;
  if (row === undefined) return null;
  const result = order !== undefined ? resultUrlOf('', textOf(order, 'order_no')) : rechargeResultUrlOf('', textOf(row, 'recharge_no'));
  const url = nullableTextOf(row, 'gateway_url');
  const provider = deps.online.providers.get(textOf(row, 'provider') as ProviderId);
  if (textOf(row, 'status') !== 'pending' || url === null || provider === undefined || !allowedGateway(provider, url)) return { url: result, external: false };
  return { url, external: true };
}

interface AttemptRow {
  id: string;
  table: AttemptTable;
  /** The order's id, or the top-up's. */
  subjectId: number;
  customerId: number;
  provider: ProviderId;
  status: string;
  amount: number;
  providerTradeNo: string | null;
}

function attemptOf(db: DatabaseSync, paymentId: string): AttemptRow | null {
  for (const [table, subject] of [['payments', 'order_id'], ['recharge_payments', 'recharge_id']] as const) {
    const row = db.prepare(`SELECT id, ${subject} AS subject, customer_id, provider, status, amount, provider_trade_no FROM ${table} WHERE id = ? AND provider <> 'mock'`).get(paymentId);
    if (row === undefined) continue;
    return {
      id: textOf(row, 'id'),
      table,
      subjectId: intOf(row, 'subject'),
      customerId: intOf(row, 'customer_id'),
      provider: textOf(row, 'provider') as ProviderId,
      status: textOf(row, 'status'),
      amount: nullableIntOf(row, 'amount') ?? 0,
      providerTradeNo: nullableTextOf(row, 'provider_trade_no'),
    };
  }
  return null;
}

function orderRefById(db: DatabaseSync, orderId: number, customerId: number): OrderRef {
  const row = db.prepare('SELECT order_no FROM orders WHERE id = ?').get(orderId);
  return orderRefOf(db, customerId, textOf(row ?? {}, 'order_no'));
}

export type NoticeOutcome = 'applied' | 'duplicate' | 'late' | 'mismatch';

function recordNotice(db: DatabaseSync, provider: ProviderId, paymentId: string | null, outcome: NoticeOutcome | 'rejected' | 'ignored', detail: string, at: number): void {
  db.prepare('INSERT INTO payment_notices (provider, payment_id, outcome, detail, received_at) VALUES (?, ?, ?, ?, ?)').run(provider, paymentId, outcome, detail.slice(0, 500), at);
}

/** A callback that failed verification or needed nothing: kept as a trace, nothing else changes. */
export function recordUnusedNotice(db: DatabaseSync, provider: ProviderId, outcome: 'rejected' | 'ignored', detail: string, at: number): void {
  recordNotice(db, provider, null, outcome, detail, at);
}

/**
 * Applies a payment the provider says succeeded (from a verified callback or a query), once.
 * 'mismatch': not our attempt, another merchant or app, or another amount — nothing changes.
 * 'duplicate': the attempt was settled before (a replay). 'late': the money came for an order
 * that can no longer take it, and its refund is queued (runRefunds sends it).
 */
export function applyPaidNotice(deps: OnlineDeps, providerId: ProviderId, notice: PaidNotice, source: 'notice' | 'query'): NoticeOutcome {
  const { db } = deps;
  const at = deps.now().getTime();
  const provider = deps.online.providers.get(providerId);
  return inTransaction(db, () => {
    const attempt = attemptOf(db, notice.outTradeNo);
    const problem =
      attempt === null || attempt.provider !== providerId
        ? 'unknown attempt'
        : provider === undefined || notice.accountId !== provider.accountId || (provider.appId !== undefined && notice.appId !== undefined && notice.appId !== provider.appId)
          ? 'another merchant or app'
          : notice.amountFen !== attempt.amount
            ? `amount ${notice.amountFen} instead of ${attempt.amount}`
            : null;
    if (problem !== null || attempt === null) {
      recordNotice(db, providerId, attempt?.id ?? null, 'mismatch', `${source}: ${problem ?? ''}`, at);
      return 'mismatch';
    }
    if (attempt.providerTradeNo !== null || attempt.status === 'paid') {
      recordNotice(db, providerId, attempt.id, 'duplicate', source, at);
      return 'duplicate';
    }
    const outcome = attempt.table === 'payments' ? applyToOrder(db, attempt, providerId, notice, at) : applyToRecharge(db, attempt, providerId, notice, at);
    recordNotice(db, providerId, attempt.id, outcome, source, at);
    return outcome;
  });
}

/** A top-up's payment: credited once (balance, 充值 ledger line); one paid by another attempt meanwhile is refunded. */
function applyToRecharge(db: DatabaseSync, attempt: AttemptRow, providerId: ProviderId, notice: PaidNotice, at: number): NoticeOutcome {
  const rechargeNo = textOf(db.prepare('SELECT recharge_no FROM recharges WHERE id = ?').get(attempt.subjectId) ?? {}, 'recharge_no');
  if (creditRecharge(db, attempt.subjectId, at, notice.providerTradeNo, providerNames[providerId])) {
    db.prepare("UPDATE recharge_payments SET status = 'paid', message = ?, settled_at = ?, provider_trade_no = ?, paid_amount = ? WHERE id = ?").run(rechargeMessages.paid, at, notice.providerTradeNo, notice.amountFen, attempt.id);
    return 'applied';
  }
  const message = onlineMessages.rechargePaidElsewhere(providerId, notice.amountFen);
  db.prepare("UPDATE recharge_payments SET status = 'failed', message = ?, settled_at = ?, provider_trade_no = ?, paid_amount = ? WHERE id = ?").run(message, at, notice.providerTradeNo, notice.amountFen, attempt.id);
  queueRefund(db, { paymentId: attempt.id, provider: providerId, customerId: attempt.customerId, rechargeId: attempt.subjectId, amount: notice.amountFen, total: notice.amountFen, reason: '充值单已入账，重复支付自动退款', at });
  addCustomerMessage(db, {
    customerId: attempt.customerId,
    kind: 'refunded',
    title: `充值单 ${rechargeNo} 的重复付款将原路退回`,
    body: `${message}。退款一般 1–3 个工作日内到账。`,
    link: rechargeResultUrlOf('', rechargeNo),
    at,
  });
  return 'late';
}

/** An order's payment: it moves on once; money for an order that can no longer take it is refunded. */
function applyToOrder(db: DatabaseSync, attempt: AttemptRow, providerId: ProviderId, notice: PaidNotice, at: number): NoticeOutcome {
  {
    const order = orderRefById(db, attempt.subjectId, attempt.customerId);
    const paidAt = Math.min(at, notice.paidAt);
    const name = providerNames[providerId];
    let outcome: NoticeOutcome = 'late';
    if (order.status === '待付款') {
      try {
        // Paid at the provider before the deadline counts even if the notice comes after it.
        moveOrder(db, order, 'pay', statusAfterPayment(order.kind), paidAt, { paidAt, paymentMethod: 'online' });
        outcome = 'applied';
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
    if (outcome === 'applied') {
      db.prepare('UPDATE orders SET paid_via = ? WHERE id = ?').run(providerId, order.id);
      addOrderEvent(db, order.id, paidEventStatus(order.kind), `${paidLabels[providerId]} ${formatFen(notice.amountFen)}（交易号 ${notice.providerTradeNo}）`, at);
      addPaymentGrowth(db, attempt.customerId, order.orderNo, order.payable, at);
      db.prepare("UPDATE payments SET status = 'paid', message = ?, settled_at = ?, provider_trade_no = ?, paid_amount = ? WHERE id = ?").run(onlineMessages.paid, at, notice.providerTradeNo, notice.amountFen, attempt.id);
    } else {
      cancelIfOverdue(db, order.id, at);
      const now = orderRefById(db, attempt.subjectId, attempt.customerId);
      const message = now.status === '已取消' ? onlineMessages.lateRefund(providerId, notice.amountFen) : onlineMessages.paidElsewhereRefund(providerId, notice.amountFen);
      db.prepare("UPDATE payments SET status = 'failed', message = ?, settled_at = ?, provider_trade_no = ?, paid_amount = ? WHERE id = ?").run(message, at, notice.providerTradeNo, notice.amountFen, attempt.id);
      const reason = now.status === '已取消' ? '订单已取消，自动退款' : '订单已用其他方式支付，自动退款';
      queueRefund(db, { paymentId: attempt.id, provider: providerId, customerId: attempt.customerId, orderId: order.id, amount: notice.amountFen, total: notice.amountFen, reason, at });
      addOrderEvent(db, order.id, now.status, `收到${name} ${formatFen(notice.amountFen)}（交易号 ${notice.providerTradeNo}），订单已不能付款，原路退款中`, at);
      addCustomerMessage(db, {
        customerId: attempt.customerId,
        kind: 'refunded',
        title: `订单 ${order.orderNo} 的付款将原路退回`,
        body: `${message}。退款一般 1–3 个工作日内到账。`,
        link: resultUrlOf('', order.orderNo),
        at,
      });
    }
    return outcome;
  }
}

/** A refund to queue: of an order's payment or of a top-up's. */
export interface RefundToQueue {
  paymentId: string;
  provider: ProviderId;
  customerId: number;
  orderId?: number;
  rechargeId?: number;
  amount: number;
  /** What the payment took. */
  total: number;
  reason: string;
  at: number;
}

/** Queues a refund of a provider payment (inside the caller's transaction); runRefunds sends it. */
export function queueRefund(db: DatabaseSync, refund: RefundToQueue): string {
  const outRefundNo = `RF${refund.at.toString(36)}${randomBytes(6).toString('hex')}`;
  db.prepare(
    "INSERT INTO payment_refunds (payment_id, provider, customer_id, order_id, recharge_id, out_refund_no, amount, total, reason, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)",
  ).run(refund.paymentId, refund.provider, refund.customerId, refund.orderId ?? null, refund.rechargeId ?? null, outRefundNo, refund.amount, refund.total, refund.reason, refund.at);
  return outRefundNo;
}

/** The provider payment that paid an order, if one did: where its refunds go back. */
export function providerPaymentOf(db: DatabaseSync, orderId: number): { paymentId: string; provider: ProviderId; paid: number; refunded: number } | null {
  const row = db.prepare("SELECT id, provider, paid_amount FROM payments WHERE order_id = ? AND status = 'paid' AND provider <> 'mock' ORDER BY settled_at DESC LIMIT 1").get(orderId);
  if (row === undefined) return null;
  const paymentId = textOf(row, 'id');
  const refunded = db.prepare("SELECT COALESCE(SUM(amount), 0) AS n FROM payment_refunds WHERE payment_id = ? AND status <> 'failed'").get(paymentId);
  return { paymentId, provider: textOf(row, 'provider') as ProviderId, paid: nullableIntOf(row, 'paid_amount') ?? 0, refunded: intOf(refunded ?? {}, 'n') };
}

interface RefundRow {
  id: number;
  paymentId: string;
  /** The order's id, or null for a top-up's refund. */
  orderId: number | null;
  customerId: number;
  /** The order's or the top-up's number. */
  no: string;
  outRefundNo: string;
  amount: number;
  total: number;
  reason: string;
  status: string;
  provider: ProviderId;
}

/**
 * Sends queued refunds to their providers and asks after the ones in progress; each answer is
 * written in a transaction of its own (the order's timeline says so, the customer is told once
 * done). A provider that is not configured any more, or fails, leaves the refund to the next run;
 * after 10 tries it is kept as failed for the factory.
 */
export async function runRefunds(deps: OnlineDeps, limit = 20): Promise<number> {
  const { db } = deps;
  const rows = db
    .prepare(
      `SELECT r.id, r.payment_id, r.order_id, r.customer_id, r.out_refund_no, r.amount, r.total, r.reason, r.status, r.provider, COALESCE(o.order_no, c.recharge_no) AS no
       FROM payment_refunds r LEFT JOIN orders o ON o.id = r.order_id LEFT JOIN recharges c ON c.id = r.recharge_id
       WHERE r.status IN ('pending', 'processing') ORDER BY r.created_at LIMIT ?`,
    )
    .all(limit);
  let settled = 0;
  for (const row of rows) {
    const refund: RefundRow = {
      id: intOf(row, 'id'),
      paymentId: textOf(row, 'payment_id'),
      orderId: nullableIntOf(row, 'order_id'),
      customerId: intOf(row, 'customer_id'),
      no: textOf(row, 'no'),
      outRefundNo: textOf(row, 'out_refund_no'),
      amount: intOf(row, 'amount'),
      total: intOf(row, 'total'),
      reason: textOf(row, 'reason'),
      status: textOf(row, 'status'),
      provider: textOf(row, 'provider') as ProviderId,
    };
    const provider = deps.online.providers.get(refund.provider);
    if (provider === undefined) continue;
    try {
      const answer =
        refund.status === 'pending'
          ? await provider.refund({ outTradeNo: refund.paymentId, outRefundNo: refund.outRefundNo, refundFen: refund.amount, totalFen: refund.total, reason: refund.reason })
          : await provider.queryRefund(refund.outRefundNo, refund.paymentId);
      if (settleRefund(deps, refund, answer.state, answer.state === 'failed' ? answer.message : answer.providerRefundNo)) settled += 1;
    } catch (error) {
      log.warn({ err: error, provider: refund.provider, refund: refund.outRefundNo }, 'a provider refund failed; retried later');
      db.prepare("UPDATE payment_refunds SET tries = tries + 1, status = CASE WHEN tries + 1 >= 10 THEN 'failed' ELSE status END, message = ? WHERE id = ? AND status IN ('pending', 'processing')").run(
        '退款渠道暂时不可用，稍后重试',
        refund.id,
      );
    }
  }
  return settled;
}

function settleRefund(deps: OnlineDeps, refund: RefundRow, state: 'done' | 'processing' | 'failed', detail: string): boolean {
  const { db } = deps;
  const at = deps.now().getTime();
  return inTransaction(db, () => {
    if (state === 'processing') {
      db.prepare("UPDATE payment_refunds SET status = 'processing', provider_refund_no = ?, tries = tries + 1 WHERE id = ? AND status = 'pending'").run(detail, refund.id);
      return false;
    }
    const done = state === 'done';
    const changed = db
      .prepare("UPDATE payment_refunds SET status = ?, provider_refund_no = COALESCE(?, provider_refund_no), message = ?, settled_at = ? WHERE id = ? AND status IN ('pending', 'processing')")
      .run(done ? 'done' : 'failed', done ? detail : null, done ? '' : detail, at, refund.id);
    if (changesOf(changed) !== 1) return false;
    const name = providerNames[refund.provider];
    const link = refund.orderId === null ? rechargeResultUrlOf('', refund.no) : resultUrlOf('', refund.no);
    if (refund.orderId !== null) {
      const status = textOf(db.prepare('SELECT status FROM orders WHERE id = ?').get(refund.orderId) ?? {}, 'status') as OrderRef['status'];
      addOrderEvent(db, refund.orderId, status, done ? `已原路退回 ${formatFen(refund.amount)} 至${name}（退款单号 ${refund.outRefundNo}）` : `${name}退款 ${formatFen(refund.amount)} 未成功，工厂将联系您处理`, at);
    }
    if (done) {
      addCustomerMessage(db, {
        customerId: refund.customerId,
        kind: 'refunded',
        title: `${refund.orderId === null ? '充值单' : '订单'} ${refund.no} 已退款 ${formatFen(refund.amount)}`,
        body: `${formatFen(refund.amount)} 已原路退回您的${name}（${refund.reason}），一般 1–3 个工作日内到账。`,
        link,
        at,
      });
    }
    return true;
  });
}

/** Asks the provider how an attempt stands and applies a payment it reports (throttled per attempt). */
async function checkAttempt(deps: OnlineDeps, table: AttemptTable, paymentId: string, providerId: ProviderId): Promise<void> {
  const { db } = deps;
  const provider = deps.online.providers.get(providerId);
  if (provider === undefined) return;
  const at = deps.now().getTime();
  const claimed = db.prepare(`UPDATE ${table} SET checked_at = ? WHERE id = ? AND status = 'pending' AND (checked_at IS NULL OR checked_at <= ?)`).run(at, paymentId, at - queryGapMs);
  if (changesOf(claimed) !== 1) return;
  const answer = await provider.query(paymentId);
  if (answer.state === 'paid') {
    applyPaidNotice(deps, providerId, answer.notice, 'query');
  } else if (answer.state === 'closed') {
    db.prepare(`UPDATE ${table} SET status = 'failed', message = ?, settled_at = ? WHERE id = ? AND status = 'pending'`).run(onlineMessages.closed, deps.now().getTime(), paymentId);
  }
}

/**
 * When the customer comes back to the result page: the order's (or top-up's) pending provider
 * attempts are asked after, so a callback that never came does not leave it looking unpaid.
 */
export async function checkOnReturn(deps: OnlineDeps, subject: { orderId: number } | { rechargeId: number }): Promise<void> {
  const [table, column, id] = 'orderId' in subject ? (['payments', 'order_id', subject.orderId] as const) : (['recharge_payments', 'recharge_id', subject.rechargeId] as const);
  // Every attempt still open (a customer may have scanned an older QR code), newest first, a few at most.
  const rows = deps.db.prepare(`SELECT id, provider FROM ${table} WHERE ${column} = ? AND status = 'pending' AND provider <> 'mock' ORDER BY created_at DESC LIMIT 5`).all(id);
  for (const row of rows) {
    try {
      await checkAttempt(deps, table, textOf(row, 'id'), textOf(row, 'provider') as ProviderId);
    } catch (error) {
      log.warn({ err: error, paymentId: textOf(row, 'id') }, 'querying a provider payment failed');
    }
  }
}

/**
 * The sweep's part: pending provider attempts older than a minute are asked after (paid → applied,
 * closed → failed); one whose order can no longer be paid (or whose top-up was paid) is closed at
 * the provider (and refunded if it was paid meanwhile); then queued refunds are sent. Answers how
 * many attempts it asked after and how many refunds it settled.
 */
export async function reconcileOnlinePayments(deps: OnlineDeps, limit = 50): Promise<{ checked: number; refunds: number }> {
  const { db } = deps;
  const at = deps.now().getTime();
  const rows = db
    .prepare(
      `SELECT 'payments' AS tbl, p.id AS id, p.provider AS provider, p.created_at AS created_at, o.status <> '待付款' AS gone FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.status = 'pending' AND p.provider <> 'mock' AND p.created_at <= :due AND (p.checked_at IS NULL OR p.checked_at <= :due)
       UNION ALL
       SELECT 'recharge_payments', p.id, p.provider, p.created_at, r.status <> '待支付' FROM recharge_payments p JOIN recharges r ON r.id = p.recharge_id
        WHERE p.status = 'pending' AND p.provider <> 'mock' AND p.created_at <= :due AND (p.checked_at IS NULL OR p.checked_at <= :due)
       ORDER BY created_at LIMIT :limit`,
    )
    .all({ due: at - 60_000, limit });
  let checked = 0;
  for (const row of rows) {
    const table = textOf(row, 'tbl') as AttemptTable;
    const paymentId = textOf(row, 'id');
    const providerId = textOf(row, 'provider') as ProviderId;
    const provider = deps.online.providers.get(providerId);
    if (provider === undefined) continue;
    try {
      await checkAttempt(deps, table, paymentId, providerId);
      const still = db.prepare(`SELECT 1 FROM ${table} WHERE id = ? AND status = 'pending'`).get(paymentId);
      const expired = intOf(row, 'created_at') + maximumLifeMs + hourMs < at;
      if (still !== undefined && (intOf(row, 'gone') === 1 || expired)) {
        await provider.close(paymentId);
        db.prepare(`UPDATE ${table} SET status = 'cancelled', message = ?, settled_at = ? WHERE id = ? AND status = 'pending'`).run(
          expired ? onlineMessages.closed : onlineMessages.orderGone,
          deps.now().getTime(),
          paymentId,
        );
      }
      checked += 1;
    } catch (error) {
      log.warn({ err: error, paymentId }, 'reconciling a provider payment failed');
    }
  }
  const refunds = await runRefunds(deps);
  return { checked, refunds };
}
