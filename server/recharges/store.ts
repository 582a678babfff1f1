/**
 * Balance top-ups (余额充值). A top-up is created 待支付 once per idempotency key and paid through
 * the simulated gateway (payments/mock-routes.ts); the attempt that pays it raises the balance,
 * writes the 充值 ledger line and marks it 已支付 in one transaction, by a conditional UPDATE, so
 * however many attempts are paid (two tabs, a replayed form) the balance rises once. A failed or
 * cancelled attempt changes nothing but itself.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { PaymentAttemptStatus, type OnlinePayment } from '../../src/wire/payments.ts';
import { RechargeStatus, type CreateRecharge, type Recharge, type RechargePage } from '../../src/wire/recharges.ts';
import { createOnce, type Created } from '../core/idempotent.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, fieldsOf, insertedIdOf, intOf, isoOf, nullableIsoOf, nullableTextOf, parsedOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { nextDocumentNumber, shopDay } from '../orders/numbers.ts';
import { lastAttemptOf, type GatewayAttempt, type GatewayOutcome } from '../payments/store.ts';

export const rechargeMessages = {
  notFound: '充值单不存在',
  alreadyPaid: '充值单已支付，无需重复支付',
  paidElsewhere: '充值单已支付，本次未扣款',
  gatewayFailed: '模拟支付失败：支付渠道返回错误，未扣款',
  gatewayCancelled: '已取消支付，未扣款',
  paid: '充值成功',
  notConfigured: '在线支付未开通，暂不能充值',
} as const;

const columns = 'r.id, r.recharge_no, r.amount, r.status, r.created_at, r.paid_at, r.trade_no';

function rechargeOf(db: DatabaseSync, row: Row): Recharge {
  return {
    ...fieldsOf(row, { rechargeNo: textOf, amount: intOf, status: parsedOf(RechargeStatus), createdAt: isoOf, paidAt: nullableIsoOf, tradeNo: nullableTextOf }),
    lastAttempt: lastAttemptOf(db, 'recharge_payments', intOf(row, 'id')),
  };
}

/** The customer's top-up by number; another customer's is the 404 of none. */
export function findRecharge(db: DatabaseSync, customerId: number, rechargeNo: string): Recharge {
  const row = db.prepare(`SELECT ${columns} FROM recharges r WHERE r.recharge_no = ? AND r.customer_id = ?`).get(rechargeNo, customerId);
  if (row === undefined) throw new HttpError(404, rechargeMessages.notFound);
  return rechargeOf(db, row);
}

/** One page of the customer's top-ups, newest first. */
export function listRecharges(db: DatabaseSync, customerId: number, { page, size }: { page: number; size: number }): RechargePage {
  const rows = db
    .prepare(`SELECT ${columns} FROM recharges r WHERE r.customer_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`)
    .all(customerId, size, (page - 1) * size);
  const total = db.prepare('SELECT COUNT(*) AS n FROM recharges WHERE customer_id = ?').get(customerId);
  return { records: rows.map((row) => rechargeOf(db, row)), total: total === undefined ? 0 : intOf(total, 'n') };
}

/** Creates a 待支付 top-up once per idempotency key; the key's top-up again when it made one. */
export function createRecharge(db: DatabaseSync, customerId: number, body: CreateRecharge, at: number): Created<string> {
  return createOnce(
    db,
    () => {
      const row = db.prepare('SELECT recharge_no FROM recharges WHERE customer_id = ? AND idempotency_key = ?').get(customerId, body.idempotencyKey);
      return row === undefined ? null : textOf(row, 'recharge_no');
    },
    () => {
      const rechargeNo = nextDocumentNumber(db, 'CZ', at);
      db.prepare("INSERT INTO recharges (recharge_no, customer_id, amount, status, idempotency_key, created_at) VALUES (?, ?, ?, '待支付', ?, ?)").run(
        rechargeNo,
        customerId,
        body.amount,
        body.idempotencyKey,
        at,
      );
      return { made: rechargeNo };
    },
  );
}

/** Opens an attempt at the simulated gateway for a 待支付 top-up of the customer. */
export function openRechargePayment(db: DatabaseSync, customerId: number, rechargeNo: string, at: number): OnlinePayment {
  return inTransaction(db, () => {
    const row = db.prepare('SELECT id, status FROM recharges WHERE recharge_no = ? AND customer_id = ?').get(rechargeNo, customerId);
    if (row === undefined) throw new HttpError(404, rechargeMessages.notFound);
    if (textOf(row, 'status') !== '待支付') throw new HttpError(409, rechargeMessages.alreadyPaid);
    const paymentId = randomBytes(18).toString('base64url');
    db.prepare("INSERT INTO recharge_payments (id, recharge_id, customer_id, status, created_at) VALUES (?, ?, ?, 'pending', ?)").run(paymentId, intOf(row, 'id'), customerId, at);
    return { paymentId, payUrl: `/api/mock-pay/${paymentId}` };
  });
}

/** The gateway's view of a top-up attempt, or null when the id is not one. */
export function findRechargeAttempt(db: DatabaseSync, paymentId: string): GatewayAttempt | null {
  const row = db
    .prepare('SELECT p.id, p.status, p.message, r.recharge_no, r.amount FROM recharge_payments p JOIN recharges r ON r.id = p.recharge_id WHERE p.id = ?')
    .get(paymentId);
  if (row === undefined) return null;
  return {
    id: textOf(row, 'id'),
    kind: 'recharge',
    no: textOf(row, 'recharge_no'),
    payable: intOf(row, 'amount'),
    status: PaymentAttemptStatus.parse(textOf(row, 'status')),
    message: textOf(row, 'message'),
  };
}

/** The gateway's reference of a payment it confirmed: MP, the shop's date, 14 random digits. */
function tradeNumber(at: number): string {
  const digits = [...randomBytes(14)].map((byte) => String(byte % 10)).join('');
  return `MP${shopDay(at).replaceAll('-', '')}${digits}`;
}

/** What the ledger says of a top-up: its number and the gateway's reference. */
export const rechargeRemark = (rechargeNo: string, tradeNo: string, via = '模拟支付') => `在线充值 ${rechargeNo}（${via}，交易号 ${tradeNo}）`;

/**
 * Credits a 待支付 top-up: balance up, one 充值 ledger line, 已支付 with the trade number. Answers
 * false (and changes nothing) when it was paid already. Call inside the settling transaction.
 */
export function creditRecharge(db: DatabaseSync, rechargeId: number, at: number, tradeNo: string, via?: string): boolean {
  const row = db.prepare("SELECT customer_id, recharge_no, amount FROM recharges WHERE id = ? AND status = '待支付'").get(rechargeId);
  if (row === undefined) return false;
  const customerId = intOf(row, 'customer_id');
  const amount = intOf(row, 'amount');
  const flow = db
    .prepare("INSERT INTO amount_flows (customer_id, created_at, type, amount, order_no, remark) VALUES (?, ?, 'recharge', ?, NULL, ?)")
    .run(customerId, at, amount, rechargeRemark(textOf(row, 'recharge_no'), tradeNo, via));
  const marked = db
    .prepare("UPDATE recharges SET status = '已支付', paid_at = ?, trade_no = ?, flow_id = ? WHERE id = ? AND status = '待支付'")
    .run(at, tradeNo, insertedIdOf(flow), rechargeId);
  // Read as 待支付 above in this same transaction.
  if (changesOf(marked) !== 1) throw new Error(`top-up ${rechargeId} changed inside its settlement`);
  db.prepare('UPDATE customers SET balance = balance + ? WHERE id = ?').run(amount, customerId);
  return true;
}

/**
 * Settles a pending top-up attempt as the customer chose at the gateway and answers the top-up's
 * number (null when the id is not a top-up attempt). 'pay' credits a 待支付 top-up; one paid
 * meanwhile makes this attempt fail without charging. A settled attempt stays as it is.
 */
export function settleRechargeAttempt(db: DatabaseSync, paymentId: string, outcome: GatewayOutcome, at: number): string | null {
  return inTransaction(db, () => {
    const row = db.prepare('SELECT p.status, p.recharge_id, r.recharge_no FROM recharge_payments p JOIN recharges r ON r.id = p.recharge_id WHERE p.id = ?').get(paymentId);
    if (row === undefined) return null;
    const rechargeNo = textOf(row, 'recharge_no');
    if (textOf(row, 'status') !== 'pending') return rechargeNo;
    let status: PaymentAttemptStatus = outcome === 'cancel' ? 'cancelled' : 'failed';
    let message: string = outcome === 'cancel' ? rechargeMessages.gatewayCancelled : rechargeMessages.gatewayFailed;
    if (outcome === 'pay') {
      if (creditRecharge(db, intOf(row, 'recharge_id'), at, tradeNumber(at))) {
        status = 'paid';
        message = rechargeMessages.paid;
      } else {
        message = rechargeMessages.paidElsewhere;
      }
    }
    db.prepare("UPDATE recharge_payments SET status = ?, message = ?, settled_at = ? WHERE id = ? AND status = 'pending'").run(status, message, at, paymentId);
    return rechargeNo;
  });
}
