/**
 * 对公转账: a customer chooses to pay a 待付款 order by bank transfer and gets a reference code to
 * write on the transfer and 3 working days instead of the usual hold; the factory records each
 * credit of its bank statement, and a receipt carrying the reference of one of its own 待付款
 * orders with exactly the payable pays that order. Anything else — part or over payment, an
 * unknown code, another factory's order, an order paid or cancelled meanwhile — pays nothing and
 * is kept as an unmatched receipt with the reason, for the factory to send the money back.
 * Each call is one transaction (the receipt, the order's move, its event, the growth, the audit),
 * and the order moves by the conditional UPDATE of transitions.ts, so it is paid once.
 */
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { BankAccount, BankTransfer, BankTransferState } from '../../src/wire/payments.ts';
import type { AwaitingTransfer, BankAccountRequest, BankReceipt, BankReceiptOutcome, BankTransferDesk, StaffBankAccount } from '../../src/wire/staff-bank-transfers.ts';
import { BankReceiptStatus } from '../../src/wire/staff-bank-transfers.ts';
import { BANK_TRANSFER_WORKING_DAYS } from '../../src/lib/orders/order-deadlines.ts';
import { addWorkingDays } from '../../src/lib/orders/working-days.ts';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, formatReference, normaliseReference } from '../../src/lib/forms/bank-transfer-rules.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import type { StaffContext } from '../core/app-env.ts';
import { dayMs } from '../core/durations.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, insertedIdOf, intOf, isoOf, nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { addPaymentGrowth } from '../ledger/growth-store.ts';
import { cancelIfOverdue } from '../orders/deadlines.ts';
import { shopDay } from '../orders/numbers.ts';
import { addOrderEvent } from '../orders/store.ts';
import { assertMovable, moveOrder, orderRefOf, paidEventStatus, statusAfterPayment, type OrderRef } from '../orders/transitions.ts';
import { recordAudit } from '../staff/audit.ts';

export const bankTransferMessages = {
  notOffered: '本店未开通对公转账',
  consumable: '耗材订单的库存只保留 30 分钟，请使用余额或在线支付',
  nothingToPay: '订单应付金额为 0，无需转账',
  serialTaken: '该银行流水已登记',
  receivedLater: '到账日期不能晚于今天',
  receiptNotFound: '到账记录不存在（或属于其他工厂）',
  receiptClosed: '该笔到账已处理，无需再次处理',
  orderNotFound: (orderNo: string) => `订单 ${orderNo} 不存在（或不属于本工厂）`,
  unknownReference: (reference: string) => `识别码 ${reference} 不对应本工厂的任何订单；请核对附言，或退回该笔款项`,
  malformedReference: (typed: string) => `「${typed}」不是有效的识别码（8 位，形如 ZZ7K-3MQP）；请核对附言，或退回该笔款项`,
  partial: (amount: number, payable: number) =>
    `部分付款不予确认：到账 ${formatFen(amount)}，应付 ${formatFen(payable)}；请联系客户补足后再确认，或退回该笔款项`,
  over: (amount: number, payable: number) =>
    `多付款项不予确认：到账 ${formatFen(amount)}，应付 ${formatFen(payable)}；请退回该笔款项（或退回多付的 ${formatFen(amount - payable)} 后按应付金额重新登记）`,
  paidAlready: (orderNo: string) => `订单 ${orderNo} 已付款，本笔到账未确认；请退回该笔款项`,
  cancelled: (orderNo: string) => `订单 ${orderNo} 已取消，本笔到账未确认；请退回该笔款项`,
  chosen: (payBy: number) => `选择对公转账，付款期限延至 ${shopTime(payBy)}`,
  received: (amount: number, serial: string) => `对公转账到账 ${formatFen(amount)}（流水号 ${serial}）`,
} as const;

/** `YYYY-MM-DD HH:mm` in the shop's time zone (Asia/Shanghai, no daylight saving), as order events word times. */
function shopTime(time: number): string {
  return new Date(time + 8 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The deadline of an order whose customer chose 对公转账 at `at`: the same time of day,
 * BANK_TRANSFER_WORKING_DAYS working days later by the shop's calendar (Friday → Wednesday).
 */
export function bankTransferPayBy(at: number): number {
  const today = shopDay(at);
  const due = addWorkingDays(today, BANK_TRANSFER_WORKING_DAYS);
  return at + Math.round((Date.parse(due) - Date.parse(today)) / dayMs) * dayMs;
}

/** The factory's receiving account, or null while none is set. */
export function bankAccountOf(db: DatabaseSync, factoryId: number | null): BankAccount | null {
  if (factoryId === null) return null;
  const row = db.prepare('SELECT account_name, bank, account_number FROM factory_bank_accounts WHERE factory_id = ?').get(factoryId);
  return row === undefined ? null : { name: textOf(row, 'account_name'), bank: textOf(row, 'bank'), number: textOf(row, 'account_number') };
}

/** A fresh code no order holds yet; call inside the inserting transaction. */
function newReference(db: DatabaseSync): string {
  for (;;) {
    let raw = '';
    for (let i = 0; i < REFERENCE_LENGTH; i += 1) raw += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
    const reference = formatReference(raw);
    if (db.prepare('SELECT 1 FROM bank_transfers WHERE reference = ?').get(reference) === undefined) return reference;
  }
}

function transferOf(db: DatabaseSync, order: OrderRef, factoryId: number | null): BankTransfer | null {
  const row = db.prepare('SELECT t.reference, t.chosen_at, o.pay_by FROM bank_transfers t JOIN orders o ON o.id = t.order_id WHERE t.order_id = ?').get(order.id);
  const account = bankAccountOf(db, factoryId);
  if (row === undefined || account === null) return null;
  const payBy = nullableIntOf(row, 'pay_by') ?? bankTransferPayBy(intOf(row, 'chosen_at'));
  return { reference: textOf(row, 'reference'), payBy: new Date(payBy).toISOString(), account, payable: order.payable };
}

const factoryOfOrder = (db: DatabaseSync, orderId: number): number | null => {
  const row = db.prepare('SELECT factory_id FROM orders WHERE id = ?').get(orderId);
  return row === undefined ? null : nullableIntOf(row, 'factory_id');
};

/** GET /shop-payment/{orderNo}/bank-transfer: whether the order's factory takes transfers and the one chosen. */
export function bankTransferStateOf(db: DatabaseSync, customerId: number, orderNo: string): BankTransferState {
  const order = orderRefOf(db, customerId, orderNo);
  const factoryId = factoryOfOrder(db, order.id);
  const reason = bankAccountOf(db, factoryId) === null ? bankTransferMessages.notOffered : order.kind === 'consumable' ? bankTransferMessages.consumable : null;
  return { offered: reason === null, reason, transfer: transferOf(db, order, factoryId) };
}

/**
 * Chooses 对公转账 for the customer's 待付款 order: a reference code, the deadline moved to 3
 * working days from now and an order event. Asked again it answers the same code and deadline.
 */
export function chooseBankTransfer(db: DatabaseSync, customerId: number, orderNo: string, at: number): BankTransfer {
  cancelIfOverdue(db, orderRefOf(db, customerId, orderNo).id, at);
  return inTransaction(db, () => {
    const order = orderRefOf(db, customerId, orderNo);
    const factoryId = factoryOfOrder(db, order.id);
    const chosen = transferOf(db, order, factoryId);
    if (chosen !== null) return chosen;
    assertMovable(order, 'pay');
    if (order.kind === 'consumable') throw new HttpError(409, bankTransferMessages.consumable);
    if (bankAccountOf(db, factoryId) === null) throw new HttpError(409, bankTransferMessages.notOffered);
    if (order.payable <= 0) throw new HttpError(409, bankTransferMessages.nothingToPay);
    db.prepare('INSERT INTO bank_transfers (order_id, reference, chosen_at) VALUES (?, ?, ?)').run(order.id, newReference(db), at);
    const payBy = bankTransferPayBy(at);
    // The event of a 待付款 order starts its usual hold (startDeadline); the longer one replaces it.
    addOrderEvent(db, order.id, '待付款', bankTransferMessages.chosen(payBy), at);
    db.prepare("UPDATE orders SET pay_by = ? WHERE id = ? AND status = '待付款'").run(payBy, order.id);
    const answer = transferOf(db, order, factoryId);
    if (answer === null) throw new Error(`bank transfer of order ${order.orderNo} vanished while it was chosen`);
    return answer;
  });
}

/** GET /shop-staff/bank-account. */
export function staffBankAccountOf(db: DatabaseSync, factoryId: number): StaffBankAccount {
  const row = db.prepare('SELECT updated_at FROM factory_bank_accounts WHERE factory_id = ?').get(factoryId);
  return { account: bankAccountOf(db, factoryId), updatedAt: row === undefined ? null : isoOf(row, 'updated_at') };
}

/** PUT /shop-staff/bank-account: sets the account customers transfer to, audited. */
export function saveBankAccount(db: DatabaseSync, staff: StaffContext, account: BankAccountRequest, at: number): StaffBankAccount {
  return inTransaction(db, () => {
    const before = bankAccountOf(db, staff.factoryId);
    db.prepare(
      `INSERT INTO factory_bank_accounts (factory_id, account_name, bank, account_number, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (factory_id) DO UPDATE SET account_name = excluded.account_name, bank = excluded.bank, account_number = excluded.account_number, updated_at = excluded.updated_at`,
    ).run(staff.factoryId, account.name, account.bank, account.number, at);
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'bank.account', subject: '对公转账收款账户', before, after: account });
    return staffBankAccountOf(db, staff.factoryId);
  });
}

export interface ReceiptInput {
  reference: string;
  amount: number;
  payerName: string;
  bankSerial: string;
  /** YYYY-MM-DD. */
  receivedAt: string;
}

/** What recording a receipt came to; `refused` (part or over payment) answers 409 after the receipt is kept. */
export type ReceiptResult = BankReceiptOutcome & { refused: boolean };

const receiptSelect = 'SELECT r.*, o.order_no FROM bank_receipts r LEFT JOIN orders o ON o.id = r.order_id';

function receiptOf(row: Row): BankReceipt {
  return {
    id: intOf(row, 'id'),
    reference: textOf(row, 'reference'),
    amount: intOf(row, 'amount'),
    payerName: textOf(row, 'payer_name'),
    bankSerial: textOf(row, 'bank_serial'),
    receivedAt: shopDay(intOf(row, 'received_at')),
    recordedAt: isoOf(row, 'recorded_at'),
    status: BankReceiptStatus.parse(textOf(row, 'status')),
    orderNo: nullableTextOf(row, 'order_no'),
    reason: nullableTextOf(row, 'reason'),
    resolution: nullableTextOf(row, 'resolution'),
  };
}

function findReceipt(db: DatabaseSync, factoryId: number, id: number): BankReceipt {
  const row = db.prepare(`${receiptSelect} WHERE r.id = ? AND r.factory_id = ?`).get(id, factoryId);
  if (row === undefined) throw new HttpError(404, bankTransferMessages.receiptNotFound);
  return receiptOf(row);
}

/** The order of this factory a code names (whatever its status), or null. */
function orderOfReference(db: DatabaseSync, factoryId: number, reference: string): OrderRef | null {
  const row = db
    .prepare('SELECT o.order_no, o.customer_id FROM bank_transfers t JOIN orders o ON o.id = t.order_id WHERE t.reference = ? AND o.factory_id = ?')
    .get(reference, factoryId);
  return row === undefined ? null : orderRefOf(db, intOf(row, 'customer_id'), textOf(row, 'order_no'));
}

/** 00:00 of a shop day (Asia/Shanghai) in milliseconds. */
const shopDayStart = (day: string): number => Date.parse(`${day}T00:00:00+08:00`);

/**
 * POST /shop-staff/bank-transfers: records one credit of the factory's bank statement and pays
 * the order it names when it is the exact payable of a 待付款 order of this factory; otherwise
 * keeps it unmatched with the reason. A bank serial already recorded by the factory is refused
 * (409) and nothing is written.
 */
export function recordBankReceipt(db: DatabaseSync, staff: StaffContext, input: ReceiptInput, at: number): ReceiptResult {
  if (input.receivedAt > shopDay(at)) throw new HttpError(400, bankTransferMessages.receivedLater);
  return inTransaction(db, () => {
    if (db.prepare('SELECT 1 FROM bank_receipts WHERE factory_id = ? AND bank_serial = ?').get(staff.factoryId, input.bankSerial) !== undefined) {
      throw new HttpError(409, bankTransferMessages.serialTaken);
    }
    const reference = normaliseReference(input.reference);
    let reason: string | null = null;
    let refused = false;
    let paid: OrderRef | null = null;
    const found = reference === null ? null : orderOfReference(db, staff.factoryId, reference);
    if (reference === null) reason = bankTransferMessages.malformedReference(input.reference);
    else if (found === null) reason = bankTransferMessages.unknownReference(reference);
    else {
      // Paid after its deadline: the order is cancelled now and the money goes back.
      cancelIfOverdue(db, found.id, at);
      const order = orderRefOf(db, found.customerId, found.orderNo);
      if (order.status === '已取消') reason = bankTransferMessages.cancelled(order.orderNo);
      else if (order.status !== '待付款') reason = bankTransferMessages.paidAlready(order.orderNo);
      else if (input.amount < order.payable) [reason, refused] = [bankTransferMessages.partial(input.amount, order.payable), true];
      else if (input.amount > order.payable) [reason, refused] = [bankTransferMessages.over(input.amount, order.payable), true];
      else {
        moveOrder(db, order, 'pay', statusAfterPayment(order.kind), at, { paidAt: at, paymentMethod: 'online' });
        db.prepare("UPDATE orders SET paid_via = 'bank' WHERE id = ?").run(order.id);
        addOrderEvent(db, order.id, paidEventStatus(order.kind), bankTransferMessages.received(input.amount, input.bankSerial), at);
        addPaymentGrowth(db, order.customerId, order.orderNo, order.payable, at);
        paid = order;
      }
    }
    const inserted = db
      .prepare(
        `INSERT INTO bank_receipts (factory_id, reference, amount, payer_name, bank_serial, received_at, recorded_at, recorded_by, status, order_id, reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        staff.factoryId,
        reference ?? input.reference.toUpperCase(),
        input.amount,
        input.payerName,
        input.bankSerial,
        shopDayStart(input.receivedAt),
        at,
        staff.id,
        paid === null ? 'unmatched' : 'matched',
        paid?.id ?? found?.id ?? null,
        reason,
      );
    const receipt = findReceipt(db, staff.factoryId, insertedIdOf(inserted));
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'bank.receipt', subject: input.bankSerial, before: null, after: receipt });
    return { matched: paid !== null, orderNo: paid?.orderNo ?? null, reason, receipt, refused };
  });
}

const desk = { limit: 200 } as const;

/** GET /shop-staff/bank-transfers: the factory's receipts of a status and/or its orders awaiting a transfer. */
export function bankTransferDesk(db: DatabaseSync, factoryId: number, status: 'unmatched' | 'matched' | 'resolved' | 'awaiting' | undefined): BankTransferDesk {
  const receiptStatus = status === 'awaiting' ? null : (status ?? 'unmatched');
  const receipts =
    receiptStatus === null
      ? []
      : db.prepare(`${receiptSelect} WHERE r.factory_id = ? AND r.status = ? ORDER BY r.recorded_at DESC, r.id DESC LIMIT ?`).all(factoryId, receiptStatus, desk.limit).map(receiptOf);
  const awaiting: AwaitingTransfer[] =
    status === undefined || status === 'awaiting'
      ? db
          .prepare(
            `SELECT o.order_no, o.payable, o.pay_by, t.reference, t.chosen_at, c.id AS customer_id, c.nickname
             FROM bank_transfers t JOIN orders o ON o.id = t.order_id JOIN customers c ON c.id = o.customer_id
             WHERE o.factory_id = ? AND o.status = '待付款' ORDER BY o.pay_by, o.id LIMIT ?`,
          )
          .all(factoryId, desk.limit)
          .map((row) => ({
            orderNo: textOf(row, 'order_no'),
            reference: textOf(row, 'reference'),
            payable: intOf(row, 'payable'),
            payBy: isoOf(row, 'pay_by'),
            chosenAt: isoOf(row, 'chosen_at'),
            customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname') },
          }))
      : [];
  return { receipts, awaiting };
}

/** POST /shop-staff/bank-transfers/{id}/resolve: closes an unmatched receipt with what was done (e.g. 已退回付款方), audited. */
export function resolveBankReceipt(db: DatabaseSync, staff: StaffContext, id: number, resolution: { orderNo?: string | undefined; note: string }, at: number): BankReceipt {
  return inTransaction(db, () => {
    const before = findReceipt(db, staff.factoryId, id);
    let orderId: number | null = null;
    if (resolution.orderNo !== undefined && resolution.orderNo !== '') {
      const row = db.prepare('SELECT id FROM orders WHERE order_no = ? AND factory_id = ?').get(resolution.orderNo, staff.factoryId);
      if (row === undefined) throw new HttpError(404, bankTransferMessages.orderNotFound(resolution.orderNo));
      orderId = intOf(row, 'id');
    }
    const closed = db
      .prepare("UPDATE bank_receipts SET status = 'resolved', resolution = ?, resolved_at = ?, order_id = COALESCE(?, order_id) WHERE id = ? AND factory_id = ? AND status = 'unmatched'")
      .run(resolution.note, at, orderId, id, staff.factoryId);
    if (changesOf(closed) !== 1) throw new HttpError(409, bankTransferMessages.receiptClosed);
    const after = findReceipt(db, staff.factoryId, id);
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'bank.resolve', subject: before.bankSerial, before, after });
    return after;
  });
}
