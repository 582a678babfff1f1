/**
 * Tracking numbers of the seeded shipped orders: demo's recent orders that went through 已发货
 * (customised and consumable, in 已发货 or 已完成) and e2e-procure's shipped one. Their 已发货
 * entry names the parcel as a shipment through the hook would. The older history stays without,
 * like orders shipped before tracking numbers were kept.
 */
import type { DatabaseSync } from 'node:sqlite';
import { OrderKind } from '../../src/wire/order-status.ts';
import { CARRIER_CODES } from '../../src/lib/carriers.ts';
import { intOf, textOf } from '../core/rows.ts';
import { shippedNote } from './store.ts';

/** Customers and the first day back their shipped orders get a tracking number from. */
const tracked = [
  { customerId: 1, withinDays: 60 },
  { customerId: 27, withinDays: 60 },
];

const dayMs = 24 * 60 * 60 * 1000;

export function insertSeedShipments(db: DatabaseSync, at: number): void {
  const shipped = db.prepare(
    `SELECT o.id, o.kind, o.order_no, e.id AS event_id, e.at FROM orders o JOIN order_events e ON e.order_id = o.id AND e.status = '已发货'
     WHERE o.customer_id = ? AND o.created_at >= ? AND o.kind <> 'package' ORDER BY e.at, o.id`,
  );
  const insert = db.prepare('INSERT INTO order_shipments (order_id, carrier, tracking_no, shipped_at) VALUES (?, ?, ?, ?)');
  const note = db.prepare('UPDATE order_events SET note = ? WHERE id = ?');
  let n = 0;
  for (const { customerId, withinDays } of tracked) {
    for (const row of shipped.all(customerId, at - withinDays * dayMs)) {
      const carrier = CARRIER_CODES[n % CARRIER_CODES.length] ?? 'SF';
      // A number of the carrier's usual shape: SF and JD put their letters first.
      const digits = `${7_300_000_000_000 + n * 7_919_113}`;
      const trackingNo = carrier === 'SF' || carrier === 'JD' ? `${carrier}${digits}` : digits;
      insert.run(intOf(row, 'id'), carrier, trackingNo, intOf(row, 'at'));
      note.run(shippedNote(OrderKind.parse(textOf(row, 'kind')), carrier, trackingNo), intOf(row, 'event_id'));
      n += 1;
    }
  }
}
