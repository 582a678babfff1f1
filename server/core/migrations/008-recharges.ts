import { schemaStep } from '../schema-step.ts';

/**
 * Top-ups of the balance (余额充值) and their attempts at the simulated gateway. A top-up is
 * created 待支付 once per idempotency key and becomes 已支付 once: the same transaction raises
 * the balance and writes its 充值 ledger line (flow_id), with the gateway's trade number. An
 * attempt is settled once (paid, failed or cancelled), like an order's in `payments`.
 */
const rechargeSchema = `
CREATE TABLE recharges (
  id INTEGER PRIMARY KEY,
  recharge_no TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('待支付', '已支付')),
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  trade_no TEXT UNIQUE,
  flow_id INTEGER UNIQUE REFERENCES amount_flows(id),
  UNIQUE (customer_id, idempotency_key),
  CHECK ((status = '已支付') = (paid_at IS NOT NULL)),
  CHECK ((paid_at IS NULL) = (trade_no IS NULL) AND (paid_at IS NULL) = (flow_id IS NULL))
);
CREATE INDEX recharges_customer_time ON recharges(customer_id, created_at, id);

CREATE TABLE recharge_payments (
  id TEXT PRIMARY KEY,
  recharge_id INTEGER NOT NULL REFERENCES recharges(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  message TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  CHECK ((status = 'pending') = (settled_at IS NULL))
);
CREATE INDEX recharge_payments_recharge ON recharge_payments(recharge_id, created_at);
`;

export const migration = schemaStep(8, 'recharges', rechargeSchema);
