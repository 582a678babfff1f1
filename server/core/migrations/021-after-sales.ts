import { schemaStep } from '../schema-step.ts';

/**
 * 售后申请: a customer's claim on a received order, decided once by the order's factory (refund,
 * remake or refusal). At most one claim of an order is open (待处理) at a time. Photos' bytes
 * live in the upload folder under `stored_name`, like suggestion images. A refund is a row of
 * claim_refunds beside its ledger line: `paid_by` is how the order was paid and `destination`
 * where the money went ('balance' for now; an online payment's refund may later go back to the
 * provider), so the order's refunded total is the sum of its rows.
 */
export const migration = schemaStep(21, 'after-sales claims', `
CREATE TABLE IF NOT EXISTS claims (
  id INTEGER PRIMARY KEY,
  claim_no TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  factory_id INTEGER REFERENCES factories(id) ON DELETE SET NULL,
  reason TEXT NOT NULL CHECK (reason IN ('质量问题', '尺寸不符', '损坏', '少件', '其他')),
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('待处理', '已退款', '重做中', '已拒绝')),
  refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  decision_note TEXT,
  decided_by INTEGER REFERENCES staff(id) ON DELETE SET NULL,
  decided_at INTEGER,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (customer_id, idempotency_key),
  CHECK ((status = '已退款') = (refunded > 0)),
  CHECK ((status = '待处理') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX IF NOT EXISTS claims_one_open_per_order ON claims(order_id) WHERE status = '待处理';
CREATE INDEX IF NOT EXISTS claims_factory ON claims(factory_id, status, created_at);
CREATE INDEX IF NOT EXISTS claims_customer ON claims(customer_id, created_at, id);

CREATE TABLE IF NOT EXISTS claim_photos (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('png', 'jpeg', 'webp')),
  size INTEGER NOT NULL CHECK (size > 0),
  width INTEGER,
  height INTEGER
);
CREATE INDEX IF NOT EXISTS claim_photos_claim ON claim_photos(claim_id, position);

CREATE TABLE IF NOT EXISTS claim_events (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('待处理', '已退款', '重做中', '已拒绝')),
  actor TEXT NOT NULL CHECK (actor IN ('customer', 'staff')),
  note TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS claim_events_claim ON claim_events(claim_id, created_at, id);

CREATE TABLE IF NOT EXISTS claim_refunds (
  id INTEGER PRIMARY KEY,
  claim_id INTEGER NOT NULL UNIQUE REFERENCES claims(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  paid_by TEXT CHECK (paid_by IN ('balance', 'online')),
  destination TEXT NOT NULL CHECK (destination IN ('balance', 'original')),
  flow_id INTEGER REFERENCES amount_flows(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS claim_refunds_order ON claim_refunds(order_id);
`);
