import type { DatabaseSync } from 'node:sqlite';
import { Address } from '../../src/wire/address.ts';
import { OrderStatus, type OrderEvent } from '../../src/wire/order-status.ts';
import type { CustomizedOrder } from '../../src/wire/orders.ts';
import { PartOptions, type BomLine, type LineBreakdown, type LineCallouts, type LineDrawing, type QuoteLine } from '../../src/wire/quotes.ts';
import { breakdownColumn, confirmationColumns, partsColumn, storedBreakdownOf, storedConfirmationOf, storedPartsOf } from '../quotation/line-choices.ts';
import { HttpError } from '../core/errors.ts';
import { nextOrderNumber } from './numbers.ts';
import { payByOf, startDeadline } from './deadlines.ts';
import { insertedIdOf, intOf, isoOf, nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';

export const orderMessages = {
  notFound: '订单不存在',
  keyReused: '该提交编号已用于另一个订单，请刷新页面后重新提交',
} as const;

/**
 * The row `select` (`SELECT … FROM orders o …`, any joins) answers for the customer's order by its
 * number, narrowed by `and` (a condition on o) when given; another customer's order looks the same
 * as none: 404.
 */
export function ownOrderRow(db: DatabaseSync, customerId: number, orderNo: string, select: string, and = ''): Row {
  const row = db.prepare(`${select} WHERE o.order_no = ? AND o.customer_id = ?${and === '' ? '' : ` AND ${and}`}`).get(orderNo, customerId);
  if (row === undefined) throw new HttpError(404, orderMessages.notFound);
  return row;
}

export type OrderSource = 'quotation' | 'professional';

/** Columns of a new customised order. */
export interface NewCustomizedOrder {
  customerId: number;
  shopId: number;
  factoryId: number | null;
  source: OrderSource;
  status: OrderStatus;
  materialId: number | null;
  goods: number;
  /** The member level's discount. */
  memberDiscount: number;
  /** The coupon's discount. */
  discount: number;
  shipping: number;
  payable: number;
  couponId: number | null;
  address: Address;
  remarks: string;
  leadDays: number | null;
  requirements: string | null;
  quantity: number | null;
  expectedDate: string | null;
  idempotencyKey: string;
  createdAt: number;
}

/** Inserts the order with the next number of its day; call inside the creating transaction. */
export function insertCustomizedOrder(db: DatabaseSync, order: NewCustomizedOrder): { id: number; orderNo: string } {
  const orderNo = nextOrderNumber(db, 'DZ', order.createdAt);
  const result = db
    .prepare(
      `INSERT INTO orders (order_no, customer_id, shop_id, factory_id, kind, source, status, material_id, goods, discount,
         member_discount, shipping, payable, coupon_id, address, remarks, lead_days, requirements, quantity, expected_date,
         idempotency_key, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'customized', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      orderNo,
      order.customerId,
      order.shopId,
      order.factoryId,
      order.source,
      order.status,
      order.materialId,
      order.goods,
      // The column holds every discount; member_discount says the level's part.
      order.discount + order.memberDiscount,
      order.memberDiscount,
      order.shipping,
      order.payable,
      order.couponId,
      JSON.stringify(order.address),
      order.remarks,
      order.leadDays,
      order.requirements,
      order.quantity,
      order.expectedDate,
      order.idempotencyKey,
      order.createdAt,
      order.createdAt,
    );
  return { id: insertedIdOf(result), orderNo };
}

export interface NewOrderItem {
  fileId: number;
  drawingId: number | null;
  name: string;
  volume: number | null;
  unitPrice: number;
  quantity: number;
  manual: boolean;
  /** The part's choices as priced, with its working days to ship; absent for a line priced without them. */
  options?: PartOptions | undefined;
  leadDays?: number | undefined;
  /** How its price per part was made, under the material's cost model. */
  breakdown?: LineBreakdown | undefined;
  /** Its 2D drawing and call-outs, which the factory confirms before the order is payable. */
  drawing?: LineDrawing | undefined;
  callouts?: LineCallouts | undefined;
  /** An assembly's parts list as priced (the line is then one set). */
  parts?: BomLine[] | undefined;
}

export function insertOrderItems(db: DatabaseSync, orderId: number, items: readonly NewOrderItem[]): void {
  const insert = db.prepare(
    `INSERT INTO order_items (order_id, position, file_id, drawing_id, name, volume, unit_price, quantity, subtotal, manual, options, lead_days, breakdown,
       drawing_file_id, drawing_name, callouts, parts)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  items.forEach((item, index) => {
    const options = item.options === undefined ? null : JSON.stringify(item.options);
    const { drawingFileId, drawingName, callouts } = confirmationColumns({ drawing: item.drawing, callouts: item.callouts });
    insert.run(orderId, index + 1, item.fileId, item.drawingId, item.name, item.volume, item.unitPrice, item.quantity, item.unitPrice * item.quantity, item.manual ? 1 : 0, options, item.leadDays ?? null, breakdownColumn(item), drawingFileId, drawingName, callouts, partsColumn(item));
  });
}

/**
 * A moment of the order's timeline; also marks the order as updated and, when the order has just
 * entered a status with a deadline (待付款, 已发货), starts its clock.
 */
export function addOrderEvent(db: DatabaseSync, orderId: number, status: OrderStatus, note: string, at: number): void {
  db.prepare('INSERT INTO order_events (order_id, status, note, at) VALUES (?, ?, ?, ?)').run(orderId, status, note, at);
  db.prepare('UPDATE orders SET updated_at = MAX(updated_at, ?) WHERE id = ?').run(at, orderId);
  startDeadline(db, orderId, status, at);
}

/** A line's stored choices and lead days, when it was priced with them. */
function optionsOf(row: Row): Pick<QuoteLine, 'options' | 'leadDays' | 'breakdown' | 'drawing' | 'callouts' | 'needsConfirmation' | 'parts'> {
  const options = nullableTextOf(row, 'options');
  const leadDays = nullableIntOf(row, 'lead_days');
  if (options === null) return { ...storedBreakdownOf(row), ...storedConfirmationOf(row), ...storedPartsOf(row) };
  return { options: PartOptions.parse(JSON.parse(options)), ...(leadDays === null ? {} : { leadDays }), ...storedBreakdownOf(row), ...storedConfirmationOf(row), ...storedPartsOf(row) };
}

function lineOf(row: Row): QuoteLine {
  const volume = row['volume'];
  return {
    fileId: intOf(row, 'file_id'),
    fileName: textOf(row, 'name'),
    volume: typeof volume === 'number' ? volume : null,
    unitPrice: intOf(row, 'unit_price'),
    quantity: intOf(row, 'quantity'),
    subtotal: intOf(row, 'subtotal'),
    manual: intOf(row, 'manual') === 1,
    ...optionsOf(row),
  };
}

/** A timeline entry of an order, as answered. */
export function eventOf(row: Row): OrderEvent {
  return { status: OrderStatus.parse(textOf(row, 'status')), at: isoOf(row, 'at'), note: textOf(row, 'note') };
}

/** A customised order of the customer by its number, with lines and timeline; 404 otherwise. */
export function findCustomizedOrder(db: DatabaseSync, customerId: number, orderNo: string): CustomizedOrder {
  const row = ownOrderRow(
    db,
    customerId,
    orderNo,
    `SELECT o.id, o.order_no, o.source, o.status, o.material_id, o.goods, o.discount, o.member_discount, o.shipping, o.payable, o.coupon_id, o.address,
       o.remarks, o.created_at, o.pay_by
     FROM orders o`,
    "o.kind = 'customized'",
  );
  const id = intOf(row, 'id');
  const lines = db.prepare('SELECT file_id, name, volume, unit_price, quantity, subtotal, manual, options, lead_days, breakdown, drawing_file_id, drawing_name, callouts, parts FROM order_items WHERE order_id = ? ORDER BY position').all(id);
  const events = db.prepare('SELECT status, note, at FROM order_events WHERE order_id = ? ORDER BY at, id').all(id);
  const status = OrderStatus.parse(textOf(row, 'status'));
  const payBy = payByOf(status, nullableIntOf(row, 'pay_by'));
  return {
    id,
    orderNo: textOf(row, 'order_no'),
    source: textOf(row, 'source') === 'professional' ? 'professional' : 'quotation',
    status,
    materialId: nullableIntOf(row, 'material_id'),
    lines: lines.map(lineOf),
    goods: intOf(row, 'goods'),
    memberDiscount: intOf(row, 'member_discount'),
    discount: intOf(row, 'discount') - intOf(row, 'member_discount'),
    shipping: intOf(row, 'shipping'),
    payable: intOf(row, 'payable'),
    couponId: nullableIntOf(row, 'coupon_id'),
    address: Address.parse(JSON.parse(textOf(row, 'address'))),
    remarks: textOf(row, 'remarks'),
    createdAt: isoOf(row, 'created_at'),
    timeline: events.map(eventOf),
    ...(payBy === undefined ? {} : { payBy }),
  };
}
