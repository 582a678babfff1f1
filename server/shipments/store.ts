/**
 * Shipments: the factory ships a paid order in one or several parcels, each with a carrier and
 * tracking number (the console's 生产与发货, or the test hook), and the order's detail shows them
 * with the carrier's tracking page.
 */
import type { DatabaseSync } from 'node:sqlite';
import { OrderKind } from '../../src/wire/order-status.ts';
import { CarrierCode, type Shipment } from '../../src/wire/shipments.ts';
import { carrierOf, shipmentText, trackingUrl, type CarrierCode as Code } from '../../src/lib/orders/carriers.ts';
import { HttpError } from '../core/errors.ts';
import { changesOf, intOf, isoOf, textOf } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { addOrderEvent, orderMessages } from '../orders/store.ts';

/** The statuses an order is shipped from: paid and not shipped yet. */
const shippableFrom = ['生产中', '待发货'] as const;

export interface Parcel {
  carrier: Code;
  trackingNo: string;
}

/** The parcels as one sentence: 顺丰速运，运单号 SF…, or 共 2 个包裹：顺丰速运，运单号 SF…；京东物流，运单号 JD…. */
export function parcelsText(parcels: readonly Parcel[]): string {
  const each = parcels.map((parcel) => shipmentText(parcel.carrier, parcel.trackingNo));
  return parcels.length === 1 ? (each[0] ?? '') : `共 ${parcels.length} 个包裹：${each.join('；')}`;
}

/** What the 已发货 entry of the timeline says, with the parcels: 生产完成，工厂已发货：顺丰速运，运单号 SF…. */
export function shippedNote(kind: OrderKind, parcels: readonly Parcel[]): string {
  return `${kind === 'customized' ? '生产完成，工厂已发货' : '仓库已发货'}：${parcelsText(parcels)}`;
}

/** Records the parcels of an order (its row must exist), numbered from 1, and its 已发货 event. */
export function recordShipment(db: DatabaseSync, order: { id: number; kind: OrderKind }, parcels: readonly Parcel[], at: number): void {
  const insert = db.prepare('INSERT INTO order_shipments (order_id, position, carrier, tracking_no, shipped_at) VALUES (?, ?, ?, ?, ?)');
  parcels.forEach((parcel, index) => insert.run(order.id, index + 1, parcel.carrier, parcel.trackingNo, at));
  addOrderEvent(db, order.id, '已发货', shippedNote(order.kind, parcels), at);
}

/**
 * Ships any customer's paid order (生产中 or 待发货) as the factory would: 已发货, in its parcels.
 * One conditional UPDATE, so two shipments of one order record one.
 */
export function shipOrder(db: DatabaseSync, orderNo: string, parcels: readonly Parcel[], at: number): void {
  inTransaction(db, () => {
    const row = db.prepare('SELECT id, kind, status FROM orders WHERE order_no = ?').get(orderNo);
    if (row === undefined) throw new HttpError(404, orderMessages.notFound);
    const order = { id: intOf(row, 'id'), kind: OrderKind.parse(textOf(row, 'kind')) };
    const moved = db
      .prepare(`UPDATE orders SET status = '已发货', updated_at = ? WHERE id = ? AND kind <> 'package' AND status IN (${shippableFrom.map(() => '?').join(', ')})`)
      .run(at, order.id, ...shippableFrom);
    if (changesOf(moved) === 0) throw new HttpError(409, `订单当前为「${textOf(row, 'status')}」，只有已付款未发货的订单可以发货`);
    recordShipment(db, order, parcels, at);
  });
}

/** The order's parcels, first to last; none when it was not shipped with a tracking number. */
export function parcelsOf(db: DatabaseSync, orderId: number): Shipment[] {
  return db
    .prepare('SELECT carrier, tracking_no, shipped_at FROM order_shipments WHERE order_id = ? ORDER BY position')
    .all(orderId)
    .map((row) => {
      const carrier = CarrierCode.parse(textOf(row, 'carrier'));
      const trackingNo = textOf(row, 'tracking_no');
      return { carrier, carrierName: carrierOf(carrier).name, trackingNo, trackingUrl: trackingUrl(carrier, trackingNo), shippedAt: isoOf(row, 'shipped_at') };
    });
}
