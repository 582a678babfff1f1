import { schemaStep } from '../schema-step.ts';

/**
 * The shipment of a shipped order: carrier (a code of src/lib/orders/carriers.ts) and tracking number,
 * set when the factory ships. One per order; an order shipped before this step has none.
 */
const shipmentSchema = `
CREATE TABLE order_shipments (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  carrier TEXT NOT NULL,
  tracking_no TEXT NOT NULL,
  shipped_at INTEGER NOT NULL
);
`;

export const migration = schemaStep(7, 'shipments', shipmentSchema);
