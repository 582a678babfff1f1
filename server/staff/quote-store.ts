/**
 * 报价: the factory's customised orders waiting for their price (待报价: a file quoted by hand, a
 * line with a drawing or call-outs, a professional order), what an engineer needs to price them,
 * and the two decisions: confirm (a price and lead time for every line; the shop's own rules then
 * make the member discount, the coupon, shipping and payable, and the order waits for payment) or
 * decline (the order is cancelled with the reason). Each decision is one transaction with its
 * timeline entry and audit row, and moves the order by one conditional UPDATE (`… AND status =
 * '待报价'`): of two engineers deciding at once one wins, the other is told to refresh.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Address } from '../../src/wire/address.ts';
import { CouponKind } from '../../src/wire/coupons.ts';
import { FileFormat, Geometry } from '../../src/wire/files.ts';
import { OrderStatus } from '../../src/wire/order-status.ts';
import type { z } from 'zod';
import type { ConfirmQuoteRequest, DeclineQuoteRequest, QuoteQueue, StaffQuoteDetail, StaffQuoteLine } from '../../src/wire/staff.ts';
import { ORDER_GOODS_MAX_FEN } from '../../src/lib/forms/order-form-rules.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { PAYMENT_HOLD_MS } from '../../src/lib/orders/order-deadlines.ts';
import { couponBlocker, totalsOf, type CouponBlocker, type PricedCoupon } from '../../src/lib/pricing/order-totals.ts';
import type { StaffContext } from '../core/app-env.ts';
import { hourMs } from '../core/durations.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, intOf, isoOf, nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { materialPricingOf } from '../catalogue/store.ts';
import { releaseHolds } from '../orders/deadlines.ts';
import { drawingsOf } from '../orders/professional-store.ts';
import { addOrderEvent, eventOf, orderMessages } from '../orders/store.ts';
import { addCustomerMessage } from '../messages/store.ts';
import { orderDetailUrl } from '../../src/lib/routes/order-paths.ts';
import { lineChoicesOf } from '../quotation/line-choices.ts';
import { benefitsOf, scopeRuleOf } from '../quotation/quotes.ts';
import { recordAudit } from './audit.ts';
import { quoteDueOf } from './due.ts';

type ConfirmBody = z.output<typeof ConfirmQuoteRequest>;

const paymentHours = PAYMENT_HOLD_MS.customized / hourMs;

export const quoteStaffMessages = {
  taken: '该订单已由其他同事报价或已取消，请刷新',
  noLines: '该订单没有可报价的零件',
  unknownFile: '该订单没有这个文件',
  missingLine: (position: number) => `第 ${position} 行未报价：每一行都须给出单价和交期`,
  unknownLine: (position: number) => `订单没有第 ${position} 行`,
  repeatedLine: (position: number) => `第 ${position} 行重复报价`,
  tooLarge: (goods: number) =>
    `确认后的商品金额 ${formatFen(goods)} 超过单笔在线订单的上限 ${formatFen(ORDER_GOODS_MAX_FEN)}，客户无法在线付款。请核对单价，或与客户联系分批下单`,
} as const;

/** The factory's customised order by number; another factory's looks the same as none (404). */
function factoryOrderRow(db: DatabaseSync, factoryId: number, orderNo: string): Row {
  const row = db
    .prepare(
      `SELECT o.id, o.order_no, o.source, o.status, o.customer_id, c.nickname, o.created_at, o.material_id, m.name AS material_name, m.process_id,
         o.goods, o.discount, o.member_discount, o.shipping, o.payable, o.lead_days, o.coupon_id, o.remarks, o.requirements, o.quantity, o.expected_date, o.address,
         t.title AS coupon_title, t.kind AS coupon_kind, t.value AS coupon_value, t.threshold AS coupon_threshold, t.scope_kind, t.scope_processes
       FROM orders o
       JOIN customers c ON c.id = o.customer_id
       LEFT JOIN materials m ON m.id = o.material_id
       LEFT JOIN coupons t ON t.id = o.coupon_id
       WHERE o.order_no = ? AND o.factory_id = ? AND o.kind = 'customized'`,
    )
    .get(orderNo, factoryId);
  if (row === undefined) throw new HttpError(404, orderMessages.notFound);
  return row;
}

const sourceOf = (row: Row): 'quotation' | 'professional' => (textOf(row, 'source') === 'professional' ? 'professional' : 'quotation');

/** The factory's 待报价 orders, oldest due first, with what the queue shows of each. */
export function listQuotes(db: DatabaseSync, factoryId: number, at: number): QuoteQueue {
  const rows = db
    .prepare(
      `SELECT o.order_no, o.source, o.created_at, c.id AS customer_id, c.nickname,
         (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id) AS line_count,
         (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id AND i.manual = 1) AS manual_lines,
         (SELECT COALESCE(SUM(i.subtotal), 0) FROM order_items i WHERE i.order_id = o.id AND i.manual = 0) AS auto_goods
       FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE o.factory_id = ? AND o.kind = 'customized' AND o.status = '待报价'`,
    )
    .all(factoryId);
  const records = rows.map((row) => {
    const lineCount = intOf(row, 'line_count');
    const manualLines = intOf(row, 'manual_lines');
    return {
      ...quoteDueOf(textOf(row, 'order_no'), intOf(row, 'created_at'), true, at),
      source: sourceOf(row),
      customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname') },
      lineCount,
      manualLines,
      autoGoods: manualLines === lineCount ? null : intOf(row, 'auto_goods'),
    };
  });
  records.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.createdAt.localeCompare(b.createdAt) || a.orderNo.localeCompare(b.orderNo));
  return { records, total: records.length };
}

const StoredGeometry = Geometry.nullable();

/** The file's measurements as the engineer reads them, or null for a file not measured. */
function measuredOf(row: Row): StaffQuoteLine['measured'] {
  const stored = nullableTextOf(row, 'geometry');
  const geometry = StoredGeometry.parse(stored === null ? null : JSON.parse(stored));
  return geometry === null ? null : { volume: geometry.volume, area: geometry.area, bbox: geometry.bbox };
}

/** A customised order of the factory as the engineer prices it (any status: after a decision it shows the result). */
export function findQuote(db: DatabaseSync, factoryId: number, orderNo: string, at: number): StaffQuoteDetail {
  const row = factoryOrderRow(db, factoryId, orderNo);
  const id = intOf(row, 'id');
  const status = OrderStatus.parse(textOf(row, 'status'));
  const materialId = nullableIntOf(row, 'material_id');
  const materialName = nullableTextOf(row, 'material_name');
  const pricing = materialId === null ? null : materialPricingOf(db, materialId);
  const lines = db
    .prepare(
      `SELECT i.position, i.file_id, i.name, i.volume, i.unit_price, i.quantity, i.subtotal, i.manual, i.options, i.lead_days, i.breakdown,
         i.drawing_file_id, i.drawing_name, i.callouts, i.parts, f.geometry
       FROM order_items i LEFT JOIN design_files f ON f.id = i.file_id
       WHERE i.order_id = ? ORDER BY i.position`,
    )
    .all(id)
    .map((line): StaffQuoteLine => {
      const volume = line['volume'];
      return {
        position: intOf(line, 'position'),
        fileId: nullableIntOf(line, 'file_id'),
        name: textOf(line, 'name'),
        spec: materialName ?? '',
        volume: typeof volume === 'number' ? volume : null,
        unitPrice: intOf(line, 'unit_price'),
        quantity: intOf(line, 'quantity'),
        subtotal: intOf(line, 'subtotal'),
        manual: intOf(line, 'manual') === 1,
        ...lineChoicesOf(line, { pricing }),
        measured: measuredOf(line),
      };
    });
  const couponId = nullableIntOf(row, 'coupon_id');
  const createdAt = intOf(row, 'created_at');
  const due = quoteDueOf(orderNo, createdAt, status === '待报价', at);
  return {
    orderNo: textOf(row, 'order_no'),
    source: sourceOf(row),
    status,
    customer: { id: intOf(row, 'customer_id'), nickname: textOf(row, 'nickname') },
    createdAt: isoOf(row, 'created_at'),
    dueAt: due.dueAt,
    overdue: due.overdue,
    material: materialId === null || materialName === null ? null : { id: materialId, name: materialName },
    lines,
    goods: intOf(row, 'goods'),
    memberDiscount: intOf(row, 'member_discount'),
    discount: intOf(row, 'discount') - intOf(row, 'member_discount'),
    shipping: intOf(row, 'shipping'),
    payable: intOf(row, 'payable'),
    leadDays: nullableIntOf(row, 'lead_days'),
    coupon:
      couponId === null
        ? null
        : { id: couponId, title: textOf(row, 'coupon_title'), kind: CouponKind.parse(textOf(row, 'coupon_kind')), value: intOf(row, 'coupon_value'), threshold: intOf(row, 'coupon_threshold') },
    remarks: textOf(row, 'remarks'),
    requirements: nullableTextOf(row, 'requirements'),
    quantity: nullableIntOf(row, 'quantity'),
    expectedDate: nullableTextOf(row, 'expected_date'),
    drawings: sourceOf(row) === 'professional' ? drawingsOf(db, id) : [],
    address: Address.parse(JSON.parse(textOf(row, 'address'))),
    timeline: db.prepare('SELECT status, note, at FROM order_events WHERE order_id = ? ORDER BY at, id').all(id).map(eventOf),
  };
}

/** 409 unless the order as read still waits for its price. */
function assertWaiting(row: Row): void {
  if (textOf(row, 'status') !== '待报价') throw new HttpError(409, quoteStaffMessages.taken);
}

/** The one conditional move out of 待报价, with the columns `set` sets; 409 when a colleague's decision (or the customer's cancel) came first. */
function moveFromWaiting(db: DatabaseSync, orderId: number, set: string, params: Record<string, number | string | null>): void {
  const moved = db.prepare(`UPDATE orders SET ${set} WHERE id = :id AND status = '待报价'`).run({ ...params, id: orderId });
  if (changesOf(moved) !== 1) throw new HttpError(409, quoteStaffMessages.taken);
}

interface StoredLine {
  position: number;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  manual: boolean;
  leadDays: number | null;
}

function storedLines(db: DatabaseSync, orderId: number): StoredLine[] {
  return db
    .prepare('SELECT position, quantity, unit_price, subtotal, manual, lead_days FROM order_items WHERE order_id = ? ORDER BY position')
    .all(orderId)
    .map((row) => ({
      position: intOf(row, 'position'),
      quantity: intOf(row, 'quantity'),
      unitPrice: intOf(row, 'unit_price'),
      subtotal: intOf(row, 'subtotal'),
      manual: intOf(row, 'manual') === 1,
      leadDays: nullableIntOf(row, 'lead_days'),
    }));
}

/** The given prices matched to the order's lines: every line once, no other (400 otherwise). */
function pricedLines(stored: readonly StoredLine[], given: ConfirmBody['lines']): Array<StoredLine & { price: number; days: number }> {
  if (stored.length === 0) throw new HttpError(400, quoteStaffMessages.noLines);
  const byPosition = new Map<number, ConfirmBody['lines'][number]>();
  const known = new Set(stored.map((line) => line.position));
  for (const line of given) {
    if (!known.has(line.position)) throw new HttpError(400, quoteStaffMessages.unknownLine(line.position));
    if (byPosition.has(line.position)) throw new HttpError(400, quoteStaffMessages.repeatedLine(line.position));
    byPosition.set(line.position, line);
  }
  return stored.map((line) => {
    const price = byPosition.get(line.position);
    if (price === undefined) throw new HttpError(400, quoteStaffMessages.missingLine(line.position));
    return { ...line, price: price.unitPrice, days: price.leadDays };
  });
}

/** The coupon the order holds as the pricing weighs it, or null. */
function heldCoupon(row: Row): (PricedCoupon & { id: number; title: string }) | null {
  const id = nullableIntOf(row, 'coupon_id');
  if (id === null) return null;
  return {
    id,
    title: textOf(row, 'coupon_title'),
    kind: CouponKind.parse(textOf(row, 'coupon_kind')),
    value: intOf(row, 'coupon_value'),
    threshold: intOf(row, 'coupon_threshold'),
    scope: scopeRuleOf(row),
  };
}

const couponDroppedNote = (blocker: CouponBlocker, coupon: { title: string; threshold: number }): string =>
  blocker === 'threshold'
    ? `确认后的商品金额未满 ${formatFen(coupon.threshold)}，优惠券「${coupon.title}」不再适用，已退回`
    : `优惠券「${coupon.title}」不适用于确认后的订单，已退回`;

/** What the audit log keeps of an order's price. */
function priceRecord(status: string, totals: { goods: number; memberDiscount: number; discount: number; shipping: number; payable: number }, couponId: number | null, leadDays: number | null) {
  return { status, goods: totals.goods, memberDiscount: totals.memberDiscount, discount: totals.discount, shipping: totals.shipping, payable: totals.payable, couponId, leadDays };
}

/**
 * Confirms the price of a 待报价 order: every line at the engineer's unit price and lead days; goods,
 * the member discount (the customer's level now), the coupon (given back to the customer and
 * dropped when the confirmed goods no longer meet it), shipping and payable by the shop's pricing
 * (src/lib/pricing/order-totals.ts); the order then waits for payment (its 24-hour deadline
 * starts). A line priced as the shop priced it keeps its breakdown; one priced otherwise loses it
 * (the breakdown would no longer add up to its price). Answers whether a coupon went back.
 */
export function confirmQuote(db: DatabaseSync, staff: StaffContext, orderNo: string, body: ConfirmBody, at: number): { couponReturned: boolean } {
  return inTransaction(db, () => {
    const row = factoryOrderRow(db, staff.factoryId, orderNo);
    assertWaiting(row);
    const orderId = intOf(row, 'id');
    const customerId = intOf(row, 'customer_id');
    const stored = storedLines(db, orderId);
    const lines = pricedLines(stored, body.lines);
    const goods = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    if (!Number.isSafeInteger(goods) || goods > ORDER_GOODS_MAX_FEN) throw new HttpError(400, quoteStaffMessages.tooLarge(goods));
    const processId = nullableIntOf(row, 'process_id');
    const order = { kind: 'customized' as const, processId, goods, manual: false };
    const held = heldCoupon(row);
    const blocker = held === null ? null : couponBlocker(order, held);
    const coupon = blocker === null ? held : null;
    const totals = totalsOf(order, coupon, benefitsOf(db, customerId));
    const leadDays = Math.max(...lines.map((line) => line.days));
    const before = {
      ...priceRecord('待报价', { goods: intOf(row, 'goods'), memberDiscount: intOf(row, 'member_discount'), discount: intOf(row, 'discount') - intOf(row, 'member_discount'), shipping: intOf(row, 'shipping'), payable: intOf(row, 'payable') }, held?.id ?? null, nullableIntOf(row, 'lead_days')),
      lines: stored.map(({ position, unitPrice, subtotal, manual, leadDays: days }) => ({ position, unitPrice, subtotal, manual, leadDays: days })),
    };

    moveFromWaiting(db, orderId, "status = '待付款', goods = :goods, discount = :discount, member_discount = :member, shipping = :shipping, payable = :payable, coupon_id = :coupon, lead_days = :lead, updated_at = :at", {
      goods: totals.goods,
      discount: totals.discount + totals.memberDiscount,
      member: totals.memberDiscount,
      shipping: totals.shipping,
      payable: totals.payable,
      coupon: coupon?.id ?? null,
      lead: leadDays,
      at,
    });
    const couponReturned = held !== null && blocker !== null && releaseHolds(db, { id: orderId, orderNo, customerId });
    const update = db.prepare(
      `UPDATE order_items SET unit_price = :price, subtotal = :price * quantity, lead_days = :days, manual = 0,
         breakdown = CASE WHEN unit_price = :price THEN breakdown ELSE NULL END
       WHERE order_id = :order AND position = :position`,
    );
    for (const line of lines) update.run({ price: line.price, days: line.days, order: orderId, position: line.position });

    const parts = [`工厂已确认报价，应付 ${formatFen(totals.payable)}（商品 ${formatFen(totals.goods)}`];
    if (totals.memberDiscount > 0) parts.push(`，会员优惠 -${formatFen(totals.memberDiscount)}`);
    if (totals.discount > 0) parts.push(`，优惠券 -${formatFen(totals.discount)}`);
    parts.push(`，运费 ${formatFen(totals.shipping)}），交期 ${leadDays} 个工作日，请在 ${paymentHours} 小时内付款`);
    if (held !== null && blocker !== null) parts.push(`；${couponDroppedNote(blocker, held)}`);
    if (body.note !== undefined && body.note !== '') parts.push(`。工厂备注：${body.note}`);
    addOrderEvent(db, orderId, '待付款', parts.join(''), at);
    addCustomerMessage(db, { customerId, kind: 'quoteConfirmed', title: `订单 ${orderNo} 报价已确认`, body: parts.join(''), link: orderDetailUrl('customized', orderNo), at });

    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: 'quote.confirm',
      subject: `order:${orderNo}`,
      before,
      after: {
        ...priceRecord('待付款', totals, coupon?.id ?? null, leadDays),
        couponReturned,
        lines: lines.map((line) => ({ position: line.position, unitPrice: line.price, subtotal: line.price * line.quantity, leadDays: line.days })),
        note: body.note ?? '',
      },
    });
    return { couponReturned };
  });
}

/** Declines a 待报价 order: 已取消 with the reason on its timeline, its coupon given back. Answers whether a coupon went back. */
export function declineQuote(db: DatabaseSync, staff: StaffContext, orderNo: string, { reason }: DeclineQuoteRequest, at: number): { couponReturned: boolean } {
  return inTransaction(db, () => {
    const row = factoryOrderRow(db, staff.factoryId, orderNo);
    assertWaiting(row);
    const orderId = intOf(row, 'id');
    moveFromWaiting(db, orderId, "status = '已取消', updated_at = :at", { at });
    const couponReturned = releaseHolds(db, { id: orderId, orderNo, customerId: intOf(row, 'customer_id') });
    const note = `工厂无法承接该订单，已取消：${reason}${couponReturned ? '。优惠券已退回' : ''}`;
    addOrderEvent(db, orderId, '已取消', note, at);
    addCustomerMessage(db, { customerId: intOf(row, 'customer_id'), kind: 'quoteDeclined', title: `订单 ${orderNo} 未能报价`, body: note, link: orderDetailUrl('customized', orderNo), at });
    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: 'quote.decline',
      subject: `order:${orderNo}`,
      before: { status: '待报价', couponId: nullableIntOf(row, 'coupon_id') },
      after: { status: '已取消', reason, couponReturned },
    });
    return { couponReturned };
  });
}

/**
 * A file of the factory's order (a line's model, a line's 2D drawing, any version of a
 * professional order's drawing) with where its bytes are; any other file is 404, as is another
 * factory's order.
 */
export function orderFileOf(db: DatabaseSync, factoryId: number, orderNo: string, fileId: number): { file: { name: string; format: FileFormat }; storedName: string } {
  const order = factoryOrderRow(db, factoryId, orderNo);
  const row = db
    .prepare(
      `SELECT f.name, f.format, f.stored_name FROM design_files f WHERE f.id = :file AND (
         EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = :order AND (i.file_id = f.id OR i.drawing_file_id = f.id))
         OR EXISTS (SELECT 1 FROM drawing_versions v JOIN order_drawings d ON d.id = v.drawing_id WHERE d.order_id = :order AND v.file_id = f.id))`,
    )
    .get({ file: fileId, order: intOf(order, 'id') });
  if (row === undefined) throw new HttpError(404, quoteStaffMessages.unknownFile);
  return { file: { name: textOf(row, 'name'), format: FileFormat.parse(textOf(row, 'format')) }, storedName: textOf(row, 'stored_name') };
}
