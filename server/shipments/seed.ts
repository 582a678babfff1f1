/**
 * Tracking numbers of the seeded shipped orders: demo's recent orders that went through 已发货
 * (customised and consumable, in 已发货 or 已完成) and e2e-procure's shipped one. Their 已发货
 * entry names the parcel as a shipment through the hook would. The older history stays without,
 * like orders shipped before tracking numbers were kept.
 */
import type { DatabaseSync } from 'node:sqlite';
import { OrderKind } from '../../src/wire/order-status.ts';
import { CARRIER_CODES, type CarrierCode } from '../../src/lib/orders/carriers.ts';
import { intOf, textOf } from '../core/rows.ts';
import { shippedNote } from './store.ts';
import { dayMs } from '../core/durations.ts';

/** Customers and the first day back their shipped orders get a tracking number from. */
const tracked = [
  { customerId: 1, withinDays: 60 },
  { customerId: 27, withinDays: 60 },
];

/** Each carrier's usual number: its letters (if any) then digits, e.g. SF + 13, YT + 13, DPK + 12. */
const numberShapes: Record<CarrierCode, { prefix: string; digits: number }> = {
  SF: { prefix: 'SF', digits: 13 },
  JD: { prefix: 'JDVA', digits: 11 },
  ZTO: { prefix: '78', digits: 10 },
  YTO: { prefix: 'YT', digits: 13 },
  YD: { prefix: '43', digits: 11 },
  STO: { prefix: '773', digits: 10 },
  EMS: { prefix: '98', digits: 11 },
  DBL: { prefix: 'DPK', digits: 12 },
};

/** The n-th seeded number: digits spread by a fixed multiplier, the same on every seed. */
function seedTrackingNo(carrier: CarrierCode, n: number): string {
  const { prefix, digits } = numberShapes[carrier];
  const spread = (BigInt(n + 1) * 6_364_136_223_846_793_005n + 1_442_695_040_888_963_407n) % 10n ** BigInt(digits);
  return `${prefix}${spread.toString().padStart(digits, '0')}`;
}

export function insertSeedShipments(db: DatabaseSync, at: number): void {
  const shipped = db.prepare(
    `SELECT o.id, o.kind, o.order_no, e.id AS event_id, e.at FROM orders o JOIN order_events e ON e.order_id = o.id AND e.status = '已发货'
     WHERE o.customer_id = ? AND o.created_at >= ? AND o.kind <> 'package' ORDER BY e.at, o.id`,
  );
  const insert = db.prepare('INSERT INTO order_shipments (order_id, position, carrier, tracking_no, shipped_at) VALUES (?, 1, ?, ?, ?)');
  const note = db.prepare('UPDATE order_events SET note = ? WHERE id = ?');
  let n = 0;
  for (const { customerId, withinDays } of tracked) {
    for (const row of shipped.all(customerId, at - withinDays * dayMs)) {
      const carrier = CARRIER_CODES[n % CARRIER_CODES.length] ?? 'SF';
      const trackingNo = seedTrackingNo(carrier, n);
      insert.run(intOf(row, 'id'), carrier, trackingNo, intOf(row, 'at'));
      note.run(shippedNote(OrderKind.parse(textOf(row, 'kind')), [{ carrier, trackingNo }]), intOf(row, 'event_id'));
      n += 1;
    }
  }
}
