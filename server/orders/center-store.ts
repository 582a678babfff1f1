/**
 * The order center: the customer's orders of either kind (list, tab counts), and the moves the
 * customer makes on one (cancel, confirm receipt) or takes from it (reorder).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { ORDER_STATUSES } from '../../src/wire/order-status.ts';
import type { OrderCounts, OrderCountsQuery, OrderDetail, OrderListQuery, OrderPage, Reorder } from '../../src/wire/orders.ts';
import { inTransaction } from '../core/transaction.ts';
import type { DraftPart } from '../../src/wire/quotes.ts';
import { findMaterial } from '../catalogue/store.ts';
import { designFileOf, fileColumns } from '../files/store.ts';
import { carriedConfirmation, carriedConfirmationColumns, carriedOptions, carriedParts, factoryPartMaterials, storedItemPartsOf, storedOptionsOf } from '../quotation/line-choices.ts';
import { customerScope } from '../users/customers.ts';
import { HttpError } from '../core/errors.ts';
import { findOrderDetail, orderSummaryOf, summaryColumns } from './detail.ts';
import { addOrderEvent } from './store.ts';
import { releaseHolds } from './deadlines.ts';
import { assertMovable, moveOrder, orderRefOf } from './transitions.ts';
import { intOf, nullableIntOf, textOf } from '../core/rows.ts';

type ListQuery = z.output<typeof OrderListQuery>;
type CountsQuery = z.output<typeof OrderCountsQuery>;

/** `%`, `_` and the escape character itself match literally inside the LIKE pattern. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters the list and the counts share, as named parameters of `filterSql`. */
function filterParams(customerId: number, query: Pick<ListQuery, 'kind' | 'orderNo' | 'from' | 'to'>) {
  const from = query.from === undefined ? null : Date.parse(query.from);
  const to = query.to === undefined ? null : Date.parse(query.to);
  if (from !== null && to !== null && from >= to) throw new HttpError(400, '开始时间必须早于结束时间');
  const orderNo = query.orderNo === undefined || query.orderNo === '' ? null : containing(query.orderNo);
  return { customer: customerId, kind: query.kind ?? null, orderNo, from, to };
}

// SQLite's LIKE ignores case for ASCII, which order numbers are.
const filterSql = `o.customer_id = :customer
  AND (:kind IS NULL OR o.kind = :kind)
  AND (:orderNo IS NULL OR o.order_no LIKE :orderNo ESCAPE '\\')
  AND (:from IS NULL OR o.created_at >= :from)
  AND (:to IS NULL OR o.created_at < :to)`;

/** One page of the customer's orders, newest first, filtered by kind, status, number and time. */
export function listOrders(db: DatabaseSync, customerId: number, query: ListQuery): OrderPage {
  const params = { ...filterParams(customerId, query), status: query.status ?? null };
  const where = `${filterSql} AND (:status IS NULL OR o.status = :status)`;
  const rows = db
    .prepare(`SELECT ${summaryColumns} FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT :limit OFFSET :offset`)
    .all({ ...params, limit: query.size, offset: (query.page - 1) * query.size });
  const total = db.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${where}`).get(params);
  return { records: rows.map(orderSummaryOf), total: total === undefined ? 0 : intOf(total, 'n') };
}

/** The tab counts of one kind: all, and every status of the kind (0 when none). */
export function countOrders(db: DatabaseSync, customerId: number, query: CountsQuery): OrderCounts {
  const rows = db.prepare(`SELECT o.status, COUNT(*) AS n FROM orders o WHERE ${filterSql} GROUP BY o.status`).all(filterParams(customerId, query));
  const found = new Map(rows.map((row) => [textOf(row, 'status'), intOf(row, 'n')]));
  const byStatus: OrderCounts['byStatus'] = {};
  for (const status of ORDER_STATUSES[query.kind]) byStatus[status] = found.get(status) ?? 0;
  return { all: rows.reduce((sum, row) => sum + intOf(row, 'n'), 0), byStatus };
}

/**
 * Cancels a 待报价/待付款 order: its coupon becomes usable again and the stock its consumables
 * reserved goes back on sale. Nothing was paid, so nothing is refunded.
 */
export function cancelOrder(db: DatabaseSync, customerId: number, orderNo: string, at: number): OrderDetail {
  inTransaction(db, () => {
    const order = orderRefOf(db, customerId, orderNo);
    moveOrder(db, order, 'cancel', '已取消', at);
    const couponBack = releaseHolds(db, order);
    addOrderEvent(db, order.id, '已取消', couponBack ? '订单已取消，优惠券已退回' : '订单已取消', at);
  });
  return findOrderDetail(db, customerId, orderNo);
}

/** The customer confirms an 已发货 order arrived: it is 已完成. */
export function confirmReceipt(db: DatabaseSync, customerId: number, orderNo: string, at: number): OrderDetail {
  inTransaction(db, () => {
    const order = orderRefOf(db, customerId, orderNo);
    moveOrder(db, order, 'confirmReceipt', '已完成', at);
    addOrderEvent(db, order.id, '已完成', '已确认收货，订单完成', at);
  });
  return findOrderDetail(db, customerId, orderNo);
}

/**
 * A finished order's items as they can be ordered today: customised lines whose design file the
 * shop still has (with the order's material), consumables still on sale; the rest are named in
 * `missing`. A line's choices come along as the material is offered today; a line that loses
 * some is named in `optionsDropped`; its drawing (the customer's own file, while it exists) and
 * call-outs come along as they were. The client prices them again.
 */
export function reorderOf(db: DatabaseSync, customerId: number, orderNo: string): Reorder {
  const order = orderRefOf(db, customerId, orderNo);
  assertMovable(order, 'reorder');
  if (order.kind === 'consumable') {
    const lines = db
      .prepare(
        `SELECT i.name, i.quantity, c.id AS consumable_id FROM order_items i
         LEFT JOIN consumables c ON c.id = i.consumable_id AND c.on_sale = 1
         WHERE i.order_id = ? ORDER BY i.position`,
      )
      .all(order.id);
    const items: Array<{ consumableId: number; quantity: number }> = [];
    const missing: string[] = [];
    for (const line of lines) {
      const consumableId = nullableIntOf(line, 'consumable_id');
      if (consumableId === null) missing.push(textOf(line, 'name'));
      else items.push({ consumableId, quantity: intOf(line, 'quantity') });
    }
    return { kind: 'consumable', items, missing };
  }
  const head = db.prepare('SELECT material_id, shop_id FROM orders WHERE id = ?').get(order.id);
  if (head === undefined) throw new HttpError(404, '订单不存在');
  const materialId = nullableIntOf(head, 'material_id');
  const lines = db
    .prepare(
      `SELECT i.name AS line_name, i.quantity, i.options, i.parts AS line_parts, ${carriedConfirmationColumns('i')}, ${fileColumns} FROM order_items i
       LEFT JOIN design_files f ON f.id = i.file_id AND f.shop_id = ?
       LEFT JOIN design_files d ON d.id = i.drawing_file_id
       WHERE i.order_id = ? ORDER BY i.position`,
    )
    .all(intOf(head, 'shop_id'), order.id);
  // The choices go to the new draft as the material is offered by the customer's factory today.
  const factoryId = customerScope(db, customerId).usingFactoryId;
  const pricing = materialId === null || factoryId === null ? null : (findMaterial(db, factoryId, materialId)?.pricing ?? null);
  // An assembly's part of its own material keeps it while the factory still offers it in the material's process.
  const partMaterials = factoryPartMaterials(db, factoryId, materialId);
  const items: DraftPart[] = [];
  const missing: string[] = [];
  const optionsDropped: string[] = [];
  for (const line of lines) {
    if (line['id'] === null) {
      missing.push(textOf(line, 'line_name'));
      continue;
    }
    const storedOptions = storedOptionsOf(line);
    const { options, dropped } = carriedOptions(pricing, storedOptions);
    const file = designFileOf(line);
    // An assembly's parts keep their own finishes and materials, carried like the line's choices.
    const { parts, dropped: partDropped } = carriedParts(file, storedItemPartsOf(line), storedOptions, options, pricing, partMaterials);
    if (dropped || partDropped) optionsDropped.push(textOf(line, 'line_name'));
    items.push({ file, quantity: intOf(line, 'quantity'), ...(options === undefined ? {} : { options }), ...carriedConfirmation(line, customerId), ...(parts ? { parts } : {}) });
  }
  return { kind: 'customized', materialId, items, missing, ...(optionsDropped.length === 0 ? {} : { optionsDropped }) };
}
