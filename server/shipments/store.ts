/**
 * Shipments: the factory ships a paid order with a carrier and tracking number (through the test
 * hook in this reference API), and the order's detail shows them with the carrier's tracking page.
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

/** What the 已发货 entry of the timeline says, with the parcel: 生产完成，工厂已发货：顺丰速运，运单号 SF…. */
export function shippedNote(kind: OrderKind, carrier: Code, trackingNo: string): string {
  return `${kind === 'customized' ? '生产完成，工厂已发货' : '仓库已发货'}：${shipmentText(carrier, trackingNo)}`;
}

/** Records the parcel of an order (its row must exist) and its 已发货 event. */
export function recordShipment(db: DatabaseSync, order: { id: number; kind: OrderKind }, carrier: Code, trackingNo: string, at: number): void {
  db.prepare('INSERT INTO order_shipments (order_id, carrier, tracking_no, shipped_at) VALUES (?, ?, ?, ?)').run(order.id, carrier, trackingNo, at);
  addOrderEvent(db, order.id, '已发货', shippedNote(order.kind, carrier, trackingNo), at);
}

/**
 * Ships any customer's paid order (生产中 or 待发货) as the factory would: 已发货, with the
 * carrier and tracking number. One conditional UPDATE, so two shipments of one order record one.
 */
export function shipOrder(db: DatabaseSync, orderNo: string, carrier: Code, trackingNo: string, at: number): void {
  inTransaction(db, () => {
    const row = db.prepare('SELECT id, kind, status FROM orders WHERE order_no = ?').get(orderNo);
    if (row === undefined) throw new HttpError(404, orderMessages.notFound);
    const order = { id: intOf(row, 'id'), kind: OrderKind.parse(textOf(row, 'kind')) };
    const moved = db
      .prepare(`UPDATE orders SET status = '已发货', updated_at = ? WHERE id = ? AND kind <> 'package' AND status IN (${shippableFrom.map(() => '?').join(', ')})`)
      .run(at, order.id, ...shippableFrom);
    if (changesOf(moved) === 0) throw new HttpError(409, `订单当前为「${textOf(row, 'status')}」，只有已付款未发货的订单可以发货`);
    recordShipment(db, order, carrier, trackingNo, at);
  });
}

/** The order's parcel, or null when it was not shipped with a tracking number. */
export function shipmentOf(db: DatabaseSync, orderId: number): Shipment | null {
  const row = db.prepare('SELECT carrier, tracking_no, shipped_at FROM order_shipments WHERE order_id = ?').get(orderId);
  if (row === undefined) return null;
  const carrier = CarrierCode.parse(textOf(row, 'carrier'));
  const trackingNo = textOf(row, 'tracking_no');
  return { carrier, carrierName: carrierOf(carrier).name, trackingNo, trackingUrl: trackingUrl(carrier, trackingNo), shippedAt: isoOf(row, 'shipped_at') };
}
