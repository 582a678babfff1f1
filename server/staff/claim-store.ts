/**
 * 售后处理: the factory's claims and the one decision on each (refund, remake or refusal), by 客服
 * and 管理员. Each decision is one conditional UPDATE of a 待处理 claim (of two clerks deciding at
 * once one wins, the other is told), with its timeline row, the audit row and the customer's
 * message in the same transaction. A refund never takes the order's refunds past what was paid;
 * it goes to the balance (a 退款 ledger line, customers.balance raised by the same amount) for
 * either way of paying while the online gateway is simulated, and claim_refunds records how the
 * order was paid so a real provider's refund can be routed later.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ClaimDecision, StaffClaim, StaffClaimPage } from '../../src/wire/after-sales.ts';
import type { ClaimStatus } from '../../src/wire/after-sales.ts';
import { StoredOrderStatus } from '../../src/wire/order-status.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { orderDetailUrl } from '../../src/lib/routes/order-paths.ts';
import type { StaffContext } from '../core/app-env.ts';
import { providerNames, providerPaymentOf, queueRefund } from '../payments/online-store.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, insertedIdOf, intOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { addGrowth, growthForPayment } from '../ledger/growth-store.ts';
import { addCustomerMessage } from '../messages/store.ts';
import { addOrderEvent } from '../orders/store.ts';
import { addClaimEvent, claimOf, claimRowItem, claimRowOf, receivedAtOf } from '../after-sales/store.ts';
import { recordAudit, type AuditAction } from './audit.ts';

export const claimDecisionMessages = {
  decided: (status: string) => `售后申请当前为「${status}」，已经处理过了，请刷新后查看`,
  overRefundable: (refundable: number) => `退款金额超过可退金额：本订单最多还可退 ${formatFen(refundable)}`,
  nothingRefundable: '本订单已无可退金额',
} as const;

/** One page of the factory's claims: the open ones first (oldest first), then the decided (latest first). */
export function listFactoryClaims(db: DatabaseSync, factoryId: number, query: { status?: ClaimStatus | undefined; page: number; size: number }): StaffClaimPage {
  const params = { factory: factoryId, status: query.status ?? null };
  const where = 'WHERE c.factory_id = :factory AND (:status IS NULL OR c.status = :status)';
  const total = db.prepare(`SELECT COUNT(*) AS n FROM claims c ${where}`).get(params);
  const rows = db
    .prepare(
      `SELECT c.*, o.order_no, o.kind, u.nickname, (SELECT COUNT(*) FROM claim_photos p WHERE p.claim_id = c.id) AS photo_count
       FROM claims c JOIN orders o ON o.id = c.order_id JOIN customers u ON u.id = c.customer_id ${where}
       ORDER BY c.status = '待处理' DESC, CASE WHEN c.status = '待处理' THEN c.created_at ELSE -c.updated_at END, c.id
       LIMIT :limit OFFSET :offset`,
    )
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  return {
    records: rows.map((row) => ({ ...claimRowItem(row), customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname') } })),
    total: total === undefined ? 0 : intOf(total, 'n'),
  };
}

/** Fen refunded on the order so far, by every claim. */
function refundedOn(db: DatabaseSync, orderId: number): number {
  const row = db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM claim_refunds WHERE order_id = ?').get(orderId);
  return row === undefined ? 0 : intOf(row, 'n');
}

/** What the order's customer paid (0 for an order never paid). */
const paidOf = (order: Row): number => (order['paid_at'] === null ? 0 : intOf(order, 'payable'));

function orderOf(db: DatabaseSync, orderId: number): Row {
  const order = db.prepare('SELECT id, order_no, kind, status, payable, paid_at, payment_method, customer_id FROM orders WHERE id = ?').get(orderId);
  if (order === undefined) throw new Error(`claim of a missing order ${orderId}`);
  return order;
}

/** A claim of the staff's factory as it is handled; 404 for another factory's. */
export function findFactoryClaim(db: DatabaseSync, factoryId: number, claimNo: string): StaffClaim {
  const row = claimRowOf(db, claimNo, { factoryId });
  const orderId = intOf(row, 'order_id');
  const order = orderOf(db, orderId);
  const customer = db.prepare('SELECT nickname FROM customers WHERE id = ?').get(intOf(row, 'customer_id'));
  const lines = db.prepare('SELECT name, quantity, subtotal FROM order_items WHERE order_id = ? ORDER BY position').all(orderId);
  const paid = paidOf(order);
  const refunded = refundedOn(db, orderId);
  const receivedAt = receivedAtOf(db, orderId);
  const method = nullableTextOf(order, 'payment_method');
  return {
    ...claimOf(db, row, 'staff'),
    customer: { id: intOf(row, 'customer_id'), nickname: customer === undefined ? '' : textOf(customer, 'nickname') },
    order: {
      orderNo: textOf(order, 'order_no'),
      status: StoredOrderStatus.parse(textOf(order, 'status')),
      paymentMethod: method === 'balance' || method === 'online' ? method : null,
      receivedAt: receivedAt === null ? null : new Date(receivedAt).toISOString(),
      lines: lines.map((line) => ({ name: textOf(line, 'name'), quantity: intOf(line, 'quantity'), subtotal: intOf(line, 'subtotal') })),
    },
    amounts: { paid, refunded, refundable: Math.max(0, paid - refunded) },
  };
}

interface Decision {
  status: Exclude<ClaimStatus, '待处理'>;
  refunded: number;
  note: string;
  action: AuditAction;
  event: string;
  message: { kind: 'claimAnswered' | 'refunded'; title: string; body: string };
  answer: string;
}

/**
 * Decides a 待处理 claim of the staff's factory: `decide` works out the decision from the claim
 * and its order (and may refuse); the conditional UPDATE makes it the only one.
 */
function decideClaim(db: DatabaseSync, staff: StaffContext, claimNo: string, at: number, decide: (claim: Row, order: Row) => Decision, extra: (claimId: number, order: Row, decision: Decision) => void = () => {}): ClaimDecision {
  return inTransaction(db, () => {
    const claim = claimRowOf(db, claimNo, { factoryId: staff.factoryId });
    const status = textOf(claim, 'status');
    if (status !== '待处理') throw new HttpError(409, claimDecisionMessages.decided(status));
    const claimId = intOf(claim, 'id');
    const order = orderOf(db, intOf(claim, 'order_id'));
    const decision = decide(claim, order);
    const updated = db
      .prepare("UPDATE claims SET status = ?, refunded = ?, decision_note = ?, decided_by = ?, decided_at = ?, updated_at = ? WHERE id = ? AND status = '待处理'")
      .run(decision.status, decision.refunded, decision.note === '' ? null : decision.note, staff.id, at, at, claimId);
    if (changesOf(updated) !== 1) throw new HttpError(409, claimDecisionMessages.decided('已处理'));
    extra(claimId, order, decision);
    addClaimEvent(db, claimId, decision.status, 'staff', decision.event, at);
    const customerId = intOf(claim, 'customer_id');
    const orderNo = textOf(order, 'order_no');
    addCustomerMessage(db, {
      customerId,
      kind: decision.message.kind,
      title: decision.message.title,
      body: decision.message.body,
      link: orderDetailUrl(textOf(order, 'kind') === 'consumable' ? 'consumable' : 'customized', orderNo),
      at,
    });
    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: decision.action,
      subject: `claim:${claimNo}`,
      before: { status: '待处理', orderNo },
      after: { status: decision.status, ...(decision.refunded > 0 ? { refunded: decision.refunded } : {}), ...(decision.note === '' ? {} : { note: decision.note }) },
    });
    return { claim: findFactoryClaim(db, staff.factoryId, claimNo), message: decision.answer };
  });
}

/**
 * Refunds `amount` fen on the claim (≤ what the order may still refund): back through WeChat Pay
 * or Alipay when the order was paid there (queued in payment_refunds, sent by runRefunds right
 * after), else to the customer's balance with its ledger line.
 */
export function refundClaim(db: DatabaseSync, staff: StaffContext, claimNo: string, amount: number, note: string, at: number): ClaimDecision {
  return decideClaim(
    db,
    staff,
    claimNo,
    at,
    (_claim, order) => {
      const refundable = Math.max(0, paidOf(order) - refundedOn(db, intOf(order, 'id')));
      if (refundable === 0) throw new HttpError(409, claimDecisionMessages.nothingRefundable);
      if (amount > refundable) throw new HttpError(409, claimDecisionMessages.overRefundable(refundable));
      const part = amount < refundable ? '部分退款' : '全额退款';
      const money = formatFen(amount);
      const orderNo = textOf(order, 'order_no');
      const provider = providerPaymentOf(db, intOf(order, 'id'));
      const where = provider === null ? '已退回余额' : `将原路退回${providerNames[provider.provider]}`;
      const told = provider === null ? '可在余额明细中查看' : '一般 1–3 个工作日内到账，到账后另有通知';
      return {
        status: '已退款',
        refunded: amount,
        note,
        action: 'claim.refund',
        event: `${part} ${money}，${where}${note === '' ? '' : `。${note}`}`,
        message: { kind: 'refunded', title: `售后 ${claimNo} 已退款 ${money}`, body: `订单 ${orderNo} 的售后申请已${part} ${money}，${where}，${told}。${note}` },
        answer: `已退款 ${money}，${where}`,
      };
    },
    (claimId, order, decision) => {
      const customerId = intOf(order, 'customer_id');
      const orderNo = textOf(order, 'order_no');
      const provider = providerPaymentOf(db, intOf(order, 'id'));
      if (provider !== null) {
        const before = Math.max(0, paidOf(order) - refundedOn(db, intOf(order, 'id')));
        queueRefund(db, { paymentId: provider.paymentId, provider: provider.provider, customerId, orderId: intOf(order, 'id'), amount: decision.refunded, total: provider.paid, reason: `售后退款（${claimNo}）`, at });
        db.prepare("INSERT INTO claim_refunds (claim_id, order_id, amount, paid_by, destination, flow_id, created_at) VALUES (?, ?, ?, ?, 'original', NULL, ?)").run(
          claimId,
          intOf(order, 'id'),
          decision.refunded,
          nullableTextOf(order, 'payment_method'),
          at,
        );
        const lost = growthForPayment(before) - growthForPayment(before - decision.refunded);
        addGrowth(db, customerId, { kind: 'refund', delta: -lost, orderNo, remark: `售后退款 ${formatFen(decision.refunded)}` }, at);
        return;
      }
      const flow = insertedIdOf(
        db
          .prepare("INSERT INTO amount_flows (customer_id, created_at, type, amount, order_no, remark) VALUES (?, ?, 'refund', ?, ?, ?)")
          .run(customerId, at, decision.refunded, orderNo, `售后退款（${claimNo}）`),
      );
      db.prepare('UPDATE customers SET balance = balance + ? WHERE id = ?').run(decision.refunded, customerId);
      const before = Math.max(0, paidOf(order) - refundedOn(db, intOf(order, 'id')));
      db.prepare("INSERT INTO claim_refunds (claim_id, order_id, amount, paid_by, destination, flow_id, created_at) VALUES (?, ?, ?, ?, 'balance', ?, ?)").run(
        claimId,
        intOf(order, 'id'),
        decision.refunded,
        nullableTextOf(order, 'payment_method'),
        flow,
        at,
      );
      // The growth the refunded part had earned goes with it.
      const lost = growthForPayment(before) - growthForPayment(before - decision.refunded);
      addGrowth(db, customerId, { kind: 'refund', delta: -lost, orderNo, remark: `售后退款 ${formatFen(decision.refunded)}` }, at);
    },
  );
}

/** Arranges a remake: the claim 重做中, and a row on the order's timeline. */
export function remakeClaim(db: DatabaseSync, staff: StaffContext, claimNo: string, note: string, at: number): ClaimDecision {
  return decideClaim(
    db,
    staff,
    claimNo,
    at,
    (_claim, order) => ({
      status: '重做中',
      refunded: 0,
      note,
      action: 'claim.remake',
      event: `安排重做：${note}`,
      message: { kind: 'claimAnswered', title: `售后 ${claimNo} 已安排重做`, body: `订单 ${textOf(order, 'order_no')} 的售后申请已受理，工厂将为您重做：${note}` },
      answer: '已安排重做',
    }),
    (_claimId, order) => addOrderEvent(db, intOf(order, 'id'), '已完成', `售后 ${claimNo}：工厂安排重做（${note}）`, at),
  );
}

/** Refuses the claim with the reason the customer is told. */
export function refuseClaim(db: DatabaseSync, staff: StaffContext, claimNo: string, reason: string, at: number): ClaimDecision {
  return decideClaim(db, staff, claimNo, at, (_claim, order) => ({
    status: '已拒绝',
    refunded: 0,
    note: reason,
    action: 'claim.refuse',
    event: `拒绝售后：${reason}`,
    message: { kind: 'claimAnswered', title: `售后 ${claimNo} 未通过`, body: `订单 ${textOf(order, 'order_no')} 的售后申请未通过：${reason}。如有疑问请联系客服。` },
    answer: '已拒绝该售后申请',
  }));
}

