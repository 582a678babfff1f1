/**
 * Orders of either kind as the order center shows them: the list row (OrderSummary), the
 * full detail (OrderDetail) and the actions a status allows. Consumable lines take their spec
 * and cover image from the consumables catalogue (core/migrations/003-catalogue.ts) as it is now (LEFT JOIN: a consumable taken
 * off sale still shows under its ordered name).
 */
import type { DatabaseSync } from 'node:sqlite';
import { OrderKind } from '../../src/wire/order-status.ts';
import type { OrderActions, OrderDetail, OrderLine, OrderSummary } from '../../src/wire/orders.ts';
import { PaidVia, PaymentMethod } from '../../src/wire/payments.ts';
import { Address } from '../../src/wire/address.ts';
import { OrderStatus } from '../../src/wire/order-status.ts';
import type { MaterialPricing } from '../../src/wire/catalogue.ts';
import { materialPricingOf } from '../catalogue/store.ts';
import { lineChoicesOf } from '../quotation/line-choices.ts';
import { eventOf, ownOrderRow } from './store.ts';
import { kindAllows, movableFrom, type CustomerMove } from './transitions.ts';
import { confirmByOf, payByOf } from './deadlines.ts';
import { intOf, isoOf, nullableIntOf, nullableIsoOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { servedStatusSql } from '../design/served-status.ts';
import { parcelsOf } from '../shipments/store.ts';
import { orderInvoiceColumns, orderInvoiceOf } from '../invoices/order-invoice.ts';

/**
 * What the customer may do in a status: the statuses order-transitions.ts moves from, so the
 * buttons shown and the moves the server allows cannot drift apart. (Kinds share the rule: a
 * consumable order is never 待报价; a design package is neither received nor reordered.)
 */
export function orderActionsFor(kind: OrderKind, status: OrderStatus): OrderActions {
  const may = (move: CustomerMove) => kindAllows(kind, move) && movableFrom[move].includes(status);
  return { pay: may('pay'), cancel: may('cancel'), confirmReceipt: may('confirmReceipt'), reorder: may('reorder') };
}

/**
 * The cover image of consumable `c` (a row of the LEFT JOIN, null when absent): the first of
 * the generated images the catalogue serves, /api/shop-consumable/images/{id}-1.svg.
 */
const coverOf = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE '/api/shop-consumable/images/' || ${alias}.id || '-1.svg' END`;

/**
 * Columns of `orders o` plus the list row's derived values (first line's name and cover, number
 * of lines). Select `FROM orders o` with these to feed orderSummaryOf.
 */
export const summaryColumns = `
  o.id, o.order_no, o.kind, o.source, ${servedStatusSql('o')} AS status, o.payable, o.created_at, o.updated_at, o.pay_by, o.confirm_by, o.cancel_reason,
  COALESCE((SELECT i.name FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1), '') AS title,
  (SELECT ${coverOf('c')} FROM order_items i LEFT JOIN consumables c ON c.id = i.consumable_id
    WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS image,
  (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id) AS item_count,
  (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS piece_count,
  ${orderInvoiceColumns}`;

function sourceOf(row: Row): OrderSummary['source'] {
  const source = nullableTextOf(row, 'source');
  if (source === null) return null;
  return source === 'professional' ? 'professional' : 'quotation';
}

/** A row selected with `summaryColumns` as the list shows it. */
export function orderSummaryOf(row: Row): OrderSummary {
  const kind = OrderKind.parse(textOf(row, 'kind'));
  const status = OrderStatus.parse(textOf(row, 'status'));
  const image = row['image'];
  const invoice = orderInvoiceOf(row, kind);
  const payBy = payByOf(status, nullableIntOf(row, 'pay_by'));
  const autoConfirmAt = confirmByOf(status, nullableIntOf(row, 'confirm_by'));
  const timedOut = status === '已取消' && nullableTextOf(row, 'cancel_reason') === 'timeout';
  return {
    orderNo: textOf(row, 'order_no'),
    kind,
    source: sourceOf(row),
    status,
    title: textOf(row, 'title'),
    image: kind === 'consumable' && typeof image === 'string' ? image : null,
    itemCount: intOf(row, 'item_count'),
    pieceCount: intOf(row, 'piece_count'),
    payable: intOf(row, 'payable'),
    createdAt: isoOf(row, 'created_at'),
    updatedAt: isoOf(row, 'updated_at'),
    actions: orderActionsFor(kind, status),
    ...(invoice === null ? {} : { invoice }),
    ...(payBy === undefined ? {} : { payBy }),
    ...(autoConfirmAt === undefined ? {} : { autoConfirmAt }),
    ...(timedOut ? { cancelReason: 'timeout' as const } : {}),
  };
}

/**
 * `otherSpec`: the spec of a line that is not a consumable (material name, or the package's
 * summary); `pricing`: the order material's choices, which name a line's finish.
 */
function lineOf(row: Row, otherSpec: string | null, pricing: MaterialPricing | null): OrderLine {
  const consumableId = nullableIntOf(row, 'consumable_id');
  const volume = row['volume'];
  const image = row['image'];
  return {
    fileId: nullableIntOf(row, 'file_id'),
    consumableId,
    name: textOf(row, 'name'),
    spec: consumableId === null ? (otherSpec ?? '') : (nullableTextOf(row, 'spec') ?? ''),
    image: consumableId !== null && typeof image === 'string' ? image : null,
    volume: typeof volume === 'number' ? volume : null,
    unitPrice: intOf(row, 'unit_price'),
    quantity: intOf(row, 'quantity'),
    subtotal: intOf(row, 'subtotal'),
    manual: intOf(row, 'manual') === 1,
    ...lineChoicesOf(row, { pricing }),
  };
}

/** Any order of the customer by its number, with lines and timeline; 404 for another customer's. */
export function findOrderDetail(db: DatabaseSync, customerId: number, orderNo: string): OrderDetail {
  const row = ownOrderRow(
    db,
    customerId,
    orderNo,
    `SELECT ${summaryColumns}, o.goods, o.discount, o.member_discount, o.shipping, o.address, o.remarks, o.paid_at, o.payment_method, o.paid_via,
       o.material_id, m.name AS material_name, t.id AS coupon_id, t.title AS coupon_title, dp.summary AS package_summary
     FROM orders o
     LEFT JOIN materials m ON m.id = o.material_id
     LEFT JOIN coupons t ON t.id = o.coupon_id
     LEFT JOIN design_packages dp ON dp.id = o.package_id`,
  );
  const id = intOf(row, 'id');
  const materialName = nullableTextOf(row, 'material_name');
  const lines = db
    .prepare(
      `SELECT i.file_id, i.consumable_id, i.name, i.volume, i.unit_price, i.quantity, i.subtotal, i.manual, i.options, i.lead_days, i.breakdown,
         i.drawing_file_id, i.drawing_name, i.callouts, i.parts, c.spec, ${coverOf('c')} AS image
       FROM order_items i LEFT JOIN consumables c ON c.id = i.consumable_id
       WHERE i.order_id = ? ORDER BY i.position`,
    )
    .all(id);
  const events = db.prepare('SELECT status, note, at FROM order_events WHERE order_id = ? ORDER BY at, id').all(id);
  const couponId = nullableIntOf(row, 'coupon_id');
  const method = nullableTextOf(row, 'payment_method');
  const parcels = parcelsOf(db, id);
  const materialId = nullableIntOf(row, 'material_id');
  const pricing = materialId === null ? null : materialPricingOf(db, materialId);
  return {
    ...orderSummaryOf(row),
    materialName,
    lines: lines.map((line) => lineOf(line, materialName ?? nullableTextOf(row, 'package_summary'), pricing)),
    goods: intOf(row, 'goods'),
    memberDiscount: intOf(row, 'member_discount'),
    // The column holds every discount; the wire gives the coupon's apart from the level's.
    discount: intOf(row, 'discount') - intOf(row, 'member_discount'),
    shipping: intOf(row, 'shipping'),
    coupon: couponId === null ? null : { id: couponId, title: textOf(row, 'coupon_title') },
    address: Address.parse(JSON.parse(textOf(row, 'address'))),
    remarks: textOf(row, 'remarks'),
    paidAt: nullableIsoOf(row, 'paid_at'),
    paymentMethod: method === null ? null : PaymentMethod.parse(method),
    ...(row['paid_via'] === null || row['paid_via'] === undefined ? {} : { paidVia: PaidVia.parse(row['paid_via']) }),
    timeline: events.map(eventOf),
    ...(parcels[0] === undefined ? {} : { shipment: parcels[0], parcels }),
  };
}
