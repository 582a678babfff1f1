import type { Migration } from '../migration.ts';

/**
 * An order ships in one or several parcels: order_shipments had one row per order (order_id its
 * key); now each parcel is a row, numbered from 1 within its order. Rebuilt the documented way,
 * the existing parcels becoming each order's parcel 1.
 */
export const migration: Migration = {
  version: 25,
  name: 'parcels',
  up: (db) =>
    db.exec(`
CREATE TABLE order_shipments_new (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  carrier TEXT NOT NULL,
  tracking_no TEXT NOT NULL,
  shipped_at INTEGER NOT NULL,
  UNIQUE (order_id, position)
);
INSERT INTO order_shipments_new (order_id, position, carrier, tracking_no, shipped_at)
  SELECT order_id, 1, carrier, tracking_no, shipped_at FROM order_shipments ORDER BY order_id;
DROP TABLE order_shipments;
ALTER TABLE order_shipments_new RENAME TO order_shipments;
`),
};
